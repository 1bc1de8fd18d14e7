/**
 * What a player asks of the cashier: deposits, withdrawals, cancelling a withdrawal. Each runs
 * once per idempotency key (see once) and checks its payload with the shared schemas against the
 * method's own range and fields before anything moves.
 */
import * as yup from 'yup';
import type { Lang } from '../../machines/shared/contract.ts';
import {
  TRANSFER_TYPE,
  type BankAccount,
  type CashField,
  type CashTransaction,
  type DepositOutcome,
  type MethodKind,
} from '../../machines/shared/finance.ts';
import type { ProtectionProfile } from '../../machines/shared/protection.ts';
import { isCalendarDate } from '../../machines/shared/validation/game-call-schemas.ts';
import {
  amountSchema,
  methodFieldsSchema,
  validityDateSchema,
  withdrawNoteSchema,
} from '../../machines/shared/validation/finance-schemas.ts';
import { V, type ValidationMessage } from '../../machines/shared/validation/messages.ts';
import type { Outbox } from '../accounts/outbox.ts';
import type { PasskeyAssertion } from '../../machines/shared/passkeys.ts';
import type { PasswordCheck } from '../accounts/reauthentication.ts';
import type { StepUpPlayer } from '../accounts/step-up.ts';
import type { DataKeys } from '../data-keys.ts';
import {
  depositBonusRefusal,
  forfeitForWithdrawal,
  withdrawalBonusCheck,
} from '../bonus/cashier.ts';
import type { Db } from '../db/driver.ts';
import { ok, refuse, validate, type Refusal, type Reply } from '../envelope.ts';
import { tValidation } from '../messages.ts';
import { PAGE_MINUTES, openPaymentSession, payUrl, returnUrlFor } from '../payments/sessions.ts';
import { depositRefusal } from '../protection/enforce.ts';
import { findAccount } from './bank-accounts.ts';
import { findHistoryRow, toCashTransaction } from './history.ts';
import { correctable, once } from '../wallet/idempotency.ts';
import { lockWallet } from '../wallet/ledger.ts';
import { OPERATOR_KINDS, findMethod, offered, type MethodRow } from './methods.ts';
import { readSettings } from './settings.ts';
import { applyAction, openTransaction, type Actor } from './transactions.ts';
import { confirmWithdrawer } from './withdrawal-step-up.ts';

export interface CashierContext {
  /** The call's transaction. */
  tx: Db;
  /** The player, with what a step-up reads (their factors). */
  player: StepUpPlayer;
  /** The caller's session: a passkey step-up's challenge must have been issued to it. */
  sessionId: number;
  /** Where a step-up's notice to the player goes. */
  outbox: Outbox;
  lang: Lang;
  /** The site's origin the call came from: the payment page may send the player back there. */
  origin: string;
  siteUrl: string;
  /** The content origin (GAMES_ORIGIN): payment pages are served there. */
  gamesOrigin: string;
  /** Whether deposits by instant and QR methods have a provider's pages (methods.ts, offered). */
  paymentPages: boolean;
  /** What opens the bank accounts' IBANs and the authenticator's secret (data-keys.ts). */
  keys: DataKeys;
  /** The platform's clock (authenticator codes, the player's limits). */
  now: () => number;
  /** The jurisdiction's rules: when a deposit waits for the player's choice of a limit. */
  profile: ProtectionProfile;
}

interface DepositPayload extends Record<string, unknown> {
  methodID: number;
  amount: number;
  idempotencyKey: string;
  transfer_type_id?: number;
  returnUrl?: string;
  /** The bonus offer chosen with the deposit. */
  bonusOfferID?: number;
}

interface WithdrawPayload extends Record<string, unknown> {
  methodID: number;
  amount: number;
  idempotencyKey: string;
  /** The code of the authenticator, or of the step-up's factor. */
  ga_code?: string;
  /** A passkey holder's step-up (a withdrawal to a new account). */
  passkey?: PasskeyAssertion;
  /** The player accepts that an active bonus is forfeited (withdrawal rule 'forfeit'). */
  acceptBonusForfeit?: boolean;
}

/** The refusal of a payload that breaks a shared rule: 400, its text, the field. */
const invalid = (id: ValidationMessage, field: string, lang: Lang): Refusal =>
  correctable(refuse({ text: tValidation(id, lang) }, { field }, 400));

