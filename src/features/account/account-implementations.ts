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
import type {
  PasswordReauthentication,
  Reauthentication,
} from '../../../machines/auth/reauthentication.ts';
import { provideStepUp, type StepUpPorts } from '../../ui/step-up-implementation.ts';

/** A username or phone change is re-authenticated by the password; only the e-mail's by a passkey. */
function byPassword(reauthentication: Reauthentication): PasswordReauthentication {
  if ('passkey' in reauthentication) throw new Error('Only the e-mail change takes a passkey');
  return reauthentication;
}

/**
 * The profile's machines: password change, username, e-mail or phone change, the authenticator
 * and the SMS confirmation over AuthApi (each code step checks its code with its own call), and
 * the step-up of the e-mail, the password and a factor turned off (an SMS code or the passkey).
 */
export function createAccountImplementations(ports: StepUpPorts) {
  const { auth } = ports;
  const stepUp = provideStepUp(ports);
  return {
    passwordChange: passwordChangeMachine.provide({
      actors: {
        stepUp,
        changePassword: fromPromise(({ input }) => auth.changePassword(input)),
      },
    }),
    // change_username, change_email or change_phone by field; it answers the value the server kept.
    contactChange: contactChangeMachine.provide({
      actors: {
        authenticatorStatus: fromPromise(() => auth.authenticatorStatus()),
        stepUp,
        changeContact: fromPromise<string, ContactChangeValues>(
          async ({ input: { field, value, ...reauthentication } }) => {
            if (field === 'email') {
              return (await auth.changeEmail({ email: value, ...reauthentication })).email;
            }
            const password = byPassword(reauthentication);
            if (field === 'username') {
              return (await auth.changeUsername({ username: value, ...password })).username;
            }
            return (await auth.changePhone({ phone: value, ...password })).phone;
          },
        ),
      },
    }),
    authenticator: authenticatorMachine.provide({
      actors: {
        authenticatorStatus: fromPromise(() => auth.authenticatorStatus()),
        generateAuthenticator: fromPromise(({ input }) => auth.generateAuthenticator(input)),
        stepUp,
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
        stepUp,
        setType: fromPromise(({ input }) =>
          auth.setTwoFactorType(input.type, input.reauthentication),
        ),
      },
    }),
  };
}
