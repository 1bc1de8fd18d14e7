import { beforeAll, describe, expect, it } from 'vitest';
import type {
  GameCategory,
  GameProvider,
  RecentGame,
  SlotGame,
} from '../../machines/shared/games.ts';
import { foldSearchText } from '../../machines/shared/search-text.ts';
import { sha256 } from '../../server/accounts/sessions.ts';
import { OUTAGES, buildCatalogue } from '../../server/db/catalogue.ts';
import { seed } from '../../server/db/seed.ts';
import { harnessForFile, startHarness, type Harness } from './harness.ts';
import { asUser, newPlayer, signIn, userTestConfig, type TestSession } from './players.ts';

/** Class casino: categories, providers, the game list and its search, launches, recent games. */
const h = harnessForFile({ config: userTestConfig() });
let providers: GameProvider[];
beforeAll(async () => {
  providers = (await h.call<GameProvider[]>('casino', 'provider_list', { limit: 100 })).body.data;
});

const games = (
  data: Record<string, unknown>,
  options: { lang?: string; session?: TestSession } = {},
) =>
  h.call<SlotGame[]>('casino', 'games_list', data, {
    ...(options.session ? asUser(options.session) : {}),
    ...(options.lang ? { lang: options.lang } : {}),
  });

const providerNamed = (name: string) => {
  const provider = providers.find((p) => p.name === name);
  if (!provider) throw new Error(`no provider ${name}`);
  return provider;
};
const outageProvider = (outage: string) =>
  providerNamed(
    Object.keys(OUTAGES).find(
      (name) => OUTAGES[name] === outage && providers.some((p) => p.name === name),
    )!,
  );

const firstGameOf = async (providerID: number) =>
  (await games({ providerID, limit: 1 })).body.data[0]!;

describe('casino.category_list', () => {
  it('answers the slot categories of spec §9 with slugs, counts and names in the language', async () => {
    const tr = await h.call<GameCategory[]>('casino', 'category_list', { limit: 100, offset: 0 });
    const en = await h.call<GameCategory[]>(
      'casino',
      'category_list',
      { limit: 100 },
      { lang: 'en' },
    );
    const byId = new Map(tr.body.data.map((c) => [c.CategoryID, c]));
    const slugs: Record<number, string> = {
      27: 'popular',
      58: 'jackpot',
      63: 'board-games',
      64: 'buy-bonus',
      72: 'slots-of-the-day',
      76: 'drops-and-wins',
      78: 'new',
    };
    for (const [id, slug] of Object.entries(slugs)) {
      expect(byId.get(Number(id))).toMatchObject({ slug });
      expect(byId.get(Number(id))!.gameCount).toBeGreaterThan(0);
    }
    expect(byId.get(27)!.name).toBe('En Popüler');
    expect(en.body.data.find((c) => c.CategoryID === 27)!.name).toBe('Most Popular');
    expect(tr.body.pagination).toEqual({ limit: 100, offset: 0, total: tr.body.data.length });
  });

  it("counts exactly the games each category's list answers", async () => {
    const categories = (await h.call<GameCategory[]>('casino', 'category_list', {})).body.data;
    for (const category of categories) {
      const page = await games({ categoryID: category.CategoryID, limit: 100 });
      expect(page.body.pagination!.total).toBe(category.gameCount);
      expect(page.body.data.every((g) => g.categoryIDs.includes(category.CategoryID))).toBe(true);
    }
  });

  it('pages with limit and offset', async () => {
    const all = (await h.call<GameCategory[]>('casino', 'category_list', {})).body.data;
    const second = await h.call<GameCategory[]>('casino', 'category_list', { limit: 2, offset: 2 });
    expect(second.body.data).toEqual(all.slice(2, 4));
    expect(second.body.pagination).toEqual({ limit: 2, offset: 2, total: all.length });
  });

  it.each([
    [{ limit: 101 }, "'limit' alanı için geçersiz değer: en fazla 100 olmalıdır"],
    [{ limit: 0 }, "'limit' alanı için geçersiz değer: en az 1 olmalıdır"],
    [{ offset: -1 }, "'offset' alanı için geçersiz değer: en az 0 olmalıdır"],
    [{ limit: '10' }, "'limit' alanının türü hatalı: sayı olmalıdır"],
  ])('refuses %j with 400', async (data, message) => {
    const reply = await h.call('casino', 'category_list', data);
    expect(reply).toEqual({ status: 400, body: { result: false, data: null, message } });
  });
});

