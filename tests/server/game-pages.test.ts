import { describe, expect, it } from 'vitest';
import { VIRTUAL_GAMES } from '../../machines/shared/games.ts';
import { SESSION_ABSOLUTE_SECONDS } from '../../server/accounts/sessions.ts';
import { harnessForFile } from './harness.ts';
import {
  MOBILE_SITE,
  SITE,
  asUser,
  newPlayer,
  outboxOf,
  playerForFile,
  signInAgain,
  sitesTestConfig,
  type TestSession,
} from './players.ts';
import { virtualLaunch } from './seamless-calls.ts';

/** The demo game pages under /games/play/{token} and the catalogue's pictures. */
const h = harnessForFile({ config: sitesTestConfig() });
const player = playerForFile(h);

/** The page address init_game of cls answers the player of session (the file's by default). */
const launchUrl = async (
  cls: string,
  data: Record<string, unknown>,
  lang = 'tr',
  session: TestSession = player,
) => {
  const reply = await h.call<{ url: string }>(cls, 'init_game', data, asUser(session, lang));
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
 * What lets the site (and only the site) show the page in its iframe, keeps it from loading
 * anything else, and lets its script call only the provider API on its own origin and tell the
 * site its balance.
 */
function expectFramableAndSelfContained(response: Response, html: string) {
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(response.headers.get('x-frame-options')).toBeNull();
  const csp = response.headers.get('content-security-policy')!;
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain("connect-src 'self'");
  expect(csp).toMatch(new RegExp(`frame-ancestors ${SITE} ${MOBILE_SITE}(;|$)`));
  expect(html).not.toMatch(/(src|href)=["']?(https?:)?\/\//);
  const data = dataOf(html);
  expect(data.api).toMatch(/^\/games\/api\/[A-Za-z0-9_-]{32}$/);
  // The only address in the page: where the site runs, for its balance messages.
  expect(data.siteOrigin).toBe(SITE);
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
      const { response, html } = await page(
        await launchUrl('virtualgames', virtualLaunch(game), 'en'),
      );
      expect(response.status).toBe(200);
      expectFramableAndSelfContained(response, html);
      expect(html).toContain(`"slug":"${game.slug}"`);
    },
  );

  it('answers a friendly 404 page for an unknown, malformed or expired link', async () => {
    const unknown = await page(`${h.contentUrl}/games/play/${'a'.repeat(32)}`);
    expect(unknown.response.status).toBe(404);
    expect(unknown.html).toContain('Oyun bulunamadı');
    const english = await page(`${h.contentUrl}/games/play/nope?lang=en`);
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
    expect(expired.response.headers.get('content-security-policy')).toContain(
      `frame-ancestors ${SITE} ${MOBILE_SITE}`,
    );
  });

  it('stops opening once the player has logged out', async () => {
    const other = await newPlayer(h);
    const url = await launchUrl('casino', { gameID: 2620 }, 'tr', other);
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

describe('the content origin', () => {
  it('serves the game pages and the provider API, on its own origin only', async () => {
    const url = await launchUrl('casino', { gameID: 2620 });
    expect(new URL(url).origin).toBe(new URL(h.contentUrl).origin);
    expect(new URL(url).origin).not.toBe(new URL(h.baseUrl).origin);
    const token = url.split('/').pop()!;
    expect((await page(url)).response.status).toBe(200);
    expect((await fetch(`${h.baseUrl}/games/play/${token}`)).status).toBe(404);
    const api = (base: string) =>
      fetch(`${base}/games/api/${token}/balance`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
    expect((await api(h.baseUrl)).status).toBe(404);
    const balance = await api(h.contentUrl);
    expect(balance.status).toBe(200);
    expect(await balance.json()).toMatchObject({ ok: true, balance: 0 });
  });

  it('answers nothing of the site: no API, no site page, no provider callbacks', async () => {
    for (const path of ['/', '/index.html', '/casino', '/v1/check-maintenance', '/datas/x.json']) {
      expect((await fetch(`${h.contentUrl}${path}`)).status).toBe(404);
    }
    for (const path of ['/v1', '/seamless/balance', '/payments/callback']) {
      const response = await fetch(`${h.contentUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', panel: 'frontend' },
        body: JSON.stringify({ api: { class: 'system', method: 'ping' }, data: {} }),
      });
      expect(response.status).toBe(404);
    }
  });

  it('builds the page address from GAMES_ORIGIN, never from a forged Host', async () => {
    const reply = await h.postRaw<{ url: string }>(
      { api: { class: 'casino', method: 'init_game' }, data: { gameID: 2620 }, user: player.user },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example', cookie: player.cookie },
    );
    expect(reply.body.result).toBe(true);
    expect(reply.body.data.url).toMatch(
      new RegExp(`^${h.contentUrl}/games/play/[A-Za-z0-9_-]{32}$`),
    );
    const { html } = await page(reply.body.data.url);
    expect(html).not.toContain('evil.example');
  });
});

describe('launch tokens', () => {
  /** A player with a launch of their own session: its page address. */
  const launched = async (session: TestSession) => {
    const url = await launchUrl('casino', { gameID: 2620 }, 'tr', session);
    expect((await page(url)).response.status).toBe(200);
    return url;
  };

  it('last no longer than the session that launched them may', async () => {
    const other = await newPlayer(h);
    await launched(other);
    const [row] = await h.db.query<{ seconds: number }>(
      `SELECT extract(epoch FROM l.expires_at - s.created_at) AS seconds
       FROM game_launches l JOIN sessions s ON s.id = l.session_id
       ORDER BY l.id DESC LIMIT 1`,
    );
    expect(Number(row!.seconds)).toBe(SESSION_ABSOLUTE_SECONDS);
  });

  it("are one per session and game: a new launch ends the session's earlier page", async () => {
    const owner = await newPlayer(h);
    const tablet = await signInAgain(h, owner);
    const first = await launched(owner);
    const elsewhere = await launched(tablet);
    const other = await launchUrl('casino', { gameID: 15 }, 'tr', owner);
    const second = await launched(owner);
    expect((await page(first)).response.status).toBe(404);
    expect((await page(second)).response.status).toBe(200);
    // Another game, and the same game in another session, play on.
    expect((await page(other)).response.status).toBe(200);
    expect((await page(elsewhere)).response.status).toBe(200);
  });

  it('end when another session changes the password', async () => {
    const owner = await newPlayer(h);
    const phone = await signInAgain(h, owner);
    const url = await launched(phone);
    const changed = await h.call(
      'user',
      'pass_change',
      {
        currentPassword: owner.values.password,
        password: 'NewSecret9',
        passwordConfirm: 'NewSecret9',
      },
      asUser(owner),
    );
    expect(changed.body.result).toBe(true);
    expect((await page(url)).response.status).toBe(404);
  });

  it('end when the password is reset', async () => {
    const owner = await newPlayer(h);
    const url = await launched(owner);
    await h.call('user', 'forgot', { email: owner.values.email });
    const [mail] = await outboxOf(h, owner.values.email);
    const token = /account_reset\?token=([A-Za-z0-9_-]+)/.exec(mail!.body)![1]!;
    const reset = await h.call('user', 'pass_reset', {
      token,
      password: 'Reset1234',
      passwordConfirm: 'Reset1234',
    });
    expect(reset.body.result).toBe(true);
    expect((await page(url)).response.status).toBe(404);
  });

  it("belong to the launching player's session: no other session keeps them alive", async () => {
    const owner = await newPlayer(h);
    const stranger = await newPlayer(h);
    const url = await launched(owner);
    const token = url.split('/').pop()!;
    // A launch pointing at another player's live session opens nothing.
    await h.db.query(
      `UPDATE game_launches SET session_id =
         (SELECT id FROM sessions WHERE player_id =
            (SELECT id FROM players WHERE username = $1) ORDER BY id DESC LIMIT 1)
       WHERE player_id = (SELECT id FROM players WHERE username = $2)`,
      [stranger.values.username, owner.values.username],
    );
    expect((await page(url)).response.status).toBe(404);
    const api = await fetch(`${h.contentUrl}/games/api/${token}/balance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(api.status).toBe(403);
  });
});
