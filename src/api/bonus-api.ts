import type { BonusApi, TournamentApi } from '../../machines/ports.ts';
import type { ApiClient, CallOptions } from './client.ts';
import { toPage } from './games-api.ts';

/** The bonus screens show their own empty and failure states. */
const QUIET: CallOptions = { auth: true, quiet: true };

/** Class bonus of the platform API. */
export function createBonusApi(client: ApiClient): BonusApi {
  return {
    offers: async () => (await client.call('bonus', 'list_offers', {}, QUIET)).data ?? [],
    bonuses: async (query) => {
      const answer = await client.call('bonus', 'list_bonuses', query, QUIET);
      return toPage(answer.data, answer.pagination, query);
    },
    claim: async (offerID, idempotencyKey) =>
      (await client.call('bonus', 'claim', { offerID, idempotencyKey }, QUIET)).data,
    cancel: async (bonusID, idempotencyKey) =>
      (await client.call('bonus', 'cancel', { bonusID, idempotencyKey }, QUIET)).data,
    redeemCode: async (code) => (await client.call('bonus', 'redeem_code', { code }, QUIET)).data,
  };
}

/** Class tournament: public; the session rides along when there is one (the player's place). */
export function createTournamentApi(client: ApiClient): TournamentApi {
  return {
    leaderboard: async (tournamentID) =>
      (
        await client.call(
          'tournament',
          'leaderboard',
          { tournamentID },
          { quiet: true, auth: true },
        )
      ).data,
  };
}
