/**
 * The deposit machine as the model of /deposit against the real platform, for a fresh signed-in
 * player: a bank transfer (left pending for the operator), the card (paid or declined on the
 * provider's page, which sends the player back to /deposit?transaction=) and QR (paid or
 * declined on the provider's page the code opens, which the live stream tells the wizard; the
 * model takes it as the poll that would find it without a stream).
 * The player answered the deposit limit offered at registration ("no limit now"), so no answer
 * is due here (the prompt's own spec is limit-prompt.spec.ts, the jsdom model takes its states).
 * What the player does: choose a method, type an amount under
 * the bank's and the card's minimum or take a quick amount, fill the transfer's fields (a
 * malformed reference, then a good one), go on without a bonus, go back, confirm, decide on the
 * provider's page, start another deposit. The platform's answers follow from that: whatever the
 * page asks is answered at once, as the reference platform answers it.
 */
import type {
  AnyActorScope,
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateMachine,
  SnapshotFrom,
} from 'xstate';
import { depositMachine } from '../../machines/cashier/deposit.machine.ts';
import type { DepositAllowance, DepositInput } from '../../machines/cashier/deposit-types.ts';
import { flattenCashMethods } from '../../machines/cashier/methods.ts';
import type { BonusOffer } from '../../machines/shared/bonus.ts';
import {
  TRANSACTION_STATUS,
  type CashTransaction,
  type DepositOutcome,
  type PaymentMethod,
} from '../../machines/shared/finance.ts';
import { METHOD_GROUPS, METHODS } from '../../server/content/cashier.ts';
import { OFFERS } from '../../server/db/seed-bonuses.ts';
import { PAGE_MINUTES } from '../../server/payments/sessions.ts';
import { toEntries, type MethodRow } from '../../server/cashier/methods.ts';
import { serialize as depositStateKey } from '../model/cashier/deposit-state-key.ts';
import { transitionCover } from '../model/view-driver.ts';

type Snapshot = SnapshotFrom<typeof depositMachine>;

const GARANTI = 1002;
const CARD = 1401;
const QR = 1501;

/** Under the bank's and the card's ₺100 minimum, within QR's ₺50. */
const SMALL_AMOUNT = '75';
const QUICK_AMOUNT = 500_00;
/** What the player types into the transfer's other fields. */
export const TRANSFER = { branch: 'Kadıköy', account: '6290417385' };
/** Not 4–30 letters or digits: refused at its field. */
const BAD_REFERENCE = 'R!';
const GOOD_REFERENCE = 'HVL20261122';
/** The provider's own words for a decline (server/payments/callback.ts). */
export const DECLINE_REASON = 'Ödeme sağlayıcısı ödemeyi reddetti';

/** The seeded deposit methods as list_cash_methods_new lists them and the site flattens them. */
function seededDepositMethods(): PaymentMethod[] {
  const rows = METHODS.flatMap((seed): MethodRow[] => {
    if (!seed.deposit) return [];
    const group = METHOD_GROUPS.find((candidate) => candidate.id === seed.groupId);
    return [
      {
        id: seed.id,
        kind: seed.kind,
        name: seed.tr,
        groupId: seed.groupId ?? null,
        groupSlug: group?.slug ?? null,
        groupName: group?.tr ?? null,
        bankcode: seed.bankcode ?? null,
        receiver: seed.receiver ?? null,
        sort: seed.sort,
        direction: 'deposit',
        min: seed.deposit.min * 100,
        max: seed.deposit.max * 100,
        fields: seed.deposit.fields,
        highlighted: seed.deposit.highlighted ?? false,
        favorite: false,
      },
    ];
  });
  return flattenCashMethods(toEntries(rows));
}
const methods = seededDepositMethods();

/**
 * envoy getDepositAmounts: the six smallest round amounts within the method's range (₺100 to
 * ₺250.000 for the bank, to ₺20.000 for the card; ₺50 to ₺10.000 for QR).
 */
const QUICK_AMOUNTS: Record<number, number[]> = {
  [GARANTI]: [100_00, 200_00, 250_00, 500_00, 750_00, 1_000_00],
  [CARD]: [100_00, 200_00, 250_00, 500_00, 750_00, 1_000_00],
  [QR]: [50_00, 100_00, 200_00, 250_00, 500_00, 750_00],
};

