/**
 * The bonus area's chart as the model of the bonuses page: offers, the active bonus and past
 * bonuses answered every way, claims, codes and cancellations. The past bonuses' next pages are
 * the paged list's (tests/model/paging).
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { bonusAreaMachine, type AreaData } from '../../../machines/bonus/bonus-area.machine.ts';
import {
  activeBonus,
  casinoDiscount,
  codeOffer,
  deposit20Used,
  offline,
  page,
  pastBonus,
  refused,
  welcome,
} from '../../machines/bonus/bonus-fixtures.ts';
import { transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof bonusAreaMachine>;

const withActive: AreaData = {
  offers: [welcome, casinoDiscount, deposit20Used],
  page: page([activeBonus(), ...Array.from({ length: 9 }, (_, i) => pastBonus(i + 1))], 0, 12),
  withdrawalRule: 'forfeit',
};
export const empty: AreaData = { offers: [], page: page([], 0, 0), withdrawalRule: null };

const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.loadArea', output: withActive },
  { type: 'xstate.done.actor.loadArea', output: empty },
  { type: 'xstate.error.actor.loadArea', error: offline() },
  { type: 'bonus.retry' },
  { type: 'bonus.claim', offerID: casinoDiscount.offerID },
  { type: 'xstate.done.actor.bonusClaim', output: { claimed: true } },
  { type: 'xstate.done.actor.bonusClaim', output: { claimed: false } },
  { type: 'bonus.redeem', code: '' },
  { type: 'bonus.redeem', code: 'HOSGELDIN100' },
  { type: 'xstate.done.actor.redeemCode', output: codeOffer },
  { type: 'xstate.error.actor.redeemCode', error: refused('Geçersiz promosyon kodu') },
  { type: 'bonus.cancel' },
  { type: 'bonus.keep' },
  { type: 'bonus.confirmCancel' },
  {
    type: 'xstate.done.actor.cancelBonus',
    output: activeBonus({ status: 'forfeited', balance: 0 }),
  },
  { type: 'xstate.error.actor.cancelBonus', error: offline() },
  { type: 'xstate.error.actor.cancelBonus', error: refused('Bu bonus artık aktif değil') },
  { type: 'bonus.dismiss' },
  { type: 'xstate.after.60000.bonusArea.ready.clock.ticking' },
  { type: 'xstate.after.untilExpiry.bonusArea.ready.clock.ticking' },
];

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([
    s.value,
    c.offers.map((offer) => offer.offerID),
    c.firstPage.items.map((bonus) => bonus.bonusID),
    c.firstPage.pagination.total,
    c.withdrawalRule,
    c.requestedClaim,
    c.claiming?.offerID ?? null,
    c.codeError,
    c.redeemed?.offerID ?? null,
    c.cancelKey !== null,
    c.cancelError,
    c.forfeited?.bonusID ?? null,
  ]);
};

const inputs = [
  { claimOfferID: null },
  { claimOfferID: casinoDiscount.offerID },
  { claimOfferID: deposit20Used.offerID },
];
export const paths = transitionCover(bonusAreaMachine, { inputs, events, serialize, maxSteps: 40 });

export default { machine: bonusAreaMachine, paths } satisfies MachineModel;
