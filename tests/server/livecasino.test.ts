import { beforeAll, describe, expect, it } from 'vitest';
import type { GameCategory, GameProvider, LiveTable } from '../../machines/shared/games.ts';
import { OUTAGES } from '../../server/db/catalogue.ts';
import { PREVIEW_LIVE_PROVIDER_NAMES } from '../../server/db/catalogue-names.ts';
import { harnessForFile } from './harness.ts';
import { asUser, newPlayer, playerForFile, userTestConfig, type TestSession } from './players.ts';

/** Class livecasino: categories, providers (preview ones for rid 20), tables and launches. */
const h = harnessForFile({ config: userTestConfig() });
const regular = playerForFile(h);
const insider = playerForFile(h);
let allProviders: GameProvider[];
beforeAll(async () => {
  await h.db.query('UPDATE players SET rid = 20 WHERE username = $1', [insider.values.username]);
  allProviders = (
    await h.call<GameProvider[]>(
      'livecasino',
      'provider_list',
      { limit: 150, status: 2 },
      asUser(insider),
    )
  ).body.data;
});

const tables = (data: Record<string, unknown>, session?: TestSession, lang?: string) =>
  h.call<LiveTable[]>('livecasino', 'game_table_list', data, {
    ...(session ? asUser(session) : {}),
    ...(lang ? { lang } : {}),
  });
const providerNames = async (data: Record<string, unknown>, session?: TestSession) =>
  (
    await h.call<GameProvider[]>(
      'livecasino',
      'provider_list',
      data,
      session ? asUser(session) : {},
    )
  ).body.data.map((p) => p.name);
const providerNamed = (name: string) => allProviders.find((p) => p.name === name)!;
const previewProvider = () => providerNamed(PREVIEW_LIVE_PROVIDER_NAMES[0]);

describe('livecasino.category_list', () => {
  it('answers the live categories with their slugs and counts, in the language', async () => {
    const tr = await h.call<GameCategory[]>('livecasino', 'category_list', {
      limit: 150,
      offset: 0,
    });
    const en = await h.call<GameCategory[]>(
      'livecasino',
      'category_list',
      { limit: 150 },
      { lang: 'en' },
    );
    const slugs = tr.body.data.map((c) => c.slug);
    expect(slugs).toEqual(
      expect.arrayContaining([
        'roulette',
        'blackjack',
        'baccarat',
        'poker',
        'game-shows',
        'popular',
        'turkish',
      ]),
    );
    expect(tr.body.data.find((c) => c.slug === 'roulette')!.name).toBe('Rulet');
    expect(en.body.data.find((c) => c.slug === 'roulette')!.name).toBe('Roulette');
    for (const category of tr.body.data) {
      const page = await tables({ categoryID: category.CategoryID, limit: 150 });
      expect(page.body.pagination!.total).toBe(category.gameCount);
    }
  });

  it('refuses a limit over 150', async () => {
    const reply = await h.call('livecasino', 'category_list', { limit: 151 });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe("'limit' alanı için geçersiz değer: en fazla 150 olmalıdır");
  });
});

describe('livecasino.provider_list', () => {
  it('adds preview providers for status 2 only when the signed-in player has rid 20', async () => {
    const preview = PREVIEW_LIVE_PROVIDER_NAMES[0];
    expect(await providerNames({ limit: 150, status: 2 }, insider)).toContain(preview);
    expect(await providerNames({ limit: 150 }, insider)).not.toContain(preview);
    expect(await providerNames({ limit: 150, status: 1 }, insider)).not.toContain(preview);
    expect(await providerNames({ limit: 150, status: 2 }, regular)).not.toContain(preview);
    expect(await providerNames({ limit: 150, status: 2 })).not.toContain(preview);
    const everyone = await h.call<GameProvider[]>('livecasino', 'provider_list', { limit: 150 });
    expect(everyone.body.data.length).toBeGreaterThanOrEqual(10);
    expect(everyone.body.pagination!.total).toBe(everyone.body.data.length);
    expect(everyone.body.data.every((p) => p.logo === `/media/provider/${p.providerID}.svg`)).toBe(
      true,
    );
  });

  it('answers a caller whose session context is not valid like an anonymous one', async () => {
    const reply = await h.call<GameProvider[]>(
      'livecasino',
      'provider_list',
      { limit: 150, status: 2 },
      { user: { ...insider.user, sid: regular.user.sid }, cookie: regular.cookie },
    );
    expect(reply.body.result).toBe(true);
    expect(reply.body.data.map((p) => p.name)).not.toContain(PREVIEW_LIVE_PROVIDER_NAMES[0]);
  });

  it.each([
    [{ status: 3 }, "'status' alanı için geçersiz değer; izin verilenler: 1, 2"],
    [{ limit: 151 }, "'limit' alanı için geçersiz değer: en fazla 150 olmalıdır"],
    [{ offset: -1 }, "'offset' alanı için geçersiz değer: en az 0 olmalıdır"],
  ])('refuses %j with 400', async (data, message) => {
    const reply = await h.call('livecasino', 'provider_list', data);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(message);
  });
});

