import { passwordResetMachine } from '../../../machines/auth/passwordReset.machine.ts';
import { apiError, passwords, resetToken } from '../../fixtures/auth.ts';
import { describeGeneratedPaths } from './model-suite.ts';

describeGeneratedPaths('passwordReset', passwordResetMachine, {
  inputs: [{ token: resetToken }, { token: null }],
  events: [
    { type: 'reset.submit', ...passwords },
    { type: 'reset.submit', password: 'Yeni1234', passwordConfirm: 'Başka1234' },
    { type: 'xstate.done.actor.resetPassword', output: undefined },
    { type: 'xstate.error.actor.resetPassword', error: apiError('Bağlantının süresi doldu') },
  ],
  flags: ['error'],
  expectPaths: ['"editing" [error="Bağlantının süresi doldu"]', '"missingToken" via init'],
});
