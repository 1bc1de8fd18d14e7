import { fromPromise } from 'xstate';
import { codeStepMachine } from '../../../machines/auth/code-step.machine.ts';
import { emailConfirmationMachine } from '../../../machines/auth/email-confirmation.machine.ts';
import { forgotPasswordMachine } from '../../../machines/auth/forgot-password.machine.ts';
import { passwordResetMachine } from '../../../machines/auth/password-reset.machine.ts';
import { loginMachine } from '../../../machines/auth/login.machine.ts';
import { registrationMachine } from '../../../machines/auth/registration.machine.ts';
import type { AuthApi } from '../../../machines/ports.ts';
import type { SessionContext } from '../../../machines/shared/contract.ts';

/**
 * The accounts pages' machines over AuthApi: login (its code step checks the code on the pending
 * session), forgotten password, password reset, the new
 * address's confirmation of an e-mail change, registration.
 */
export function createAuthImplementations({ auth }: { auth: AuthApi }) {
  return {
    login: loginMachine.provide({
      actors: {
        login: fromPromise(({ input }) => auth.login(input)),
        codeStep: codeStepMachine.provide({
          actors: {
            // The login's step always carries the pending session (its input).
            checkCode: fromPromise(({ input }) =>
              auth.checkCode(input.session as SessionContext, input.code),
            ),
          },
        }),
      },
    }),
    forgotPassword: forgotPasswordMachine.provide({
      actors: { forgot: fromPromise(({ input }) => auth.forgot(input)) },
    }),
    passwordReset: passwordResetMachine.provide({
      actors: { resetPassword: fromPromise(({ input }) => auth.resetPassword(input)) },
    }),
    emailConfirmation: emailConfirmationMachine.provide({
      actors: { confirmEmail: fromPromise(({ input }) => auth.confirmEmail(input.token)) },
    }),
    registration: registrationMachine.provide({
      actors: { register: fromPromise(({ input }) => auth.register(input)) },
    }),
  };
}
