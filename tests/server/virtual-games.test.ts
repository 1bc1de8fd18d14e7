import { describe, expect, it } from 'vitest';
import { VIRTUAL_GAMES } from '../../machines/shared/games.ts';
import { harnessForFile } from './harness.ts';
import { asUser, newPlayer, playerForFile, userTestConfig } from './players.ts';
import { virtualLaunch } from './seamless-calls.ts';

/** Class virtualgames: the menu's virtual games and the sportsbook open through init_game. */
const h = harnessForFile({ config: userTestConfig() });
const player = playerForFile(h);

const launch = (data: Record<string, unknown>, lang?: string) =>
  h.call<{ url: string }>('virtualgames', 'init_game', data, asUser(player, lang));

describe('virtualgames.init_game', () => {
  it.each(VIRTUAL_GAMES.map((game) => [game.slug, game] as const))(
    'launches %s and records provider and type',
    async (_slug, game) => {
      const reply = await launch(virtualLaunch(game));
      expect(reply.body.result).toBe(true);
      const token = /\/games\/play\/([\w-]{32})$/.exec(reply.body.data.url)![1]!;
      expect(reply.body.data.url).toBe(`${h.contentUrl}/games/play/${token}`);
      const [row] = await h.db.query<{ kind: string; game_id: number; variant: string }>(
        `SELECT kind, game_id, variant FROM game_launches l JOIN players p ON p.id = l.player_id
         WHERE p.username = $1 ORDER BY l.id DESC LIMIT 1`,
        [player.values.username],
      );
      expect(row).toEqual({
        kind: 'virtual',
        game_id: game.providerID,
        variant: 'type' in game ? game.type : '',
      });
      expect((await fetch(reply.body.data.url)).status).toBe(200);
    },
  );

  it('refuses providers that are not virtual games, in the language of the call', async () => {
    for (const providerID of [999, 101, 201]) {
      expect((await launch({ providerID })).body).toEqual({
        result: false,
        data: null,
        message: 'Oyun bulunamadı',
      });
    }
    expect((await launch({ providerID: 999 }, 'en')).body.message).toBe('Game not found');
  });

  it('refuses a type the provider does not have, and a missing one where it needs one', async () => {
    const wrong = await launch({ providerID: 901, type: 'bingo' });
    expect(wrong.body).toEqual({ result: false, data: null, message: 'Bu oyun türü bulunamadı' });
    expect((await launch({ providerID: 903 }, 'en')).body.message).toBe(
      'This game type was not found',
    );
    expect((await launch({ providerID: 950, type: 'virtual' })).body.result).toBe(false);
    expect((await launch({ providerID: 950, type: ' prematch ' })).body.result).toBe(true);
  });

  it.each([
    [{}, "Zorunlu alan eksik: 'providerID'"],
    [{ providerID: '901' }, "'providerID' alanının türü hatalı: sayı olmalıdır"],
    [{ providerID: 901, type: 3 }, "'type' alanının türü hatalı: metin olmalıdır"],
  ])('refuses %j with 400', async (data, message) => {
    const reply = await launch(data);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(message);
  });

  it('needs a session and leaves the recently played list alone', async () => {
    const anonymous = await h.call('virtualgames', 'init_game', { providerID: 905 });
    expect(anonymous.body).toEqual({ result: false, data: null, message: 'Oturum süresi doldu' });
    const fresh = await newPlayer(h);
    await h.call('virtualgames', 'init_game', { providerID: 905 }, asUser(fresh));
    expect((await h.call('casino', 'recently_played', {}, asUser(fresh))).body.data).toEqual([]);
  });
});
