import { describe, expect, it } from 'vitest';
import { createAuthApi } from '../../../src/api/auth-api.ts';
import { createGamesApi } from '../../../src/api/games-api.ts';
import { createWalletApi } from '../../../src/api/wallet-api.ts';
import { createSessionEncryption } from '../../../src/platform/session-key.ts';
import { platformServerForFile } from './platform-server.ts';
import { createRecordingClient } from './recording-client.ts';

/** Seeded facts (server/db/catalogue.ts, seed.ts): Copperline Gaming's games fail to launch. */
const COPPERLINE_GAME = 3181;
const SLOTS_OF_THE_DAY = 72;

const server = platformServerForFile();

function gamesApi(rid: number | null = null) {
  const recording = createRecordingClient(server.baseURL);
  return { recording, games: createGamesApi(recording.client, () => rid) };
}

async function signedInAs(username: string, rid: number | null = null) {
  const { recording, games } = gamesApi(rid);
  const auth = createAuthApi(recording.client, createSessionEncryption(recording.client));
  recording.session = (await auth.login({ username, password: 'Demo1234' })).session;
  return { recording, games, auth, wallet: createWalletApi(recording.client) };
}

describe('createGamesApi lists', () => {
  it('pages a category with the totals the server counts', async () => {
    const { games } = gamesApi();
    const first = await games.slotGames({ limit: 48, offset: 0, categoryID: SLOTS_OF_THE_DAY });
    const second = await games.slotGames({ limit: 48, offset: 48, categoryID: SLOTS_OF_THE_DAY });
    expect(first.items).toHaveLength(48);
    expect(first.pagination).toEqual({ limit: 48, offset: 0, total: 60 });
    expect(second.items).toHaveLength(12);
    const ids = new Set([...first.items, ...second.items].map((game) => game.gameID));
    expect(ids.size).toBe(60);
  });

  it('searches by name, Turkish letters folded', async () => {
    const { games } = gamesApi();
    const found = await games.slotGames({ limit: 48, offset: 0, searchGameName: 'ISTANBUL' });
    expect(found.items.map((game) => game.name)).toContain('İstanbul Nights');
    expect(server.posted().at(-1)?.envelope).toMatchObject({
      api: { class: 'casino', method: 'games_list' },
      data: { searchGameName: 'ISTANBUL', limit: 48, offset: 0 },
    });
  });

  it('lists the categories and providers of both lobbies', async () => {
    const { games } = gamesApi();
    const slotCategories = await games.slotCategories();
    expect(slotCategories.map((c) => c.CategoryID)).toEqual(
      expect.arrayContaining([27, 58, 63, 64, 72, 76, 78]),
    );
    expect((await games.slotProviders()).length).toBeGreaterThanOrEqual(40);
    expect((await games.liveCategories()).map((c) => c.slug)).toContain('roulette');
    const tables = await games.liveTables({ limit: 48, offset: 0 });
    expect(tables.pagination.total).toBeGreaterThanOrEqual(300);
  });

  it('asks for preview live providers only for a player with rid 20', async () => {
    await gamesApi(20).games.liveProviders();
    expect(server.posted().at(-1)?.envelope?.data).toMatchObject({ limit: 150, status: 2 });
    await gamesApi(1).games.liveProviders();
    expect(server.posted().at(-1)?.envelope?.data).not.toHaveProperty('status');
  });

  it('reads jackpot pools in kuruş', async () => {
    const jackpots = await gamesApi().games.jackpots();
    expect(jackpots.pools.length).toBeGreaterThan(0);
    for (const pool of jackpots.pools) expect(Number.isInteger(pool.amount)).toBe(true);
  });
});

describe('createGamesApi for a signed-in player', () => {
  it('launches a slot, remembers it as recently played and lists favourites with details', async () => {
    const { games, auth } = await signedInAs('demo');
    const launch = await games.launchSlot(2620);
    expect(launch.url).toMatch(/^http:\/\/[^/]+\/games\/play\/[\w-]+/);
    const page = await fetch(launch.url);
    expect(page.status).toBe(200);

    const recent = await games.recentlyPlayed(12);
    expect(recent[0]).toMatchObject({ kind: 'slot', slot: { gameID: 2620 } });

    await auth.addFavorite('casino', 2620);
    const favourites = await games.slotGames({ limit: 100, offset: 0, favorites: true });
    expect(favourites.items.map((game) => game.name)).toEqual(['İstanbul Nights']);
    expect(server.posted().at(-1)?.envelope?.data).toMatchObject({ favorites: 1 });
  });

  it("rejects a launch of an unreachable provider quietly with the server's message", async () => {
    const { games, recording } = await signedInAs('demo');
    await expect(games.launchSlot(COPPERLINE_GAME)).rejects.toMatchObject({
      kind: 'refused',
      message: 'Internal Server Error',
    });
    expect(recording.notices).toEqual([]);
  });

  it('launches a live table on a phone and a menu game through virtualgames', async () => {
    const { games } = await signedInAs('demo');
    await expect(games.launchTable(3, true)).resolves.toMatchObject({ url: expect.any(String) });
    expect(server.posted().at(-1)?.envelope?.data).toMatchObject({ tableID: 3, isMobile: true });
    await expect(games.launchVirtual(901, 'football-3d')).resolves.toMatchObject({
      url: expect.stringContaining('/games/play/'),
    });
  });

  it("pages the player's coupons and reads the balance", async () => {
    const { games, wallet } = await signedInAs('demo');
    const day = (daysAgo: number) =>
      new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const coupons = await games.coupons({
      startDate: day(365),
      endDate: day(-1),
      limit: 10,
      offset: 0,
    });
    expect(coupons.items).toHaveLength(10);
    expect(coupons.pagination.total).toBe(30);
    await expect(wallet.balance()).resolves.toEqual({ cash: 125_000, bonus: 0 });
  });
});
