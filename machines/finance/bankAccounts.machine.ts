import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import {
  reauthenticationOf,
  reauthenticationSchema,
  type Reauthentication,
  type ReauthenticationValues,
} from '../auth/reauthentication.ts';
import type { Bank, BankAccount, BankAccountValues } from '../shared/finance.ts';
import { notProvided } from '../shared/not-provided.ts';
import {
  BANK_ACCOUNT_MESSAGES,
  bankAccountFormSchema,
  refusalOf,
  toBankAccountValues,
  upsertAccount,
  type BankAccountFormValues,
  type SaveRefusal,
} from './bank-rules.ts';

/** What the form needs and the list shows, read together (FinanceApi bankAccounts, banks, summary). */
export interface BankAccountsData {
  accounts: BankAccount[];
  banks: Bank[];
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
  /** The account the delete dialog asks about. */
  deleting: BankAccount | null;
  /** Why the last save was refused, and where to show it. */
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
export type BankAccountsEmitted = { type: 'notice.success'; message: string };

const errorOf = ({ event }: { event: { error: unknown } }) => event.error;
const byId = (accounts: readonly BankAccount[], id: number) =>
  accounts.find((account) => account.bankAccountID === id) ?? null;

/** What deleteBankAccount gets: the account and the re-authentication that allows it. */
export interface BankAccountDeletion {
  bankAccountID: number;
  reauthentication: Reauthentication;
}

/**
 * The player's bank accounts (spec §2 profile, §3, §7 list_bank_accounts, save_bank_account,
 * delete_bank_account): the list with its banks and whether the authenticator code is asked for;
 * add and edit through one form whose values pass bankAccountFormSchema (the shared
 * bankAccountSchema, a bank the IBAN names, the current password, the code when required) before
 * anything is sent; delete after a confirmation that asks the password (and the code when
 * required). A refused save returns to the form with the refusal placed at its field, and nothing
 * changes; each success emits its toast. Passwords go from the event to the call, never into
 * context. In add mode the machine ends with the saved account (or null when cancelled) as its
 * output.
 */
export const bankAccountsMachine = setup({
  types: {
    context: {} as BankAccountsContext,
    events: {} as BankAccountsEvent,
    input: {} as BankAccountsInput | undefined,
    emitted: {} as BankAccountsEmitted,
    output: {} as BankAccount | null,
  },
  actors: {
    loadBankAccounts: fromPromise<BankAccountsData>(notProvided('loadBankAccounts')),
    saveBankAccount: fromPromise<BankAccount, BankAccountValues & Reauthentication>(
      notProvided('saveBankAccount'),
    ),
    deleteBankAccount: fromPromise<void, BankAccountDeletion>(notProvided('deleteBankAccount')),
  },
  guards: {
    isAddMode: ({ context }) => context.mode === 'add',
    isEditing: ({ context }) => context.editing !== null,
    isKnownAccount: ({ context, event }) =>
      (event.type === 'bankAccounts.edit' || event.type === 'bankAccounts.delete') &&
      byId(context.accounts, event.bankAccountID) !== null,
    valuesValid: ({ context, event }) =>
      event.type === 'bankAccounts.submit' &&
      bankAccountFormSchema(context).isValidSync(event.values),
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
    openNew: assign({ editing: null, refusal: null }),
    openEdit: assign(({ context, event }) => {
      assertEvent(event, 'bankAccounts.edit');
      return { editing: byId(context.accounts, event.bankAccountID), refusal: null };
    }),
    closeForm: assign({ editing: null, refusal: null }),
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
    announce: emit((_, message: string) => ({ type: 'notice.success' as const, message })),
  },
}).createMachine({
  id: 'bankAccounts',
  context: ({ input }) => ({
    mode: input?.mode ?? 'manage',
    accounts: [],
    banks: [],
    authenticatorRequired: false,
    editing: null,
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
        'bankAccounts.submit': { guard: 'valuesValid', target: 'saving', actions: 'clearRefusal' },
        'bankAccounts.cancel': [
          { guard: 'isAddMode', target: 'cancelled' },
          { target: 'list', actions: 'closeForm' },
        ],
      },
    },
    saving: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'saveBankAccount',
        src: 'saveBankAccount',
        input: ({ context, event }) => {
          assertEvent(event, 'bankAccounts.submit');
          return toBankAccountValues(event.values, {
            bankAccountID: context.editing?.bankAccountID ?? null,
            authenticatorRequired: context.authenticatorRequired,
          });
        },
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
        // Duplicate IBAN, an owner who is not the player, a wrong code: the form stays as it was.
        onError: {
          target: 'form',
          actions: { type: 'storeRefusal', params: ({ event }) => refusalOf(event.error) },
        },
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
