import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { now } from '../shared/clock.ts';
import type { DepositOutcome } from '../shared/finance.ts';
import { DEPOSIT_POLL_MS, submissionFailure } from './deposit-rules.ts';

/** The QR code to show and when it expires, while the outcome is one. */
export const qrOf = (outcome: DepositOutcome | null) =>
  outcome?.status === 'qr' ? { payload: outcome.qrPayload, expiresAt: outcome.expiresAt } : null;

/** The provider's page the outcome leaves for, if it is a redirect. */
export const paymentUrlOf = (outcome: DepositOutcome | null) =>
  outcome?.status === 'redirect' ? outcome.paymentUrl : null;

/** The delays of a QR code being watched: the look between two (betweenLooks), and its expiry. */
export const qrWatchDelays = {
  pollInterval: DEPOSIT_POLL_MS,
  /** Until the QR code's expiresAt. */
  qrExpiry: ({ context }: { context: { outcome: DepositOutcome | null } }) => {
    const expiresAt = context.outcome?.status === 'qr' ? Date.parse(context.outcome.expiresAt) : 0;
    return Math.max(0, (Number.isNaN(expiresAt) ? 0 : expiresAt) - now());
  },
};

// Typed by hand: the piece serves two setups, so no chart's contextual types reach it.
const outcome = ({ event }: { event: DoneActorEvent<DepositOutcome> }) => event.output;
const storeOutcome = { type: 'storeOutcome', params: outcome } as const;
const paymentUrl = (args: { event: DoneActorEvent<DepositOutcome> }) =>
  paymentUrlOf(outcome(args)) ?? '';
const failure = ({ event }: { event: ErrorActorEvent }) => submissionFailure(event.error);

export interface AnswerRoutes {
  /** Where a refused (or unanswered) submission returns, its input kept. */
  refused: string;
  /** The wallet is read again before the page is left for the provider's. */
  redirectReadsWallet: boolean;
}

/**
 * Where the platform's answer to a submitted deposit leads, in the wizard and the quick deposit
 * alike: `pending` (the operator decides), `redirecting` (the provider's page) or `showingQr`,
 * the outcome kept and the wallet read again; a failure is noted at the input and announced.
 */
export const depositAnswer = ({ refused, redirectReadsWallet }: AnswerRoutes) =>
  ({
    onDone: [
      {
        guard: { type: 'isPendingOutcome', params: outcome },
        target: 'pending',
        actions: [storeOutcome, 'refreshWallet'],
      },
      {
        guard: { type: 'isRedirectOutcome', params: outcome },
        target: 'redirecting',
        actions: [
          storeOutcome,
          ...(redirectReadsWallet ? (['refreshWallet'] as const) : []),
          { type: 'redirect', params: paymentUrl },
        ],
      },
      { target: 'showingQr', actions: [storeOutcome, 'refreshWallet'] },
    ],
    onError: {
      target: refused,
      actions: [
        { type: 'endAttempt', params: failure },
        { type: 'announceFailure', params: failure },
      ],
    },
  }) as const;
