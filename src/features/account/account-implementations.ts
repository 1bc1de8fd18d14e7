import { fromPromise } from 'xstate';
import {
  contactChangeMachine,
  type ContactChangeValues,
} from '../../../machines/account/contact-change.machine.ts';
import { authenticatorMachine } from '../../../machines/account/authenticator.machine.ts';
import { codeStepMachine } from '../../../machines/auth/code-step.machine.ts';
import { passwordChangeMachine } from '../../../machines/account/password-change.machine.ts';
import { smsConfirmationMachine } from '../../../machines/account/sms-confirmation.machine.ts';
import { smsFactorMachine } from '../../../machines/account/sms-factor.machine.ts';
import type { AuthApi } from '../../../machines/ports.ts';

/**
 * The profile's machines: password change, username, e-mail or phone change, the authenticator
 * and the SMS confirmation over AuthApi (each code step checks its code with its own call)..
 */
export function createAccountImplementations({ auth }: { auth: AuthApi }) {
  return {
    passwordChange: passwordChangeMachine.provide({
      actors: { changePassword: fromPromise(({ input }) => auth.changePassword(input)) },
    }),
    // change_username, change_email or change_phone by field; it answers the value the server kept.
    contactChange: contactChangeMachine.provide({
      actors: {
        authenticatorStatus: fromPromise(() => auth.authenticatorStatus()),
        changeContact: fromPromise<string, ContactChangeValues>(
          async ({ input: { field, value, ...reauthentication } }) => {
            if (field === 'username') {
              return (await auth.changeUsername({ username: value, ...reauthentication })).username;
            }
            if (field === 'email') {
              return (await auth.changeEmail({ email: value, ...reauthentication })).email;
            }
            return (await auth.changePhone({ phone: value, ...reauthentication })).phone;
          },
        ),
      },
    }),
    authenticator: authenticatorMachine.provide({
      actors: {
        authenticatorStatus: fromPromise(() => auth.authenticatorStatus()),
        generateAuthenticator: fromPromise(({ input }) => auth.generateAuthenticator(input)),
        codeStep: codeStepMachine.provide({
          actors: { checkCode: fromPromise(({ input }) => auth.confirmAuthenticator(input.code)) },
        }),
        disableAuthenticator: fromPromise(({ input }) => auth.disableAuthenticator(input)),
      },
    }),
    smsConfirmation: smsConfirmationMachine.provide({
      actors: {
        sendSms: fromPromise(() => auth.sendSms()),
        codeStep: codeStepMachine.provide({
          actors: { checkCode: fromPromise(({ input }) => auth.validateSms(input.code)) },
        }),
      },
    }),
    smsFactor: smsFactorMachine.provide({
      actors: {
        readType: fromPromise(() => auth.twoFactorType()),
        setType: fromPromise(({ input }) => auth.setTwoFactorType(input)),
      },
    }),
  };
}