/** validate() of the envelope, answered as a handler's reply. */
async function check<T>(schema: yup.Schema<T>, payload: unknown, lang: Lang) {
  const checked = await validate(schema, payload, lang);
  if (checked.valid) return { ok: true as const, value: checked.data };
  const { status, body } = checked.answer;
  return {
    ok: false as const,
    reply: correctable(refuse({ text: body.message }, body.data, status)),
  };
}

/** The amount within the method's range for its direction, and the method's own fields. */
const methodSchema = (method: MethodRow) =>
  methodFieldsSchema(method.fields).shape({ amount: amountSchema(method) });

const pick = (values: Record<string, unknown>, fields: readonly CashField[]) =>
  Object.fromEntries(fields.map((field) => [field, values[field]]));

const TRANSFER_KINDS: Record<number, MethodKind> = {
  [TRANSFER_TYPE.bank]: 'bank_transfer',
  [TRANSFER_TYPE.cep]: 'cep_transfer',
};

const asPlayer = (ctx: CashierContext): Actor => ({ kind: 'player', ref: String(ctx.player.id) });

/**
 * A deposit: bank and cep transfers wait for the operator ('pending'); the other methods are
 * paid on the provider's page ('redirect'), QR by scanning it ('qr'). `kinds` limits the
 * methods (save_bank_transfer, save_cep_bank_transfer).
 */
export function placeDeposit(
  ctx: CashierContext,
  payload: DepositPayload,
  kinds?: readonly MethodKind[],
): Promise<Reply<DepositOutcome>> {
  const { tx, player, lang } = ctx;
  return once<DepositOutcome>(tx, player.id, payload.idempotencyKey, payload, async () => {
    const method = await findMethod(tx, {
      id: payload.methodID,
      direction: 'deposit',
      lang,
      playerId: player.id,
    });
    const wanted = payload.transfer_type_id && TRANSFER_KINDS[payload.transfer_type_id];
    if (
      !method ||
      !offered(method, ctx.paymentPages) ||
      (kinds && !kinds.includes(method.kind)) ||
      (wanted && wanted !== method.kind)
    ) {
      return invalid(V.method, 'methodID', lang);
    }
    const checked = await check(methodSchema(method), payload, lang);
    if (!checked.ok) return checked.reply;
    if (payload.bonusOfferID !== undefined) {
      const refused = await depositBonusRefusal(tx, player.id, lang, {
        offerId: payload.bonusOfferID,
        amount: payload.amount,
        methodId: method.id,
      });
      if (refused) return refused;
    }
    // After the wallet lock: deposits racing each other or a limit change are counted in turn.
    const wallet = await lockWallet(tx, player.id);
    const closed = await depositRefusal(tx, player.id, payload.amount, ctx.now(), {
      lang,
      profile: ctx.profile,
    });
    if (closed) return closed;
    const page = OPERATOR_KINDS.includes(method.kind)
      ? undefined
      : method.kind === 'qr'
        ? 'qr'
        : 'redirect';
    const row = await openTransaction(tx, wallet, {
      direction: 'deposit',
      methodId: method.id,
      amount: payload.amount,
      details: pick(checked.value, method.fields),
      idempotencyKey: payload.idempotencyKey,
      bonusOfferId: payload.bonusOfferID,
      expiresInMinutes: page && PAGE_MINUTES[page],
      actor: asPlayer(ctx),
    });
    if (!page) {
      const pending: DepositOutcome = { status: 'pending', transactionID: row.id };
      return { ...ok(pending), message: 'depositReceived' };
    }
    const returnUrl = returnUrlFor(payload.returnUrl, ctx, row.id);
    const url = payUrl(
      ctx.gamesOrigin,
      await openPaymentSession(tx, { transactionId: row.id, lang, returnUrl }),
    );
    const outcome: DepositOutcome =
      page === 'qr'
        ? {
            status: 'qr',
            transactionID: row.id,
            qrPayload: url,
            expiresAt: new Date(row.expires_at!).toISOString(),
          }
        : { status: 'redirect', transactionID: row.id, paymentUrl: url };
    return ok(outcome);
  });
}

