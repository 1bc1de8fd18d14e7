import type { SnapshotFrom } from 'xstate';
import type { smsFactorMachine } from './sms-factor.machine.ts';

type SmsFactorSnapshot = SnapshotFrom<typeof smsFactorMachine>;

export const selectIsLoading = (s: SmsFactorSnapshot) => s.matches('loading');
export const selectHasFailed = (s: SmsFactorSnapshot) => s.matches('failed');
export const selectIsSaving = (s: SmsFactorSnapshot) => s.matches('saving');
/** SMS is the chosen factor; null until read. */
export const selectSmsOn = (s: SmsFactorSnapshot) =>
  s.context.type === null ? null : s.context.type === 'sms';
/** Server message or message id of the last refusal or failed read, or null. */
export const selectError = (s: SmsFactorSnapshot) => s.context.error;
