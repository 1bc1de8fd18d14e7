import { registrationMachine } from '../../../machines/auth/registration.machine.ts';
import { apiError, registration } from '../../fixtures/auth.ts';
import { describeGeneratedPaths } from './model-suite.ts';

describeGeneratedPaths('registration', registrationMachine, {
  events: [
    { type: 'registration.submit', values: registration },
    { type: 'registration.submit', values: { ...registration, rulesAccepted: false } },
    {
      type: 'xstate.done.actor.register',
      output: 'Kaydınız alındı. Ayrıntılar e-posta adresinize gönderildi.',
    },
    { type: 'xstate.error.actor.register', error: apiError('Geçersiz promosyon kodu') },
  ],
  flags: ['error'],
  expectPaths: ['"editing" [error="Geçersiz promosyon kodu"]'],
});
