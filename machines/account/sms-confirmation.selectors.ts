import type { SnapshotFrom } from 'xstate';
import type { smsConfirmationMachine } from './sms-confirmation.machine.ts';

type SmsConfirmationSnapshot = SnapshotFrom<typeof smsConfirmationMachine>;

export const selectIsIdle = (s: SmsConfirmationSnapshot) => s.matches('idle');
export const selectIsSending = (s: SmsConfirmationSnapshot) => s.matches('sending');
/**
 * The code field is shown: while the code step runs, and while a new code is sent (the player
 * asked again: the field stays where it was, busy).
 */
export const selectIsAwaitingCode = (s: SmsConfirmationSnapshot) =>
  s.hasTag('awaitingCode') || (s.matches('sending') && s.context.codeSent);
/** A code is being sent; the code step tells when its code is checked (code-step.selectors.ts). */
export const selectIsSubmitting = (s: SmsConfirmationSnapshot) => s.hasTag('busy');
export const selectCanResend = (s: SmsConfirmationSnapshot) => s.can({ type: 'sms.resend' });
export const selectIsConfirmed = (s: SmsConfirmationSnapshot) => s.matches('confirmed');
/** Why a code could not be sent: server message or message id, or null. */
export const selectError = (s: SmsConfirmationSnapshot) => s.context.error;
/** The code step's actor while the code is awaited: the code field reads and sends to it. */
export const selectCodeStep = (s: SmsConfirmationSnapshot) => s.children.codeStep;
