import { errorOf, isUnansweredFailure } from './api-errors.ts';

/** The guard keyedAttemptFailed names: a failure that may have reached the platform. */
export const keyedAttemptGuards = {
  isUnanswered: (_: unknown, error: unknown) => isUnansweredFailure(error),
};

export interface KeyedAttemptFailure<StoreError extends string, DropKey extends string> {
  /** Where the failure leads (the dialog the attempt was made from). */
  target: string;
  /** The action that keeps the failure's message. */
  storeError: StoreError;
  /** The action that forgets the attempt's idempotency key. */
  dropKey: DropKey;
}

/**
 * The onError of a call sent with an idempotency key: unanswered, it may have been made, so the
 * key is kept and a retry repeats the attempt; refused, the key goes and a retry is a new one.
 */
export const keyedAttemptFailed = <const StoreError extends string, const DropKey extends string>({
  target,
  storeError,
  dropKey,
}: KeyedAttemptFailure<StoreError, DropKey>) =>
  [
    {
      guard: { type: 'isUnanswered', params: errorOf },
      target,
      actions: { type: storeError, params: errorOf },
    },
    { target, actions: [dropKey, { type: storeError, params: errorOf }] },
  ] as const;
