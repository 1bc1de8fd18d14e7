import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { BONUS_MESSAGES, BONUS_TICK_MS } from '../../../machines/bonus/bonus-rules.ts';
import { bonusAreaMachine, type AreaData } from '../../../machines/bonus/bonus-area.machine.ts';
import {
  selectActiveBonus,
  selectCanCancel,
  selectCanClaim,
  selectCanDeposit,
  selectClaimActor,
  selectCodeError,
  selectForfeited,
  selectPastBonuses,
  selectPastBonusesList,
  selectTimeLeft,
  selectWithdrawalRule,
} from '../../../machines/bonus/bonus-area.selectors.ts';
import {
  selectShowMore,
  type PagedListSnapshot,
} from '../../../machines/paging/paged-list.selectors.ts';
import type { BonusOffer, ClaimOutcome, PlayerBonus } from '../../../machines/shared/bonus.ts';
import type { ListPage } from '../../../machines/shared/games.ts';
import { bonusClaimMachine } from '../../../machines/bonus/bonus-claim.machine.ts';
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
} from './bonus-fixtures.ts';
import { appDouble } from '../app-double.ts';

interface Fakes {
  area?: () => Promise<AreaData>;
  bonuses?: (query: { offset: number }) => Promise<ListPage<PlayerBonus>>;
  redeem?: (code: string) => Promise<BonusOffer>;
  cancel?: () => Promise<PlayerBonus>;
  claim?: () => Promise<ClaimOutcome>;
}

const withActive = (): AreaData => ({
  offers: [welcome, casinoDiscount, deposit20Used],
  page: page([activeBonus(), ...Array.from({ length: 9 }, (_, i) => pastBonus(i + 1))], 0, 12),
  withdrawalRule: 'block',
});

function start(fakes: Fakes = {}, claimOfferID: number | null = null) {
  const area = vi.fn(fakes.area ?? (async () => withActive()));
  const bonuses = vi.fn(
    fakes.bonuses ?? (async ({ offset }) => page([pastBonus(10), pastBonus(11)], offset, 12)),
  );
  const cancel = vi.fn(
    fakes.cancel ?? (async () => activeBonus({ status: 'forfeited', balance: 0 })),
  );
  const claim = vi.fn(fakes.claim ?? (async () => ({ kind: 'cash', amount: 120_00, offerID: 3 })));
  const { app, told } = appDouble();
  const actor = createActor(
    bonusAreaMachine.provide({
      actors: {
        loadArea: fromPromise(() => area()),
        loadBonuses: fromPromise(({ input }) => bonuses(input)),
        redeemCode: fromPromise(({ input }) =>
          (fakes.redeem ?? (async () => codeOffer))(input.code),
        ),
        cancelBonus: fromPromise(() => cancel()),
        bonusClaim: bonusClaimMachine.provide({
          actors: { claimBonus: fromPromise(() => claim() as Promise<ClaimOutcome>) },
        }),
      },
    }),
    { input: { claimOfferID }, parent: app },
  );
  actor.start();
  return { actor, area, bonuses, cancel, claim, told };
}