describe('casino.provider_list', () => {
  it('lists at least 40 slot providers with counts and logos served here', async () => {
    expect(providers.length).toBeGreaterThanOrEqual(40);
    expect(providers.some((p) => /[çğıöşüİÇĞÖŞÜ]/.test(p.name))).toBe(true);
    const counted = await Promise.all(
      providers
        .slice(0, 5)
        .map(async (p) => (await games({ providerID: p.providerID })).body.pagination!.total),
    );
    expect(counted).toEqual(providers.slice(0, 5).map((p) => p.gameCount));
    const logo = await fetch(`${h.baseUrl}${providers[0]!.logo}`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toContain('image/svg+xml');
    expect(await logo.text()).toContain(providers[0]!.name.replace(/&/g, '&#38;'));
  });

  it('refuses a limit over 100', async () => {
    const reply = await h.call('casino', 'provider_list', { limit: 500 }, { lang: 'en' });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe("Invalid value for field 'limit': must be at most 100");
  });
});

describe('casino.games_list', () => {
  it('answers 48 games by default out of more than 3,000, pages without overlap', async () => {
    const first = await games({});
    expect(first.body.result).toBe(true);
    expect(first.body.data).toHaveLength(48);
    expect(first.body.pagination!.total).toBeGreaterThanOrEqual(3000);
    const second = await games({ offset: 48 });
    const ids = new Set(first.body.data.map((g) => g.gameID));
    expect(second.body.data.some((g) => ids.has(g.gameID))).toBe(false);
    const both = await games({ limit: 96 });
    expect(both.body.data.map((g) => g.gameID)).toEqual(
      [...first.body.data, ...second.body.data].map((g) => g.gameID),
    );
    const game = first.body.data[0]!;
    expect(game).toMatchObject({ thumbnail: `/media/game/${game.gameID}.svg` });
    expect(game.rtp).toBeGreaterThan(80);
    expect(game.rtp).toBeLessThan(100);
  });

  it('lists a category in its own order, the same on every call', async () => {
    const a = await games({ categoryID: 72, limit: 50 });
    const b = await games({ categoryID: 72, limit: 25, offset: 25 });
    expect(a.body.data.slice(25).map((g) => g.gameID)).toEqual(b.body.data.map((g) => g.gameID));
    expect(a.body.data.every((g) => g.categoryIDs.includes(72))).toBe(true);
  });

  it('filters by provider and by provider and category together', async () => {
    const provider = providers[3]!;
    const page = await games({ providerID: provider.providerID, limit: 100 });
    expect(page.body.data.every((g) => g.providerID === provider.providerID)).toBe(true);
    expect(page.body.data.every((g) => g.providerName === provider.name)).toBe(true);
    const both = await games({ providerID: provider.providerID, categoryID: 27, limit: 100 });
    expect(
      both.body.data.every(
        (g) => g.providerID === provider.providerID && g.categoryIDs.includes(27),
      ),
    ).toBe(true);
    expect(both.body.pagination!.total).toBeLessThan(page.body.pagination!.total);
  });

  it('answers an empty page for an unknown category or provider, and past the end', async () => {
    for (const data of [{ categoryID: 9999 }, { providerID: 9999 }]) {
      const reply = await games(data);
      expect(reply.body).toMatchObject({ result: true, data: [], pagination: { total: 0 } });
    }
    const past = await games({ offset: 100_000 });
    expect(past.body.data).toEqual([]);
    expect(past.body.pagination!.total).toBeGreaterThanOrEqual(3000);
  });

  it.each([
    [{ limit: 101 }, "'limit' alanı için geçersiz değer: en fazla 100 olmalıdır"],
    [{ offset: -5 }, "'offset' alanı için geçersiz değer: en az 0 olmalıdır"],
    [{ categoryID: '72' }, "'categoryID' alanının türü hatalı: sayı olmalıdır"],
    [{ providerID: 1.5 }, "'providerID' alanı için geçersiz değer: tam sayı olmalıdır"],
    [{ providerID: 0 }, "'providerID' alanı için geçersiz değer: en az 1 olmalıdır"],
    [{ searchGameName: 42 }, "'searchGameName' alanının türü hatalı: metin olmalıdır"],
    [
      { favorites: 'yes' },
      "'favorites' alanı için geçersiz değer; izin verilenler: true, false, 1, 0",
    ],
  ])('refuses %j with 400', async (data, message) => {
    const reply = await games(data);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ result: false, message });
  });
});

