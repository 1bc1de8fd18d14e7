import { fromPromise, sendTo } from 'xstate';
import {
  contactChangeMachine,
  type ContactChangeValues,
} from '../../../machines/auth/contactChange.machine.ts';
import { authenticatorMachine } from '../../../machines/auth/authenticator.machine.ts';
import { codeStepMachine } from '../../../machines/auth/codeStep.machine.ts';
import { passwordChangeMachine } from '../../../machines/auth/passwordChange.machine.ts';
import { smsConfirmationMachine } from '../../../machines/auth/smsConfirmation.machine.ts';
import { smsFactorMachine } from '../../../machines/auth/smsFactor.machine.ts';
import { stepUpMachine } from '../../../machines/auth/stepUp.machine.ts';
import {
  bankAccountsMachine,
  type BankAccountsData,
} from '../../../machines/finance/bankAccounts.machine.ts';
import type { AuthApi, FinanceApi } from '../../../machines/ports.ts';
import type { AppActor } from '../../app/app-context.tsx';

/**
 * The bank account machine over FinanceApi, its step-up's SMS over AuthApi: the profile's
 * section, the withdraw wizard's child.
 */
export function provideBankAccounts({ finance, auth }: { finance: FinanceApi; auth: AuthApi }) {
  return bankAccountsMachine.provide({
    actors: {
      loadBankAccounts: fromPromise<BankAccountsData>(async () => {
        const [accounts, banks, summary] = await Promise.all([
          finance.bankAccounts(),
          finance.banks(),
          finance.summary(),
        ]);
        return {
          accounts,
          banks,
          authenticatorRequired: summary.authenticatorRequired,
          stepUpFactor: summary.stepUpFactor,
        };
      }),
      saveBankAccount: fromPromise(({ input }) => finance.saveBankAccount(input)),
      deleteBankAccount: fromPromise(({ input }) =>
        finance.deleteBankAccount(input.bankAccountID, input.reauthentication),
      ),
      stepUp: stepUpMachine.provide({
        actors: { sendCode: fromPromise(({ input }) => auth.sendStepUpSms(input.action)) },
      }),
    },
  });
}

/**
 * The profile's machines: password change, username, e-mail or phone change, the authenticator
 * and the SMS confirmation over AuthApi (each code step checks its code with its own call), bank
 * accounts over FinanceApi. A saved contact and an expired session go to the app actor.
 */
export function createAccountImplementations({
  auth,
  finance,
  appActor,
}: {
  auth: AuthApi;
  finance: FinanceApi;
  appActor: AppActor;
}) {
  return {
    passwordChange: passwordChangeMachine.provide({
      actors: { changePassword: fromPromise(({ input }) => auth.changePassword(input)) },
      actions: { reportExpired: sendTo(appActor, { type: 'auth.expired' }) },
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
      actions: {
        reportChange: sendTo(appActor, ({ context }) => ({
          type: 'profile.changed' as const,
          field: context.field,
          value: context.value!,
        })),
        reportExpired: sendTo(appActor, { type: 'auth.expired' }),
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
    bankAccounts: provideBankAccounts({ finance, auth }),
  };
}