type Actor = ReturnType<typeof start>['actor'];
const ready = (actor: Actor) => waitFor(actor, (s) => s.matches('ready'));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('bonus area machine', () => {
  it('reads the offers and the first ten bonuses, then the next page on show more', async () => {
    const { actor, bonuses } = start();
    await ready(actor);
    const s = actor.getSnapshot();
    expect(selectActiveBonus(s)?.bonusID).toBe(31);
    expect(selectWithdrawalRule(s)).toBe('block');
    const past = selectPastBonusesList(s)!;
    // The first page came with the area: the list does not read it again.
    expect(bonuses).not.toHaveBeenCalled();
    expect(selectPastBonuses(past.getSnapshot())).toHaveLength(9);
    expect(selectShowMore(past.getSnapshot()).hasMore).toBe(true);
    past.send({ type: 'list.showMore' });
    await waitFor(past, (list: PagedListSnapshot) => !selectShowMore(list).hasMore);
    expect(bonuses).toHaveBeenCalledWith({ limit: 10, offset: 10 });
    expect(selectPastBonuses(past.getSnapshot())).toHaveLength(11);
  });

  it('offers a claim for a claimable offer, a deposit for a deposit offer, neither when blocked', async () => {
    const { actor, told } = start();
    await ready(actor);
    const s = actor.getSnapshot();
    expect(selectCanClaim(s, casinoDiscount.offerID)).toBe(true);
    expect(selectCanClaim(s, welcome.offerID)).toBe(false);
    expect(selectCanDeposit(s, welcome.offerID)).toBe(true);
    expect(selectCanDeposit(s, deposit20Used.offerID)).toBe(false);
    actor.send({ type: 'bonus.deposit', offerID: welcome.offerID });
    expect(told).toContainEqual({
      type: 'navigate.page',
      page: { address: '/deposit?bonus=1' },
      keep: true,
    });
  });

  it('runs the claim as a child and reads everything again when something was claimed', async () => {
    const { actor, area } = start();
    await ready(actor);
    actor.send({ type: 'bonus.claim', offerID: casinoDiscount.offerID });
    const claim = selectClaimActor(actor.getSnapshot())!;
    expect(claim.getSnapshot().context.offer.slug).toBe('casinoDiscount');
    claim.send({ type: 'claim.confirm' });
    await waitFor(claim, (s) => s.matches('claimed'));
    claim.send({ type: 'claim.close' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await ready(actor);
    expect(area).toHaveBeenCalledTimes(2);
  });

  it('opens the claim asked for by the address once the offers are read', async () => {
    const { actor } = start({}, casinoDiscount.offerID);
    await ready(actor);
    expect(selectClaimActor(actor.getSnapshot())).toBeDefined();
    selectClaimActor(actor.getSnapshot())!.send({ type: 'claim.close' });
    expect(actor.getSnapshot().matches({ ready: { flow: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.requestedClaim).toBeNull();
  });

  it('ignores an address claim for an offer that cannot be claimed', async () => {
    const { actor } = start({}, deposit20Used.offerID);
    await ready(actor);
    expect(selectClaimActor(actor.getSnapshot())).toBeUndefined();
  });

  it('asks for a code before redeeming, shows a refusal at the field, adds a redeemed offer', async () => {
    const answers: (BonusOffer | Error)[] = [refused('Geçersiz kod'), codeOffer];
    const { actor } = start({
      redeem: async () => {
        const answer = answers.shift()!;
        if (answer instanceof Error) throw answer;
        return answer;
      },
    });
    await ready(actor);
    actor.send({ type: 'bonus.redeem', code: '  ' });
    expect(selectCodeError(actor.getSnapshot())).toBe(BONUS_MESSAGES.codeRequired);
    actor.send({ type: 'bonus.redeem', code: 'YANLIS' });
    await waitFor(actor, (s) => s.context.codeError === 'Geçersiz kod');
    actor.send({ type: 'bonus.redeem', code: ' hosgeldin100 ' });
    await waitFor(actor, (s) => s.context.redeemed !== null);
    expect(actor.getSnapshot().context.offers.map((o) => o.slug)).toContain('hosgeldin100');
    expect(selectCodeError(actor.getSnapshot())).toBeNull();
  });

  it('cancels the active bonus after a confirmation, refreshes the balance and reads again', async () => {
    const answers = [offline()];
    const { actor, cancel, told, area } = start({
      cancel: async () => {
        const error = answers.shift();
        if (error) throw error;
        return activeBonus({ status: 'forfeited', balance: 0 });
      },
    });
    await ready(actor);
    expect(selectCanCancel(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'bonus.cancel' });
    actor.send({ type: 'bonus.keep' });
    expect(cancel).not.toHaveBeenCalled();
    actor.send({ type: 'bonus.cancel' });
    actor.send({ type: 'bonus.confirmCancel' });
    await waitFor(actor, (s) => s.context.cancelError !== null);
    const key = actor.getSnapshot().context.cancelKey;
    expect(key).not.toBeNull();
    actor.send({ type: 'bonus.confirmCancel' });
    await waitFor(actor, (s) => selectForfeited(s) !== null);
    expect(actor.getSnapshot().context.cancelKey).toBeNull();
    expect(told).toContainEqual({ type: 'wallet.refresh' });
    expect(told).toContainEqual({
      type: 'notice.show',
      notice: { id: BONUS_MESSAGES.cancelled },
    });
    actor.send({ type: 'bonus.dismiss' });
    await ready(actor);
    expect(area).toHaveBeenCalledTimes(2);
  });

  it('ticks the time left every minute and reads again when the active bonus expires', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T12:00:00.000Z') });
    const soon = activeBonus({ expiresAt: '2026-11-23T12:02:30.000Z' });
    const { actor, area } = start({
      area: async () => ({ offers: [], page: page([soon], 0, 1), withdrawalRule: null }),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(selectTimeLeft(actor.getSnapshot())).toBe(150_000);
    await vi.advanceTimersByTimeAsync(BONUS_TICK_MS);
    expect(selectTimeLeft(actor.getSnapshot())).toBe(90_000);
    await vi.advanceTimersByTimeAsync(90_000);
    expect(area).toHaveBeenCalledTimes(2);
  });
});
