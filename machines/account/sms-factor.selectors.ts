import type { SnapshotFrom } from 'xstate';
import type { smsFactorMachine } from './sms-factor.machine.ts';

type SmsFactorSnapshot = SnapshotFrom<typeof smsFactorMachine>;

export const selectIsLoading = (s: SmsFactorSnapshot) => s.matches('loading');
export const selectHasFailed = (s: SmsFactorSnapshot) => s.matches('failed');
/** The choice is being sent. */
export const selectIsSaving = (s: SmsFactorSnapshot) => s.matches('saving');
/** SMS is the chosen factor; null until read. */
export const selectSmsOn = (s: SmsFactorSnapshot) =>
  s.context.type === null ? null : s.context.type === 'sms';
/**
 * Server message or message id of the last refusal or failed read, or null; while turning off's
 * step-up runs, it shows the error there instead.
 */
export const selectError = (s: SmsFactorSnapshot) =>
  s.matches('steppingUp') ? null : s.context.error;
/** Turning off's step-up while it runs (its dialog), else undefined. */
export const selectStepUp = (s: SmsFactorSnapshot) => s.children.stepUp;