describe('livecasino.game_table_list', () => {
  it('lists at least 300 tables with bets in kuruş, an open flag and their type', async () => {
    const first = await tables({ limit: 150 });
    expect(first.body.pagination!.total).toBeGreaterThanOrEqual(300);
    expect(first.body.data).toHaveLength(150);
    for (const table of first.body.data) {
      expect(Number.isInteger(table.minBet) && Number.isInteger(table.maxBet)).toBe(true);
      expect(table.minBet).toBeGreaterThan(0);
      expect(table.maxBet).toBeGreaterThanOrEqual(table.minBet);
      expect(typeof table.open).toBe('boolean');
      expect(table.thumbnail).toBe(`/media/table/${table.tableID}.svg`);
    }
    expect(first.body.data.some((t) => !t.open)).toBe(true);
    const defaults = await tables({});
    expect(defaults.body.data).toHaveLength(48);
  });

  it('filters by category, provider and folded search text', async () => {
    const roulette = await tables({ categoryID: 201, limit: 150 });
    expect(roulette.body.data.every((t) => t.type === 'roulette' && t.categoryID === 201)).toBe(
      true,
    );
    const provider = allProviders[0]!;
    const own = await tables({ providerID: provider.providerID, limit: 150 });
    expect(own.body.data.every((t) => t.providerName === provider.name)).toBe(true);
    expect(own.body.pagination!.total).toBe(provider.gameCount);
    const turkish = await tables({ searchGameName: 'TURKCE rulet', limit: 150 });
    expect(turkish.body.data.length).toBeGreaterThan(0);
    expect(turkish.body.data.every((t) => t.name.startsWith('Türkçe Rulet'))).toBe(true);
    const short = await tables({ searchGameName: 'ru' }, undefined, 'en');
    expect(short.body.message).toBe('Please enter at least 3 characters to search.');
    const unknown = await tables({ categoryID: 27 });
    expect(unknown.body).toMatchObject({ result: true, data: [], pagination: { total: 0 } });
  });

  it("lists preview providers' tables only to a player with rid 20", async () => {
    const { providerID } = previewProvider();
    expect((await tables({ providerID })).body.pagination!.total).toBe(0);
    expect((await tables({ providerID }, regular)).body.pagination!.total).toBe(0);
    expect((await tables({ providerID }, insider)).body.pagination!.total).toBeGreaterThan(0);
  });

  it("answers the player's favourite tables only, and refuses favorites without a session", async () => {
    const player = await newPlayer(h);
    await h.call(
      'user',
      'favorites',
      { mode: 'insert', type: 'livecasino', id: 7 },
      asUser(player),
    );
    await h.call(
      'user',
      'favorites',
      { mode: 'insert', type: 'livecasino', id: 12 },
      asUser(player),
    );
    await h.call('user', 'favorites', { mode: 'insert', type: 'casino', id: 99 }, asUser(player));
    const mine = await tables({ favorites: 1 }, player);
    expect(mine.body.data.map((t) => t.tableID)).toEqual([12, 7]);
    const anonymous = await tables({ favorites: 1 });
    expect(anonymous.body).toEqual({ result: false, data: null, message: 'Oturum süresi doldu' });
  });

  it.each([
    [{ limit: 151 }, "'limit' alanı için geçersiz değer: en fazla 150 olmalıdır"],
    [{ offset: -1 }, "'offset' alanı için geçersiz değer: en az 0 olmalıdır"],
    [{ categoryID: 'roulette' }, "'categoryID' alanının türü hatalı: sayı olmalıdır"],
  ])('refuses %j with 400', async (data, message) => {
    const reply = await tables(data);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(message);
  });
});