describe('casino.games_list deep pages', () => {
  it('orders every page by popularity and gives each game its categories, at any offset', async () => {
    for (const offset of [0, 1_000, 3_000, 3_150]) {
      const page = await games({ offset, limit: 100 });
      const expected = await h.db.query<{ id: number; categories: number[] }>(
        `SELECT g.id, ARRAY(SELECT m.category_id FROM category_games m WHERE m.game_id = g.id
           ORDER BY m.category_id) AS categories
         FROM slot_games g ORDER BY g.popularity, g.id OFFSET $1 LIMIT 100`,
        [offset],
      );
      expect(page.body.data.map((g) => [g.gameID, g.categoryIDs])).toEqual(
        expected.map((row) => [row.id, row.categories]),
      );
      expect(page.body.pagination).toEqual({ limit: 100, offset, total: 3_200 });
    }
  });
});

describe(
  'casino.games_list after the operator changes the catalogue',
  { tags: ['postgres'] },
  () => {
    const renamed = 'Gökkuşağı Zümrüt Sarayı';
    const search = (server = h) =>
      server.call<SlotGame[]>('casino', 'games_list', { searchGameName: 'zümrüt saray' });

    it('lists the change from the next call on, on every server of the database', async () => {
      // A second server on the same database, with a catalogue of its own in memory.
      const other = await startHarness({ db: h.db, config: userTestConfig() });
      const [game] = await h.db.query<{ id: number; name: string; search_name: string }>(
        'SELECT id, name, search_name FROM slot_games WHERE id = 2620',
      );
      const members = async (server: Harness) =>
        (await server.call<SlotGame[]>('casino', 'games_list', { categoryID: 81, limit: 100 })).body
          .data;
      try {
        for (const server of [h, other]) {
          expect((await search(server)).body.data).toEqual([]);
          expect((await members(server)).map((g) => g.gameID)).not.toContain(2620);
        }
        await h.db.transaction(async (tx) => {
          await tx.query('UPDATE slot_games SET name = $1, search_name = $2 WHERE id = 2620', [
            renamed,
            foldSearchText(renamed),
          ]);
          await tx.query(
            'INSERT INTO category_games (category_id, game_id, position) VALUES (81, 2620, 0)',
          );
        });
        for (const server of [h, other]) {
          expect((await search(server)).body.data.map((g) => [g.gameID, g.name])).toEqual([
            [2620, renamed],
          ]);
          const classic = await members(server);
          expect(classic[0]).toMatchObject({ gameID: 2620, name: renamed });
          expect(classic[0]!.categoryIDs).toContain(81);
        }
      } finally {
        await h.db.query('DELETE FROM category_games WHERE category_id = 81 AND game_id = 2620');
        await h.db.query('UPDATE slot_games SET name = $1, search_name = $2 WHERE id = 2620', [
          game!.name,
          game!.search_name,
        ]);
        await other.close();
      }
      expect((await search()).body.data).toEqual([]);
      expect((await games({ searchGameName: 'istanbul nights' })).body.data[0]).toMatchObject({
        gameID: 2620,
        name: 'İstanbul Nights',
      });
    });
  },
);

