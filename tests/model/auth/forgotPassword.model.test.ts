import { forgotPasswordMachine } from '../../../machines/auth/forgotPassword.machine.ts';
import { tooManyAttempts } from '../../fixtures/auth.ts';
import { describeGeneratedPaths } from './model-suite.ts';

describeGeneratedPaths('forgotPassword', forgotPasswordMachine, {
  events: [
    { type: 'forgot.submit', email: 'ayse@example.com' },
    { type: 'forgot.submit', email: 'ayse' },
    { type: 'xstate.done.actor.forgot', output: undefined },
    { type: 'xstate.error.actor.forgot', error: tooManyAttempts },
  ],
  flags: ['error'],
  expectPaths: ['"editing" [error="Çok fazla deneme'],
});