describe('livecasino.init_game', () => {
  const firstTableOf = async (providerID: number, session?: TestSession) =>
    (await tables({ providerID, limit: 1 }, session)).body.data[0]!;

  it('answers a page address and keeps whether the player is on a phone', async () => {
    const player = await newPlayer(h);
    const reply = await h.call<{ url: string }>(
      'livecasino',
      'init_game',
      { tableID: 5, isMobile: true },
      asUser(player),
    );
    expect(reply.body.data.url).toMatch(new RegExp(`^${h.contentUrl}/games/play/[\\w-]{32}$`));
    const [launch] = await h.db.query<{ kind: string; game_id: number; mobile: boolean }>(
      `SELECT kind, game_id, mobile FROM game_launches l JOIN players p ON p.id = l.player_id
       WHERE p.username = $1`,
      [player.values.username],
    );
    expect(launch).toEqual({ kind: 'live', game_id: 5, mobile: true });
  });

  it.each([
    [{ tableID: 5 }, "Zorunlu alan eksik: 'isMobile'"],
    [
      { tableID: 5, isMobile: 'true' },
      "'isMobile' alanının türü hatalı: mantıksal değer olmalıdır",
    ],
    [{ isMobile: false }, "Zorunlu alan eksik: 'tableID'"],
    [{ tableID: -3, isMobile: false }, "'tableID' alanı için geçersiz değer: en az 1 olmalıdır"],
  ])('refuses %j with 400', async (data, message) => {
    const reply = await h.call('livecasino', 'init_game', data, asUser(regular));
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(message);
  });

  it('refuses unknown tables, preview tables below rid 20 and callers without a session', async () => {
    const unknown = await h.call(
      'livecasino',
      'init_game',
      { tableID: 99_999, isMobile: false },
      asUser(regular, 'en'),
    );
    expect(unknown.body).toEqual({ result: false, data: null, message: 'Game not found' });
    const preview = await firstTableOf(previewProvider().providerID, insider);
    const hidden = await h.call(
      'livecasino',
      'init_game',
      { tableID: preview.tableID, isMobile: false },
      asUser(regular),
    );
    expect(hidden.body.message).toBe('Oyun bulunamadı');
    const shown = await h.call(
      'livecasino',
      'init_game',
      { tableID: preview.tableID, isMobile: false },
      asUser(insider),
    );
    expect(shown.body.result).toBe(true);
    const anonymous = await h.call('livecasino', 'init_game', { tableID: 5, isMobile: false });
    expect(anonymous.body.message).toBe('Oturum süresi doldu');
  });

  it('fails like a real outage for unreachable live providers', async () => {
    const named = (outage: string) =>
      providerNamed(
        Object.keys(OUTAGES).find((name) => OUTAGES[name] === outage && providerNamed(name))!,
      );
    const error = await firstTableOf(named('error').providerID);
    const down = await h.call(
      'livecasino',
      'init_game',
      { tableID: error.tableID, isMobile: false },
      asUser(regular),
    );
    expect(down.body).toEqual({ result: false, data: null, message: 'Internal Server Error' });
    const maintenance = await firstTableOf(named('maintenance').providerID);
    const closed = await h.call(
      'livecasino',
      'init_game',
      { tableID: maintenance.tableID, isMobile: false },
      asUser(regular, 'en'),
    );
    expect(closed.body).toEqual({
      result: false,
      data: null,
      message: 'The game provider is under maintenance',
    });
  });
});

describe('favourite live tables', () => {
  it("keeps a preview provider's tables unknown to players who do not see them", async () => {
    const [preview] = (
      await tables({ providerID: previewProvider().providerID, limit: 1 }, insider)
    ).body.data;
    const favourite = (session: TestSession, mode?: 'insert') =>
      h.call<{ ids: number[] }>(
        'user',
        'favorites',
        { type: 'livecasino', ...(mode ? { mode, id: preview!.tableID } : {}) },
        asUser(session),
      );
    const refused = await favourite(regular, 'insert');
    expect(refused.body).toMatchObject({ result: false, message: 'Oyun bulunamadı' });
    expect((await favourite(regular)).body.data.ids).not.toContain(preview!.tableID);
    const kept = await favourite(insider, 'insert');
    expect(kept.body.data.ids).toContain(preview!.tableID);
    // A table whose provider is set to preview later leaves the list of those who cannot see it.
    const shown = (await tables({ limit: 1 }, regular)).body.data[0]!;
    await h.call(
      'user',
      'favorites',
      { type: 'livecasino', mode: 'insert', id: shown.tableID },
      asUser(regular),
    );
    await h.db.query(`UPDATE game_providers SET status = 'preview' WHERE id = $1`, [
      shown.providerID,
    ]);
    try {
      expect((await favourite(regular)).body.data.ids).not.toContain(shown.tableID);
    } finally {
      await h.db.query(`UPDATE game_providers SET status = 'active' WHERE id = $1`, [
        shown.providerID,
      ]);
    }
  });
});