/** The identity card's validity date: a real day (YYYY-MM-DD), not in the past. */
const validityDate = validityDateSchema().test(
  'calendar',
  V.validityDate,
  (value) => value === undefined || isCalendarDate(value),
);

const last4 = (text: string) => `**** ${text.slice(-4)}`;

/**
 * A withdrawal: the amount leaves the wallet at once (held) and waits for the operator. Checked
 * in this order, so a code is only used up by a request that then goes through: payload,
 * account, balance (cash only: bonus money is never withdrawn), the active bonus's rule, the
 * step-up or code (confirmWithdrawer, with the password checked in prepare, null when none was
 * sent). An active bonus the player agreed to give up is forfeited with the withdrawal.
 */
export function placeWithdrawal(
  ctx: CashierContext,
  payload: WithdrawPayload,
  passwordCheck: PasswordCheck | null = null,
): Promise<Reply<CashTransaction>> {
  const { tx, player, lang } = ctx;
  return once(tx, player.id, payload.idempotencyKey, payload, async () => {
    const method = await findMethod(tx, {
      id: payload.methodID,
      direction: 'withdraw',
      lang,
      playerId: player.id,
    });
    if (!method) return invalid(V.method, 'methodID', lang);
    const checked = await check(
      methodSchema(method).shape({ validityDate, note: withdrawNoteSchema }),
      payload,
      lang,
    );
    if (!checked.ok) return checked.reply;
    const values = checked.value as Record<string, unknown> & {
      validityDate: string;
      note: string;
    };
    let account: BankAccount | undefined;
    if (method.fields.includes('bankAccountID')) {
      const id = values.bankAccountID as number;
      account = Number.isSafeInteger(id)
        ? await findAccount(tx, ctx.keys, player.id, id)
        : undefined;
      if (!account) return invalid(V.account, 'bankAccountID', lang);
    }
    const wallet = await lockWallet(tx, player.id);
    if (payload.amount > wallet.balance) return refuse('insufficientFunds', { field: 'amount' });
    const bonus = await withdrawalBonusCheck(tx, wallet, lang, payload.acceptBonusForfeit);
    if ('refusal' in bonus) return bonus.refusal;
    const refused = await confirmWithdrawer(ctx, {
      account,
      code: payload.ga_code,
      passkey: payload.passkey,
      check: passwordCheck,
    });
    if (refused) return refused;
    if (bonus.bonus) await forfeitForWithdrawal(tx, wallet, bonus.bonus);
    const paidTo = (values.walletNumber ?? values.cryptoAddress) as string | undefined;
    const row = await openTransaction(tx, wallet, {
      direction: 'withdraw',
      methodId: method.id,
      amount: payload.amount,
      details: {
        ...pick(values, method.fields),
        validityDate: values.validityDate,
        note: values.note,
      },
      bankAccountId: account?.bankAccountID,
      // The method is named beside the label wherever it shows: a wallet's is its number alone.
      accountLabel: account ? `${account.bankName} · ${last4(account.iban)}` : last4(paidTo ?? ''),
      idempotencyKey: payload.idempotencyKey,
      actor: asPlayer(ctx),
    });
    const settings = await readSettings(tx);
    const answer = toCashTransaction(
      { ...row, method_name: method.name },
      settings.withdrawalCancel,
      lang,
    );
    return { ...ok(answer), message: 'withdrawalRequested' };
  });
}

/** Cancels a pending withdrawal of the player's, where the operator allows it. */
export function cancelWithdrawal(
  ctx: CashierContext,
  payload: { transactionID: number; idempotencyKey: string },
): Promise<Reply<CashTransaction>> {
  const { tx, player, lang } = ctx;
  return once(tx, player.id, payload.idempotencyKey, payload, async () => {
    if (!(await readSettings(tx)).withdrawalCancel) return refuse('cancelNotAllowed');
    const outcome = await applyAction(tx, payload.transactionID, 'cancel', asPlayer(ctx), {
      playerId: player.id,
    });
    if (!outcome.ok) {
      return outcome.problem === 'notFound'
        ? refuse('notFound', { field: 'transactionID' })
        : refuse('notCancellable');
    }
    const row = await findHistoryRow(tx, player.id, payload.transactionID, lang);
    return { ...ok(toCashTransaction(row!, true, lang)), message: 'withdrawalCancelled' };
  });
}
