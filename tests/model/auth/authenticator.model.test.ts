import { authenticatorMachine } from '../../../machines/auth/authenticator.machine.ts';
import { apiError, authenticatorKey, offline, wrongCode } from '../../fixtures/auth.ts';
import { describeGeneratedPaths } from './model-suite.ts';

describeGeneratedPaths('authenticator', authenticatorMachine, {
  events: [
    { type: 'authenticator.retry' },
    { type: 'authenticator.start' },
    { type: 'authenticator.generate', password: 'Demo1234' },
    { type: 'authenticator.generate', password: '' },
    { type: 'authenticator.confirm', code: '123456' },
    { type: 'authenticator.confirm', code: '12345' },
    { type: 'authenticator.cancel' },
    { type: 'authenticator.disable' },
    { type: 'authenticator.confirmDisable', code: '123456', password: 'Demo1234' },
    { type: 'authenticator.confirmDisable', code: 'abcdef', password: 'Demo1234' },
    { type: 'authenticator.confirmDisable', code: '123456', password: '' },
    { type: 'xstate.done.actor.authenticatorStatus', output: { enabled: true } },
    { type: 'xstate.done.actor.authenticatorStatus', output: { enabled: false } },
    { type: 'xstate.error.actor.authenticatorStatus', error: offline },
    { type: 'xstate.done.actor.generateAuthenticator', output: authenticatorKey },
    { type: 'xstate.error.actor.generateAuthenticator', error: offline },
    {
      type: 'xstate.error.actor.generateAuthenticator',
      error: apiError('Mevcut şifreniz hatalı'),
    },
    { type: 'xstate.done.actor.confirmAuthenticator', output: true },
    { type: 'xstate.done.actor.confirmAuthenticator', output: false },
    { type: 'xstate.error.actor.confirmAuthenticator', error: wrongCode },
    { type: 'xstate.done.actor.disableAuthenticator', output: undefined },
    { type: 'xstate.error.actor.disableAuthenticator', error: wrongCode },
  ],
  flags: ['error', 'codeError'],
  expectPaths: [
    '"failed" [error="common.somethingWentWrong"]',
    '"passwordPrompt" [error="common.somethingWentWrong"]',
    '"passwordPrompt" [error="Mevcut şifreniz hatalı"]',
    '"confirming" [codeError="login.wrongCode"]',
    '"confirming" [codeError="Girdiğiniz kod hatalı"]',
    '"disablePrompt" [codeError="Girdiğiniz kod hatalı"]',
  ],
});