/**
 * The seeded deposit offers as bonus list_offers answers them; the welcome offer is blocked
 * once a deposit was credited. (The casino discount and the offers behind a code never fit a
 * deposit: left out.)
 */
function depositOffers(firstDepositMade: boolean): BonusOffer[] {
  return ['welcome', 'deposit20'].map((slug) => {
    const row = OFFERS.find((offer) => offer.slug === slug)!;
    return {
      offerID: row.id,
      slug,
      trigger: row.trigger,
      title: row.title_tr,
      summary: row.summary_tr,
      percent: row.percent,
      fixedAmount: row.fixed_kurus,
      maxAmount: row.max_kurus,
      minDeposit: row.min_deposit_kurus,
      excludedMethodIDs: row.excluded_method_ids,
      wageringMultiplier: row.wagering_multiplier,
      expiryDays: row.expiry_days,
      maxBet: row.max_bet_kurus,
      weights: { slot: 100, live: 10, virtual: 50 },
      excludedGames: [],
      blocked: firstDepositMade && row.trigger === 'first_deposit' ? 'notFirstDeposit' : null,
      due: 0,
    };
  });
}

const firstDepositMade = (s: Snapshot) =>
  s.context.offers?.some((offer) => offer.blocked === 'notFirstDeposit') ?? false;

/**
 * The platform's ids are not the model's to know: every deposit is this one here, and the
 * driver reads the real id from the platform's answer.
 */
const DEPOSIT_ID = 1;

function outcomeOf(method: PaymentMethod): DepositOutcome {
  // The provider's page, on the games origin; the QR code encodes the same page.
  const paymentUrl = 'http://localhost/payments/pay/token';
  switch (method.kind) {
    case 'bank_transfer':
      return { status: 'pending', transactionID: DEPOSIT_ID };
    case 'qr':
      return {
        status: 'qr',
        transactionID: DEPOSIT_ID,
        qrPayload: paymentUrl,
        expiresAt: new Date(Date.now() + PAGE_MINUTES.qr * 60_000).toISOString(),
      };
    default:
      return { status: 'redirect', transactionID: DEPOSIT_ID, paymentUrl };
  }
}

export type Decision = 'pay' | 'decline';

/** The deposit as the platform has it once the provider's page was decided on. */
function decidedDeposit(s: Snapshot, decision: Decision): CashTransaction {
  const method = s.context.method!;
  return {
    id: DEPOSIT_ID,
    transaction_category_id: 1,
    transaction_status:
      decision === 'pay' ? TRANSACTION_STATUS.completed : TRANSACTION_STATUS.rejected,
    amount: s.context.amount!,
    methodID: method.id,
    methodName: method.name,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    reason: decision === 'pay' ? '' : DECLINE_REASON,
  };
}

/** What the player has done before the platform answers. */
interface History {
  /** A deposit credited: no welcome offer any more. */
  credited: boolean;
  /** The provider's page was decided on (the deposit the wizard looks at). */
  decided: CashTransaction | null;
}

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });

/** The platform's answer to what the page waits for in `s`, or null when it waits for nothing. */
function answerOf(s: Snapshot, history: History): AnyEventObject | null {
  if (s.matches({ limits: 'reading' })) {
    const allowance: DepositAllowance = { left: null, choiceDue: false };
    return done('loadAllowance', allowance);
  }
  if (s.matches({ offers: 'loading' })) return done('loadOffers', depositOffers(history.credited));
  if (s.matches({ wizard: 'loadingMethods' })) return done('loadMethods', methods);
  if (s.matches({ wizard: 'loadingPresets' })) {
    return done('loadPresets', QUICK_AMOUNTS[s.context.method!.id]);
  }
  if (s.matches({ wizard: 'submitting' }))
    return done('submitDeposit', outcomeOf(s.context.method!));
  if (
    s.matches({ wizard: { checkingTransaction: 'fetching' } }) ||
    s.matches({ wizard: { showingQr: 'polling' } })
  ) {
    return done('checkTransaction', history.decided);
  }
  return null;
}

/** Each of the page's questions answered in turn, until it waits for the player. */
function settle(
  machine: AnyStateMachine,
  scope: AnyActorScope,
  asked: AnyMachineSnapshot,
  history: History,
): AnyMachineSnapshot {
  let s = asked;
  for (let answer = answerOf(s as Snapshot, history); answer;) {
    s = machine.transition(s, answer, scope) as AnyMachineSnapshot;
    answer = answerOf(s as Snapshot, history);
  }
  return s;
}

