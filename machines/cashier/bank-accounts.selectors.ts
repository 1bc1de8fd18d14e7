import type { SnapshotFrom } from 'xstate';
import {
  BANK_ACCOUNT_FIELDS,
  formValuesOf,
  type BankAccountField,
  type SaveRefusal,
} from './bank-rules.ts';
import type { bankAccountsMachine } from './bank-accounts.machine.ts';

type BankAccountsSnapshot = SnapshotFrom<typeof bankAccountsMachine>;

/** The first read of the list runs. */
export const selectIsLoading = (s: BankAccountsSnapshot) => s.matches('loading');
/** The list could not be read: show the failure with a retry. */
export const selectHasFailed = (s: BankAccountsSnapshot) => s.matches('failed');
export const selectAccounts = (s: BankAccountsSnapshot) => s.context.accounts;
/** The list is shown and has nothing in it. */
export const selectIsEmpty = (s: BankAccountsSnapshot) =>
  !s.matches('loading') && !s.matches('failed') && s.context.accounts.length === 0;
export const selectBanks = (s: BankAccountsSnapshot) => s.context.banks;
/** Whether the delete dialog asks the authenticator code. */
export const selectAuthenticatorRequired = (s: BankAccountsSnapshot) =>
  s.context.authenticatorRequired;

/** The add / edit form is open (also under its step-up and while it is saved). */
export const selectIsFormOpen = (s: BankAccountsSnapshot) => s.hasTag('form');
export const selectIsSaving = (s: BankAccountsSnapshot) => s.matches('saving');
/** The account the form edits; null while adding. */
export const selectEditing = (s: BankAccountsSnapshot) => s.context.editing;
/** What the form starts with: the values submitted last, else the edited account's, else none. */
export const selectFormValues = (s: BankAccountsSnapshot) =>
  s.context.draft ?? formValuesOf(s.context.editing);
/** The step-up of a save (password and code) while it runs, else undefined. */
export const selectStepUp = (s: BankAccountsSnapshot) => s.children.stepUp;
/** A refused save at one of the form's fields (null: none, or not at a form field). */
export const selectFieldRefusal = (s: BankAccountsSnapshot, field: BankAccountField) =>
  s.context.refusal?.field === field ? s.context.refusal.message : null;
/** The refusal to place at a field of the form (the IBAN taken…), or null. */
export const selectPlacedRefusal = (s: BankAccountsSnapshot) => {
  const refusal = s.context.refusal;
  const atFormField = (BANK_ACCOUNT_FIELDS as readonly unknown[]).includes(refusal?.field);
  return atFormField ? (refusal as SaveRefusal & { field: BankAccountField }) : null;
};
/** A refused save's message that belongs to no field, or null. */
export const selectFormRefusal = (s: BankAccountsSnapshot) =>
  s.context.refusal && s.context.refusal.field === null ? s.context.refusal.message : null;

/** The delete confirmation is open (also while the account is deleted). */
export const selectIsConfirmingDelete = (s: BankAccountsSnapshot) => s.hasTag('dialog');
export const selectIsDeleting = (s: BankAccountsSnapshot) => s.matches('deleting');
export const selectDeleting = (s: BankAccountsSnapshot) => s.context.deleting;
export const selectDeleteError = (s: BankAccountsSnapshot) => s.context.deleteError;

export const selectCanAdd = (s: BankAccountsSnapshot) => s.can({ type: 'bankAccounts.add' });
export const selectCanRetry = (s: BankAccountsSnapshot) => s.can({ type: 'bankAccounts.retry' });
export const selectCanCancel = (s: BankAccountsSnapshot) => s.can({ type: 'bankAccounts.cancel' });
/** The delete confirmation's button works (not while the account is deleted). */
export const selectCanConfirmDelete = (s: BankAccountsSnapshot) => s.matches('confirmingDelete');
/** An account's edit button. */
export const selectCanEdit = (s: BankAccountsSnapshot, bankAccountID: number) =>
  s.can({ type: 'bankAccounts.edit', bankAccountID });
/** An account's delete button. */
export const selectCanDelete = (s: BankAccountsSnapshot, bankAccountID: number) =>
  s.can({ type: 'bankAccounts.delete', bankAccountID });
