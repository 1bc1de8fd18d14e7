import { passwordChangeMachine } from '../../../machines/auth/passwordChange.machine.ts';
import { apiError, passwordChange, sessionExpired } from '../../fixtures/auth.ts';
import { describeGeneratedPaths } from './model-suite.ts';

describeGeneratedPaths('passwordChange', passwordChangeMachine, {
  events: [
    { type: 'passwordChange.submit', ...passwordChange },
    { type: 'passwordChange.submit', ...passwordChange, currentPassword: '' },
    { type: 'passwordChange.edit' },
    { type: 'xstate.done.actor.changePassword', output: undefined },
    { type: 'xstate.error.actor.changePassword', error: sessionExpired },
    { type: 'xstate.error.actor.changePassword', error: apiError('Mevcut şifre hatalı') },
  ],
  flags: ['error'],
  expectPaths: ['"editing" [error="Mevcut şifre hatalı"]', '"sessionExpired"'],
});
