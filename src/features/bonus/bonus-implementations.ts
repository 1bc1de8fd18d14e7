import { fromPromise } from 'xstate';
import { bonusAreaMachine } from '../../../machines/bonus/bonus-area.machine.ts';
import { bonusClaimMachine } from '../../../machines/bonus/bonus-claim.machine.ts';
import type { BonusApi, FinanceApi } from '../../../machines/ports.ts';

/**
 * The bonus area's machine and its child, the claim, over BonusApi (and the cashier summary's
 * rule from FinanceApi).
 */
export function createBonusImplementations({
  bonus,
  finance,
}: {
  bonus: BonusApi;
  finance: FinanceApi;
}) {
  return {
    bonusArea: bonusAreaMachine.provide({
      actors: {
        loadArea: fromPromise(async ({ input }) => {
          const [offers, page, withdrawalRule] = await Promise.all([
            bonus.offers(),
            bonus.bonuses(input),
            // The rule is a note on the active bonus: the area does without it if unknown.
            finance.summary().then(
              (summary) => summary.bonus?.rule ?? null,
              () => null,
            ),
          ]);
          return { offers, page, withdrawalRule };
        }),
        loadBonuses: fromPromise(({ input }) => bonus.bonuses(input)),
        redeemCode: fromPromise(({ input }) => bonus.redeemCode(input.code)),
        cancelBonus: fromPromise(({ input }) => bonus.cancel(input.bonusID, input.idempotencyKey)),
        bonusClaim: bonusClaimMachine.provide({
          actors: {
            claimBonus: fromPromise(({ input }) =>
              bonus.claim(input.offerID, input.idempotencyKey),
            ),
          },
        }),
      },
    }),
  };
}