describe('casino.games_list search', () => {
  const names = async (searchGameName: string, extra: Record<string, unknown> = {}) => {
    const reply = await games({ searchGameName, limit: 100, ...extra });
    expect(reply.body.result).toBe(true);
    return reply.body.data.map((g) => g.name);
  };

  it("folds Turkish letters and case on both sides: 'istanbul' finds 'İstanbul …'", async () => {
    const found = await names('istanbul');
    expect(found).toContain('İstanbul Nights');
    expect(found.every((name) => foldSearchText(name).includes('istanbul'))).toBe(true);
    expect(await names('İSTANBUL')).toEqual(found);
    expect(await names('Istanbul')).toEqual(found);
  });

  it("'SICAK' finds 'Sıcak …' and 'sansli' finds 'Şanslı …'", async () => {
    expect(await names('SICAK')).toContain('Sıcak Meyveler 40');
    expect(await names('sansli yediler')).toContain('Şanslı Yediler');
    expect(await names('çılgın kİrazlar')).toContain('Çılgın Kirazlar');
    expect(await names('goreme balon')).toContain('Göreme Balonları');
  });

  it('ranks matches at the start of a word before matches inside one', async () => {
    const found = await names('gold');
    const inside = found.filter((name) => !/(^|\s)gold/i.test(name));
    expect(inside).toEqual(expect.arrayContaining(['Marigold Meadows', 'Rosegold Riches']));
    const firstInside = found.indexOf(inside[0]!);
    expect(found.slice(firstInside).every((name) => !/(^|\s)gold/i.test(name))).toBe(true);
    expect(firstInside).toBeGreaterThan(0);
  });

  it('trims the text, counts the matches and combines with the other filters', async () => {
    const spaced = await games({ searchGameName: '  istanbul  ' });
    const plain = await games({ searchGameName: 'istanbul' });
    expect(spaced.body.pagination).toEqual(plain.body.pagination);
    const provider = providerNamed('Boğaziçi Studios');
    const narrowed = await names('istanbul', { providerID: provider.providerID });
    expect(narrowed).toContain('İstanbul Nights');
    expect(narrowed.length).toBeLessThan(plain.body.pagination!.total);
    expect(await names('no such game at all')).toEqual([]);
  });

  it('reads an empty text as no search', async () => {
    const reply = await games({ searchGameName: '   ' });
    expect(reply.body.pagination!.total).toBeGreaterThanOrEqual(3000);
  });

  it.each([
    ['ab', 'tr', 'Arama yapmak için en az 3 karakter giriniz.'],
    ['  ış  ', 'tr', 'Arama yapmak için en az 3 karakter giriniz.'],
    ['ab', 'en', 'Please enter at least 3 characters to search.'],
    ['x'.repeat(51), 'en', 'Search can be at most 50 characters.'],
  ])('refuses %j (%s)', async (searchGameName, lang, message) => {
    const reply = await games({ searchGameName }, { lang });
    expect(reply).toEqual({
      status: 400,
      body: { result: false, data: { field: 'searchGameName' }, message },
    });
  });
});

