import type { SnapshotFrom } from 'xstate';
import type { smsConfirmationMachine } from './smsConfirmation.machine.ts';

type SmsConfirmationSnapshot = SnapshotFrom<typeof smsConfirmationMachine>;

export const selectIsIdle = (s: SmsConfirmationSnapshot) => s.matches('idle');
export const selectIsSending = (s: SmsConfirmationSnapshot) => s.matches('sending');
/** The code field is shown (also while the code is checked). */
export const selectIsAwaitingCode = (s: SmsConfirmationSnapshot) => s.hasTag('awaitingCode');
export const selectIsValidating = (s: SmsConfirmationSnapshot) => s.matches('validating');
export const selectIsSubmitting = (s: SmsConfirmationSnapshot) => s.hasTag('busy');
export const selectCanResend = (s: SmsConfirmationSnapshot) => s.can({ type: 'sms.resend' });
export const selectIsConfirmed = (s: SmsConfirmationSnapshot) => s.matches('confirmed');
/** Why a code could not be sent: server message or message id, or null. */
export const selectError = (s: SmsConfirmationSnapshot) => s.context.error;
/** 'login.wrongCode' or a server message for the code field, or null. */
export const selectCodeError = (s: SmsConfirmationSnapshot) => s.context.codeError;
