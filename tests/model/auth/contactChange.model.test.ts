import { contactChangeMachine } from '../../../machines/auth/contactChange.machine.ts';
import { apiError, offline, sessionExpired } from '../../fixtures/auth.ts';
import { describeGeneratedPaths } from './model-suite.ts';

const reauth = { password: 'Demo1234', ga_code: '' };

describeGeneratedPaths('contactChange', contactChangeMachine, {
  inputs: [{ field: 'username' }, { field: 'email' }, { field: 'phone' }],
  events: [
    { type: 'contactChange.retry' },
    { type: 'contactChange.submit', value: 'ayse_yeni', ...reauth },
    { type: 'contactChange.submit', value: 'ayse.yeni@example.com', ...reauth },
    { type: 'contactChange.submit', value: '0532 765 43 21', ...reauth },
    { type: 'contactChange.submit', value: '0532 765 43 21', ...reauth, ga_code: '123456' },
    { type: 'contactChange.submit', value: 'ayse_yeni', ...reauth, password: '' },
    { type: 'contactChange.edit' },
    { type: 'xstate.done.actor.authenticatorStatus', output: { enabled: false } },
    { type: 'xstate.done.actor.authenticatorStatus', output: { enabled: true } },
    { type: 'xstate.error.actor.authenticatorStatus', error: offline },
    { type: 'xstate.done.actor.changeContact', output: 'ayse_yeni' },
    { type: 'xstate.error.actor.changeContact', error: sessionExpired },
    { type: 'xstate.error.actor.changeContact', error: apiError('Mevcut şifreniz hatalı') },
  ],
  flags: ['error', 'authenticatorOn'],
  expectPaths: [
    '"failed" [error="common.somethingWentWrong"]',
    '"editing" [error="Mevcut şifreniz hatalı"]',
    '"sessionExpired"',
    '"confirmingPhone"',
  ],
});