describe('casino.games_list favorites', () => {
  it.each([1, true])(
    'refuses favorites=%j without a session, as signed-in methods do',
    async (favorites) => {
      const reply = await games({ favorites }, { lang: 'en' });
      expect(reply).toEqual({
        status: 200,
        body: { result: false, data: null, message: 'Session expired' },
      });
    },
  );

  it("answers exactly the player's favourites, newest first; 0 lists everything", async () => {
    const player = await newPlayer(h);
    const other = await newPlayer(h);
    for (const id of [15, 2620, 997]) {
      await h.call('user', 'favorites', { mode: 'insert', type: 'casino', id }, asUser(player));
    }
    await h.call('user', 'favorites', { mode: 'insert', type: 'casino', id: 44 }, asUser(other));
    await h.call(
      'user',
      'favorites',
      { mode: 'insert', type: 'livecasino', id: 15 },
      asUser(player),
    );
    const mine = await games({ favorites: 1, limit: 100 }, { session: player });
    expect(mine.body.data.map((g) => g.gameID)).toEqual([997, 2620, 15]);
    expect(mine.body.pagination!.total).toBe(3);
    const searched = await games(
      { favorites: true, searchGameName: 'istanbul' },
      { session: player },
    );
    expect(searched.body.data.map((g) => g.name)).toEqual(['İstanbul Nights']);
    const everything = await games({ favorites: 0 }, { session: player });
    expect(everything.body.pagination!.total).toBeGreaterThanOrEqual(3000);
  });
});

describe('user.favorites and the catalogue', () => {
  it('refuses to add a game or table that is not in the catalogue', async () => {
    const player = await newPlayer(h);
    for (const [type, id] of [
      ['casino', 999_999],
      ['livecasino', 999_999],
    ] as const) {
      const reply = await h.call(
        'user',
        'favorites',
        { mode: 'insert', type, id },
        asUser(player, 'en'),
      );
      expect(reply.body).toEqual({ result: false, data: null, message: 'Game not found' });
    }
    const tr = await h.call(
      'user',
      'favorites',
      { mode: 'insert', type: 'casino', id: 999_999 },
      asUser(player),
    );
    expect(tr.body.message).toBe('Oyun bulunamadı');
    const list = await h.call('user', 'favorites', { type: 'casino' }, asUser(player));
    expect(list.body.data).toEqual({ ids: [] });
  });
});

describe('casino.init_game', () => {
  it('answers the absolute address of a demo page and stores only the hash of its token', async () => {
    const player = await newPlayer(h);
    const reply = await h.call<{ url: string }>(
      'casino',
      'init_game',
      { gameID: 2620 },
      asUser(player),
    );
    expect(reply.body.result).toBe(true);
    // The game's name and provider as the catalogue has them: the page's title.
    const [game] = await h.db.query<{ name: string; provider: string }>(
      `SELECT g.name, p.name AS provider FROM slot_games g
       JOIN game_providers p ON p.id = g.provider_id WHERE g.id = 2620`,
    );
    expect(reply.body.data).toMatchObject({ name: game!.name, providerName: game!.provider });
    const match = new RegExp(`^${h.contentUrl}/games/play/([A-Za-z0-9_-]{32})$`).exec(
      reply.body.data.url,
    );
    expect(match).not.toBeNull();
    const rows = await h.db.query<{ token_hash: string; kind: string; game_id: number }>(
      `SELECT l.token_hash, l.kind, l.game_id FROM game_launches l JOIN players p ON p.id = l.player_id
       WHERE p.username = $1`,
      [player.values.username],
    );
    expect(rows).toEqual([{ token_hash: sha256(match![1]!), kind: 'slot', game_id: 2620 }]);
    const page = await fetch(reply.body.data.url);
    expect(page.status).toBe(200);
  });

  it('refuses an unknown game, a bad payload and a caller without a session', async () => {
    const player = await newPlayer(h);
    const unknown = await h.call('casino', 'init_game', { gameID: 999_999 }, asUser(player));
    expect(unknown.body).toEqual({ result: false, data: null, message: 'Oyun bulunamadı' });
    const text = await h.call('casino', 'init_game', { gameID: '12' }, asUser(player));
    expect(text.status).toBe(400);
    const missing = await h.call('casino', 'init_game', {}, asUser(player));
    expect(missing.body.message).toBe("Zorunlu alan eksik: 'gameID'");
    const anonymous = await h.call('casino', 'init_game', { gameID: 12 });
    expect(anonymous.body).toEqual({ result: false, data: null, message: 'Oturum süresi doldu' });
  });

  it('fails like a real outage for unreachable providers, whose games are still listed', async () => {
    const player = await newPlayer(h);
    const launch = async (outage: string, lang: string) => {
      const provider = outageProvider(outage);
      expect(provider.gameCount).toBeGreaterThan(0);
      const game = await firstGameOf(provider.providerID);
      return h.call('casino', 'init_game', { gameID: game.gameID }, asUser(player, lang));
    };
    for (const lang of ['tr', 'en']) {
      expect((await launch('error', lang)).body).toEqual({
        result: false,
        data: null,
        message: 'Internal Server Error',
      });
      expect((await launch('no_url', lang)).body).toMatchObject({
        result: true,
        data: { url: '' },
      });
    }
    expect((await launch('maintenance', 'tr')).body).toEqual({
      result: false,
      data: null,
      message: 'Oyun sağlayıcısı şu anda bakımda',
    });
    expect((await launch('maintenance', 'en')).body.message).toBe(
      'The game provider is under maintenance',
    );
    const recent = await h.call<RecentGame[]>('casino', 'recently_played', {}, asUser(player));
    expect(recent.body.data).toEqual([]);
  });
});

