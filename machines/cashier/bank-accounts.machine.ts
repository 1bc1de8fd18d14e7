import { assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import { toApp } from '../shared/app-system.ts';
import { errorOf } from '../shared/api-errors.ts';
import { noticeRequest } from '../shared/navigation.ts';
import {
  reauthenticationOf,
  reauthenticationSchema,
  type Reauthentication,
  type ReauthenticationValues,
} from '../auth/reauthentication.ts';
import { stepUpMachine, type StepUpOutput } from '../auth/step-up.machine.ts';
import type { Bank, BankAccount, BankAccountValues } from '../shared/finance.ts';
import { notProvided } from '../shared/not-provided.ts';
import {
  BANK_ACCOUNT_MESSAGES,
  bankAccountFormSchema,
  isStepUpRefusal,
  refusalOf,
  toBankAccountValues,
  upsertAccount,
  type BankAccountFormValues,
  type SaveRefusal,
} from './bank-rules.ts';
import { stepUpStep } from '../auth/step-up-step.ts';

/** What the form needs and the list shows, read together (FinanceApi bankAccounts, banks, summary). */
export interface BankAccountsData {
  accounts: BankAccount[];
  banks: Bank[];
  /** Whether a delete asks the authenticator code. */
  authenticatorRequired: boolean;
}

/**
 * manage: the profile's list with add, edit and delete. add: one new account and done (the
 * withdraw wizard runs it as a child and hears the saved account, or null, as its output).
 */
export type BankAccountsMode = 'manage' | 'add';

export interface BankAccountsInput {
  mode?: BankAccountsMode;
}

export interface BankAccountsContext extends BankAccountsData {
  mode: BankAccountsMode;
  /** The account the form edits; null while adding. */
  editing: BankAccount | null;
  /** The form's values as submitted, while their step-up and save run (no password or code). */
  draft: BankAccountFormValues | null;
  /** The account the delete dialog asks about. */
  deleting: BankAccount | null;
  /** Why the last save was refused, and where to show it (a form field, or the step-up). */
  refusal: SaveRefusal | null;
  /** Why the last delete failed (server message, e.g. a wrong password, or message id). */
  deleteError: string | null;
  /** The account saved in add mode: the machine's output. */
  saved: BankAccount | null;
}

export type BankAccountsEvent =
  | { type: 'bankAccounts.retry' }
  | { type: 'bankAccounts.add' }
  | { type: 'bankAccounts.edit'; bankAccountID: number }
  | { type: 'bankAccounts.delete'; bankAccountID: number }
  | ({ type: 'bankAccounts.confirmDelete' } & ReauthenticationValues)
  | { type: 'bankAccounts.cancel' }
  | { type: 'bankAccounts.submit'; values: BankAccountFormValues };

/** A success toast of spec §8 (a message id). */
const saveRefusalOf = ({ event }: { event: { error: unknown } }) => refusalOf(event.error);

/** The password and code of the confirmed step-up that saving is entered with. */
function stepUpReauthentication(event: { type: string }): Reauthentication {
  const output = (event as { output?: StepUpOutput }).output;
  if (event.type !== 'xstate.done.actor.stepUp' || output?.outcome !== 'confirmed') {
    throw new Error('A save without its step-up');
  }
  return output.reauthentication;
}

const byId = (accounts: readonly BankAccount[], id: number) =>
  accounts.find((account) => account.bankAccountID === id) ?? null;

/** What deleteBankAccount gets: the account and the re-authentication that allows it. */
export interface BankAccountDeletion {
  bankAccountID: number;
  reauthentication: Reauthentication;
}

/**
 * The player's bank accounts (spec §2 profile, §3, §7 list_bank_accounts, save_bank_account,
 * delete_bank_account): the list with its banks and the player's second factor; add and edit
 * through one form whose values pass bankAccountFormSchema (the shared bankAccountSchema, a bank
 * the IBAN names) before the step-up (`stepUp`, action 'bank-account': the player's passkey, else
 * the password and the code of their second factor) and the save; delete after a confirmation that asks the
 * password (and the authenticator code when it is on). A save refused at the password, code or passkey
 * asks the step-up again with why; any other refusal returns to the form with the refusal placed
 * at its field, and nothing changes; each success sends its toast. A cancelled step-up returns
 * to the form as typed. Passwords and codes go from the event to the call, never into context.
 * In add mode the machine ends with the saved account (or null when cancelled) as its output.
 */
export const bankAccountsMachine = setup({
  types: {
    context: {} as BankAccountsContext,
    events: {} as BankAccountsEvent,
    input: {} as BankAccountsInput | undefined,
    output: {} as BankAccount | null,
    children: {} as { stepUp: 'stepUp' },
  },
  actors: {
    loadBankAccounts: fromPromise<BankAccountsData>(notProvided('loadBankAccounts')),
    saveBankAccount: fromPromise<BankAccount, BankAccountValues & Reauthentication>(
      notProvided('saveBankAccount'),
    ),
    deleteBankAccount: fromPromise<void, BankAccountDeletion>(notProvided('deleteBankAccount')),
    stepUp: stepUpMachine,
  },
  guards: {
    isAddMode: ({ context }) => context.mode === 'add',
    isEditing: ({ context }) => context.editing !== null,
    isKnownAccount: ({ context, event }) =>
      (event.type === 'bankAccounts.edit' || event.type === 'bankAccounts.delete') &&
      byId(context.accounts, event.bankAccountID) !== null,
    valuesValid: ({ context, event }) =>
      event.type === 'bankAccounts.submit' &&
      bankAccountFormSchema(context.banks).isValidSync(event.values),
    stepUpConfirmed: (_, output: StepUpOutput) => output.outcome === 'confirmed',
    refusedAtStepUp: (_, refusal: SaveRefusal) => isStepUpRefusal(refusal),
    deletionValid: ({ context, event }) =>
      event.type === 'bankAccounts.confirmDelete' &&
      reauthenticationSchema(context.authenticatorRequired).isValidSync(event),
  },
  actions: {
    storeData: assign((_, data: BankAccountsData) => ({
      accounts: data.accounts,
      banks: data.banks,
      authenticatorRequired: data.authenticatorRequired,
    })),
    openNew: assign({ editing: null, draft: null, refusal: null }),
    openEdit: assign(({ context, event }) => {
      assertEvent(event, 'bankAccounts.edit');
      return { editing: byId(context.accounts, event.bankAccountID), draft: null, refusal: null };
    }),
    closeForm: assign({ editing: null, draft: null, refusal: null }),
    holdDraft: assign(({ event }) => {
      assertEvent(event, 'bankAccounts.submit');
      return { draft: event.values, refusal: null };
    }),
    askDelete: assign(({ context, event }) => {
      assertEvent(event, 'bankAccounts.delete');
      return { deleting: byId(context.accounts, event.bankAccountID), deleteError: null };
    }),
    closeDelete: assign({ deleting: null, deleteError: null }),
    clearRefusal: assign({ refusal: null }),
    storeRefusal: assign((_, refusal: SaveRefusal) => ({ refusal })),
    storeSaved: assign(({ context }, saved: BankAccount) => ({
      accounts: upsertAccount(context.accounts, saved),
      saved,
      editing: null,
      draft: null,
      refusal: null,
    })),
    removeDeleted: assign(({ context }) => ({
      accounts: context.accounts.filter(
        (account) => account.bankAccountID !== context.deleting?.bankAccountID,
      ),
      deleting: null,
      deleteError: null,
    })),
    storeDeleteError: assign((_, error: unknown) => ({ deleteError: refusalOf(error).message })),
    announce: sendTo(toApp, (_, message: string) => noticeRequest({ id: message })),
  },
}).createMachine({
  id: 'bankAccounts',
  context: ({ input }) => ({
    mode: input?.mode ?? 'manage',
    accounts: [],
    banks: [],
    authenticatorRequired: false,
    editing: null,
    draft: null,
    deleting: null,
    refusal: null,
    deleteError: null,
    saved: null,
  }),
  initial: 'loading',
  output: ({ context }) => context.saved,
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadBankAccounts',
        src: 'loadBankAccounts',
        onDone: [
          {
            guard: 'isAddMode',
            target: 'form',
            actions: [{ type: 'storeData', params: ({ event }) => event.output }, 'openNew'],
          },
          { target: 'list', actions: { type: 'storeData', params: ({ event }) => event.output } },
        ],
        onError: 'failed',
      },
    },
    failed: {
      on: {
        'bankAccounts.retry': 'loading',
        'bankAccounts.cancel': { guard: 'isAddMode', target: 'cancelled' },
      },
    },
    list: {
      on: {
        'bankAccounts.add': { target: 'form', actions: 'openNew' },
        'bankAccounts.edit': { guard: 'isKnownAccount', target: 'form', actions: 'openEdit' },
        'bankAccounts.delete': {
          guard: 'isKnownAccount',
          target: 'confirmingDelete',
          actions: 'askDelete',
        },
      },
    },
    form: {
      tags: ['form'],
      on: {
        'bankAccounts.submit': { guard: 'valuesValid', target: 'steppingUp', actions: 'holdDraft' },
        'bankAccounts.cancel': [
          { guard: 'isAddMode', target: 'cancelled' },
          { target: 'list', actions: 'closeForm' },
        ],
      },
    },
    // The form stays on screen under the step-up's dialog, as the player typed it.
    steppingUp: {
      tags: ['form'],
      invoke: {
        ...stepUpStep(
          { target: 'saving', actions: 'clearRefusal' },
          { target: 'form', actions: 'clearRefusal' },
        ),
        input: ({ context }) => ({
          action: 'bank-account' as const,
          error: context.refusal?.message ?? null,
        }),
      },
    },
    saving: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'saveBankAccount',
        src: 'saveBankAccount',
        // saving is entered only from a confirmed step-up, with the form's values held.
        input: ({ context, event }) =>
          toBankAccountValues(context.draft as BankAccountFormValues, {
            bankAccountID: context.editing?.bankAccountID ?? null,
            reauthentication: stepUpReauthentication(event),
          }),
        onDone: [
          {
            guard: 'isAddMode',
            target: 'saved',
            actions: [
              { type: 'storeSaved', params: ({ event }) => event.output },
              { type: 'announce', params: BANK_ACCOUNT_MESSAGES.added },
            ],
          },
          {
            guard: 'isEditing',
            target: 'list',
            actions: [
              { type: 'storeSaved', params: ({ event }) => event.output },
              { type: 'announce', params: BANK_ACCOUNT_MESSAGES.updated },
            ],
          },
          {
            target: 'list',
            actions: [
              { type: 'storeSaved', params: ({ event }) => event.output },
              { type: 'announce', params: BANK_ACCOUNT_MESSAGES.added },
            ],
          },
        ],
        // A wrong password or code asks the step-up again; a duplicate IBAN, an owner who is not
        // the player…: the form stays as it was, the refusal at its field.
        onError: [
          {
            guard: { type: 'refusedAtStepUp', params: saveRefusalOf },
            target: 'steppingUp',
            actions: { type: 'storeRefusal', params: saveRefusalOf },
          },
          { target: 'form', actions: { type: 'storeRefusal', params: saveRefusalOf } },
        ],
      },
    },
    confirmingDelete: {
      tags: ['dialog'],
      on: {
        'bankAccounts.confirmDelete': { guard: 'deletionValid', target: 'deleting' },
        'bankAccounts.cancel': { target: 'list', actions: 'closeDelete' },
      },
    },
    deleting: {
      tags: ['dialog', 'busy'],
      invoke: {
        id: 'deleteBankAccount',
        src: 'deleteBankAccount',
        // deleting is entered only from confirmingDelete, where the account is set.
        input: ({ context, event }) => {
          assertEvent(event, 'bankAccounts.confirmDelete');
          return {
            bankAccountID: (context.deleting as BankAccount).bankAccountID,
            reauthentication: reauthenticationOf(event, context.authenticatorRequired),
          };
        },
        onDone: {
          target: 'list',
          actions: ['removeDeleted', { type: 'announce', params: BANK_ACCOUNT_MESSAGES.deleted }],
        },
        onError: {
          target: 'confirmingDelete',
          actions: { type: 'storeDeleteError', params: errorOf },
        },
      },
    },
    saved: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
