import { smsConfirmationMachine } from '../../../machines/auth/smsConfirmation.machine.ts';
import { apiError, tooManyAttempts } from '../../fixtures/auth.ts';
import { describeGeneratedPaths } from './model-suite.ts';

describeGeneratedPaths('smsConfirmation', smsConfirmationMachine, {
  events: [
    { type: 'sms.send' },
    { type: 'sms.resend' },
    { type: 'sms.validate', code: '123456' },
    { type: 'sms.validate', code: '1234' },
    { type: 'xstate.done.actor.sendSms', output: undefined },
    { type: 'xstate.error.actor.sendSms', error: tooManyAttempts },
    { type: 'xstate.done.actor.validateSms', output: true },
    { type: 'xstate.done.actor.validateSms', output: false },
    { type: 'xstate.error.actor.validateSms', error: apiError('Kod geçersiz') },
  ],
  flags: ['codeSent', 'error', 'codeError'],
  expectPaths: [
    '"idle" [error="Çok fazla deneme',
    '"awaitingCode" [error="Çok fazla deneme',
    '"awaitingCode" [codeError="login.wrongCode"]',
    '"awaitingCode" [codeError="Kod geçersiz"]',
  ],
});