describe('casino.recently_played', () => {
  it('answers distinct slot games and live tables by last launch, newest first', async () => {
    const player = await newPlayer(h);
    const recent = async (data: Record<string, unknown> = {}) =>
      (await h.call<RecentGame[]>('casino', 'recently_played', data, asUser(player))).body.data;
    expect(await recent()).toEqual([]);
    await h.call('casino', 'init_game', { gameID: 997 }, asUser(player));
    await h.call('livecasino', 'init_game', { tableID: 3, isMobile: false }, asUser(player));
    await h.call('casino', 'init_game', { gameID: 15 }, asUser(player));
    await h.call('casino', 'init_game', { gameID: 997 }, asUser(player));
    await h.call('virtualgames', 'init_game', { providerID: 905 }, asUser(player));
    const list = await recent();
    expect(list.map((g) => [g.kind, g.slot?.gameID ?? g.live?.tableID])).toEqual([
      ['slot', 997],
      ['slot', 15],
      ['live', 3],
    ]);
    expect(list[0]!.slot).toMatchObject({ gameID: 997, name: 'Sıcak Meyveler 40' });
    expect(list[2]!.live).toMatchObject({ tableID: 3, thumbnail: '/media/table/3.svg' });
    expect(Date.parse(list[0]!.playedAt)).toBeGreaterThanOrEqual(Date.parse(list[1]!.playedAt));
    expect((await recent({ limit: 1 })).map((g) => g.slot?.gameID)).toEqual([997]);
  });

  it('shows the calling player only and refuses without a session or with a bad limit', async () => {
    const demo = await signIn(h, 'demo', 'Demo1234');
    await h.call('casino', 'init_game', { gameID: 44 }, asUser(demo));
    const stranger = await newPlayer(h);
    const theirs = await h.call('casino', 'recently_played', {}, asUser(stranger));
    expect(theirs.body.data).toEqual([]);
    const anonymous = await h.call('casino', 'recently_played', {}, { lang: 'en' });
    expect(anonymous.body.message).toBe('Session expired');
    const tooMany = await h.call('casino', 'recently_played', { limit: 51 }, asUser(demo));
    expect(tooMany.status).toBe(400);
  });
});

describe('the seeded catalogue', () => {
  it('is the same on every build and seeding again adds nothing', async () => {
    expect(buildCatalogue()).toEqual(buildCatalogue());
    const before = await h.db.query('SELECT count(*) AS n FROM slot_games');
    const added = await seed(h.db);
    expect(Object.keys(added)).not.toContain('slot_games');
    expect(await h.db.query('SELECT count(*) AS n FROM slot_games')).toEqual(before);
  });
});