/**
 * The machine with the platform's answers, and the player's decision on the provider's page:
 * from the card's redirect it brings the player back to a new wizard following that deposit;
 * for a QR code, the wizard's next look at the deposit finds it decided.
 */
function withPlatform(machine: AnyStateMachine): AnyStateMachine {
  return {
    ...machine,
    getInitialSnapshot(scope: AnyActorScope, input: unknown) {
      const asked = machine.getInitialSnapshot(scope, input) as AnyMachineSnapshot;
      return settle(machine, scope, asked, { credited: false, decided: null });
    },
    transition(snapshot: AnyMachineSnapshot, event: AnyEventObject, scope: AnyActorScope) {
      const s = snapshot as Snapshot;
      if (event.type === 'provider.decide') {
        const onProviderPage =
          s.matches({ wizard: 'redirecting' }) || s.matches({ wizard: { showingQr: 'waiting' } });
        if (!onProviderPage) return snapshot;
        const history = {
          credited: firstDepositMade(s) || event.decision === 'pay',
          decided: decidedDeposit(s, event.decision as Decision),
        };
        if (s.matches({ wizard: 'redirecting' })) {
          const back: DepositInput = {
            owner: s.context.owner,
            transactionID: s.context.transactionID,
            draft: null,
          };
          const asked = machine.getInitialSnapshot(scope, back) as AnyMachineSnapshot;
          return settle(machine, scope, asked, history);
        }
        const poll = { type: 'xstate.after.pollInterval.deposit.wizard.showingQr.waiting' };
        const asked = machine.transition(snapshot, poll, scope) as AnyMachineSnapshot;
        return settle(machine, scope, asked, history);
      }
      if (event.type === 'player.fillTransfer') {
        if (!s.matches({ wizard: 'details' })) return snapshot;
        const typed = { ...TRANSFER, referenceNumber: event.referenceNumber as string };
        return Object.entries(typed).reduce(
          (at, [field, value]) =>
            machine.transition(at, { type: 'deposit.changeField', field, value }, scope),
          snapshot,
        );
      }
      const asked = machine.transition(snapshot, event, scope) as AnyMachineSnapshot;
      if (asked === snapshot) return asked;
      // Past the start, the limits and the offers are read again only on a restart, which only
      // an outcome takes: a deposit was asked for, and credited if it completed.
      const history = {
        credited: firstDepositMade(s) || s.matches({ wizard: 'completed' }),
        decided: null,
      };
      return settle(machine, scope, asked, history);
    },
  } as unknown as AnyStateMachine;
}

/** A fresh player: no deposit yet, nothing kept from an earlier visit. */
const FRESH_PLAYER: DepositInput = { owner: 'player', transactionID: null, draft: null };

const events: AnyEventObject[] = [
  { type: 'deposit.selectMethod', methodID: GARANTI },
  { type: 'deposit.selectMethod', methodID: CARD },
  { type: 'deposit.selectMethod', methodID: QR },
  { type: 'deposit.changeAmount', text: SMALL_AMOUNT },
  { type: 'deposit.choosePreset', amount: QUICK_AMOUNT },
  { type: 'deposit.submitAmount' },
  // The transfer's three fields as the player fills them in, with either reference.
  { type: 'player.fillTransfer', referenceNumber: BAD_REFERENCE },
  { type: 'player.fillTransfer', referenceNumber: GOOD_REFERENCE },
  { type: 'deposit.submitDetails' },
  { type: 'deposit.submitBonus' },
  { type: 'deposit.back' },
  { type: 'deposit.confirm' },
  { type: 'provider.decide', decision: 'pay' },
  { type: 'provider.decide', decision: 'decline' },
  { type: 'deposit.restart' },
];

/** The wizard's state key, plus what the platform's next answers depend on. */
function serialize(snapshot: AnyMachineSnapshot): string {
  const c = (snapshot as Snapshot).context;
  return JSON.stringify([
    depositStateKey(snapshot),
    c.outcome?.status ?? null,
    c.offers?.map((offer) => offer.blocked) ?? null,
  ]);
}

export const paths = transitionCover(withPlatform(depositMachine), {
  inputs: [FRESH_PLAYER],
  events,
  tryEveryEvent: true,
  serialize,
});
