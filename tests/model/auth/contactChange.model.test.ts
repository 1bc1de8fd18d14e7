import { contactChangeMachine } from '../../../machines/auth/contactChange.machine.ts';
import { apiError, sessionExpired } from '../../fixtures/auth.ts';
import { describeGeneratedPaths } from './model-suite.ts';

describeGeneratedPaths('contactChange', contactChangeMachine, {
  inputs: [{ field: 'username' }, { field: 'email' }],
  events: [
    { type: 'contactChange.submit', value: 'ayse_yeni', password: 'Demo1234' },
    { type: 'contactChange.submit', value: 'ayse.yeni@example.com', password: 'Demo1234' },
    { type: 'contactChange.submit', value: 'ayse_yeni', password: '' },
    { type: 'contactChange.edit' },
    { type: 'xstate.done.actor.changeContact', output: 'ayse_yeni' },
    { type: 'xstate.error.actor.changeContact', error: sessionExpired },
    { type: 'xstate.error.actor.changeContact', error: apiError('Mevcut şifreniz hatalı') },
  ],
  flags: ['error'],
  expectPaths: ['"editing" [error="Mevcut şifreniz hatalı"]', '"sessionExpired"'],
});
