import { keyedAttemptFailed } from './keyed-attempt.ts';

const SEND = { target: 'cancelling', actions: 'ensureCancelKey' } as const;
const KEEP = { target: 'idle', actions: 'closeCancel' } as const;

type CancelAnswers<Confirm extends string, Keep extends string> = Record<Confirm, typeof SEND> &
  Record<Keep, typeof KEEP>;

/**
 * The dialog that asks before a cancel sent with an idempotency key (a bonus, a withdrawal):
 * confirming sends it (`cancelling`) with the attempt's key, new or kept for a retry; keeping
 * what it would cancel closes the dialog (`idle`).
 */
export const confirmingCancel = <const Confirm extends string, const Keep extends string>({
  confirm,
  keep,
}: {
  confirm: Confirm;
  keep: Keep;
}) => {
  // TypeScript widens computed keys to string: the events are named again for the chart.
  const on = { [confirm]: SEND, [keep]: KEEP } as CancelAnswers<Confirm, Keep>;
  return { tags: ['dialog'], on } as const;
};

/** A failed cancel returns to its dialog, with the message and (unanswered) the key kept. */
export const cancelFailed = keyedAttemptFailed({
  target: 'confirmingCancel',
  storeError: 'storeCancelError',
  dropKey: 'dropCancelKey',
});
