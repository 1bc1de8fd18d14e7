import type { SnapshotFrom } from 'xstate';
import type { smsConfirmationMachine } from './smsConfirmation.machine.ts';

type SmsConfirmationSnapshot = SnapshotFrom<typeof smsConfirmationMachine>;

export const selectIsIdle = (s: SmsConfirmationSnapshot) => s.matches('idle');
export const selectIsSending = (s: SmsConfirmationSnapshot) => s.matches('sending');
/**
 * The code field is shown: while a code is awaited or checked, and while a new one is sent (the
 * player asked again: the field stays where it was, busy).
 */
export const selectIsAwaitingCode = (s: SmsConfirmationSnapshot) =>
  s.hasTag('awaitingCode') || (s.matches('sending') && s.context.codeSent);
export const selectIsValidating = (s: SmsConfirmationSnapshot) => s.matches('validating');
export const selectIsSubmitting = (s: SmsConfirmationSnapshot) => s.hasTag('busy');
export const selectCanResend = (s: SmsConfirmationSnapshot) => s.can({ type: 'sms.resend' });
export const selectIsConfirmed = (s: SmsConfirmationSnapshot) => s.matches('confirmed');
/** Why a code could not be sent: server message or message id, or null. */
export const selectError = (s: SmsConfirmationSnapshot) => s.context.error;
/** 'login.wrongCode' or a server message for the code field, or null. */
export const selectCodeError = (s: SmsConfirmationSnapshot) => s.context.codeError;
