import type { SnapshotFrom } from 'xstate';
import type { BankAccountField } from './bank-rules.ts';
import type { bankAccountsMachine } from './bankAccounts.machine.ts';

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
export const selectAuthenticatorRequired = (s: BankAccountsSnapshot) =>
  s.context.authenticatorRequired;

/** The add / edit form is open (also while it is saved). */
export const selectIsFormOpen = (s: BankAccountsSnapshot) => s.hasTag('form');
export const selectIsSaving = (s: BankAccountsSnapshot) => s.matches('saving');
/** The account the form edits; null while adding. */
export const selectEditing = (s: BankAccountsSnapshot) => s.context.editing;
/** Why the last save was refused, and at which field (null: the form as a whole). */
export const selectRefusal = (s: BankAccountsSnapshot) => s.context.refusal;
/** A refused save's message at one field, or null. */
export const selectFieldRefusal = (s: BankAccountsSnapshot, field: BankAccountField) =>
  s.context.refusal?.field === field ? s.context.refusal.message : null;
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
