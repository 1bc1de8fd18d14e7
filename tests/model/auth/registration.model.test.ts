import { registrationMachine } from '../../../machines/auth/registration.machine.ts';
import { apiError, registration } from '../../fixtures/auth.ts';
import { describeGeneratedPaths } from './model-suite.ts';

describeGeneratedPaths('registration', registrationMachine, {
  events: [
    { type: 'registration.submit', values: registration },
    { type: 'registration.submit', values: { ...registration, rulesAccepted: false } },
    { type: 'xstate.done.actor.register', output: undefined },
    { type: 'xstate.error.actor.register', error: apiError('Bu e-posta zaten kullanılıyor') },
  ],
  flags: ['error'],
  expectPaths: ['"editing" [error="Bu e-posta zaten kullanılıyor"]'],
});
