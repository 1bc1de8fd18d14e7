import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIRTUAL_GAMES } from '../../machines/shared/games.ts';
import { startHarness, type Harness } from './harness.ts';
import { asUser, newPlayer, userTestConfig, type TestSession } from './players.ts';

/** The demo game pages under /games/play/{token} and the catalogue's pictures. */
let h: Harness;
let player: TestSession & { values: { username: string } };
beforeAll(async () => {
  h = await startHarness({ config: userTestConfig() });
  player = await newPlayer(h);
});
afterAll(() => h.close());

const launchUrl = async (cls: string, data: Record<string, unknown>, lang = 'tr') => {
  const reply = await h.call<{ url: string }>(cls, 'init_game', data, asUser(player, lang));
  expect(reply.body.result).toBe(true);
  return reply.body.data.url;
};

async function page(url: string) {
  const response = await fetch(url);
  return { response, html: await response.text() };
}

/** The JSON the page's script reads. */
const dataOf = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="game-data">(.*?)<\/script>/s.exec(html)![1]!,
  ) as {
    api: string;
    siteOrigin: string;
  } & Record<string, unknown>;

/**
 * What lets the site show the page in its iframe, keeps it from loading anything else, and
 * lets its script call only the provider API on its own origin and tell the site its balance.
 */
function expectFramableAndSelfContained(response: Response, html: string) {
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(response.headers.get('x-frame-options')).toBeNull();
  const csp = response.headers.get('content-security-policy')!;
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain("connect-src 'self'");
  expect(csp).not.toContain('frame-ancestors');
  expect(html).not.toMatch(/(src|href)=["']?(https?:)?\/\//);
  const data = dataOf(html);
  expect(data.api).toMatch(/^\/games\/api\/[A-Za-z0-9_-]{32}$/);
  // The only address in the page: where the site runs, for its balance messages.
  expect(data.siteOrigin).toBe(new URL(h.baseUrl).origin);
  expect(html.replaceAll(JSON.stringify(data.siteOrigin), '')).not.toMatch(/https?:\/\//);
}

describe('GET /games/play/{token}', () => {
  it('plays a slot for the real balance, in the language of the launch', async () => {
    const url = await launchUrl('casino', { gameID: 2620 });
    const { response, html } = await page(url);
    expect(response.status).toBe(200);
    expectFramableAndSelfContained(response, html);
    expect(html).toContain('<html lang="tr">');
    expect(html).toContain('<h1>İstanbul Nights</h1>');
    expect(html).toContain('Bakiye: <b id="balance"');
    expect(html).toContain('Gerçek bakiyenizle oynuyorsunuz');
    expect(html).not.toContain('Eğlence');
    expect(html).not.toContain('id="refill"');
    expect(html).toContain('id="reels"');
    expect(dataOf(html).api).toBe(`/games/api/${url.split('/').pop()}`);
    const en = await page(await launchUrl('casino', { gameID: 2620 }, 'en'));
    expect(en.html).toContain('<html lang="en">');
    expect(en.html).toContain('Balance: <b id="balance"');
    expect(en.html).toContain('Your balance is too low for this bet.');
    expect(en.response.headers.get('cache-control')).toBe('no-store');
  });

  it('shows a live table with its limits in lira and whether the dealer is there', async () => {
    const [table] = await h.db.query<{ id: number; name: string; min_bet: number; open: boolean }>(
      `SELECT id, name, min_bet, open FROM live_tables WHERE open = false ORDER BY id LIMIT 1`,
    );
    const { response, html } = await page(
      await launchUrl('livecasino', { tableID: table!.id, isMobile: true }),
    );
    expect(response.status).toBe(200);
    expectFramableAndSelfContained(response, html);
    expect(html).toContain(table!.name);
    expect(html).toContain('Masa limiti');
    expect(html).toContain('<body class="mobile">');
    expect(html).toContain('"open":false');
    expect(dataOf(html).spots).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 'a' })]),
    );
  });

  it.each(VIRTUAL_GAMES.map((game) => [game.slug, game] as const))(
    'shows the %s page',
    async (_slug, game) => {
      const data =
        'type' in game
          ? { providerID: game.providerID, type: game.type }
          : { providerID: game.providerID };
      const { response, html } = await page(await launchUrl('virtualgames', data, 'en'));
      expect(response.status).toBe(200);
      expectFramableAndSelfContained(response, html);
      expect(html).toContain(`"slug":"${game.slug}"`);
    },
  );

  it('answers a friendly 404 page for an unknown, malformed or expired link', async () => {
    const unknown = await page(`${h.baseUrl}/games/play/${'a'.repeat(32)}`);
    expect(unknown.response.status).toBe(404);
    expect(unknown.html).toContain('Oyun bulunamadı');
    const english = await page(`${h.baseUrl}/games/play/nope?lang=en`);
    expect(english.response.status).toBe(404);
    expect(english.html).toContain('Game not found');
    const url = await launchUrl('casino', { gameID: 15 });
    await h.db.query(
      `UPDATE game_launches SET expires_at = now() - interval '1 minute' WHERE player_id =
         (SELECT id FROM players WHERE username = $1)`,
      [player.values.username],
    );
    const expired = await page(url);
    expect(expired.response.status).toBe(404);
    expect(expired.response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('stops opening once the player has logged out', async () => {
    const other = await newPlayer(h);
    const reply = await h.call<{ url: string }>(
      'casino',
      'init_game',
      { gameID: 2620 },
      asUser(other),
    );
    const url = reply.body.data.url;
    expect((await page(url)).response.status).toBe(200);
    expect((await h.call('user', 'logout', {}, asUser(other))).body.result).toBe(true);
    const after = await page(url);
    expect(after.response.status).toBe(404);
    expect(after.html).toContain('Oyun bulunamadı');
  });
});

describe('GET /media for the catalogue', () => {
  it('draws game, table and provider pictures, kept by browsers for a long time', async () => {
    for (const [path, text] of [
      ['/media/game/2620.svg', 'İstanbul Nights'],
      ['/media/table/5.svg', 'Live'],
      ['/media/provider/102.svg', 'Boğaziçi Studios'],
    ]) {
      const response = await fetch(`${h.baseUrl}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=2592000');
      expect(await response.text()).toContain(text);
    }
    const game = await (await fetch(`${h.baseUrl}/media/game/2620.svg`)).text();
    expect(game).toContain('width="400" height="300"');
    expect((await fetch(`${h.baseUrl}/media/game/999999.svg`)).status).toBe(404);
  });
});
