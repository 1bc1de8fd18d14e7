import type { SnapshotFrom } from 'xstate';
import { PASSKEYS_MAX } from '../shared/passkeys.ts';
import type { passkeysMachine } from './passkeys.machine.ts';

type PasskeysSnapshot = SnapshotFrom<typeof passkeysMachine>;

/** The first read runs. */
export const selectIsLoading = (s: PasskeysSnapshot) => s.matches('loading');
/** The first read failed: the failure with a retry. */
export const selectHasFailed = (s: PasskeysSnapshot) => s.matches('failed');
export const selectPasskeys = (s: PasskeysSnapshot) => s.context.passkeys;
export const selectSecurityEvents = (s: PasskeysSnapshot) => s.context.events;
/** The browser can create passkeys: the add button is offered. */
export const selectIsSupported = (s: PasskeysSnapshot) => s.context.supported;
/** The player keeps PASSKEYS_MAX already: no more can be added. */
export const selectIsAtLimit = (s: PasskeysSnapshot) => s.context.passkeys.length >= PASSKEYS_MAX;
export const selectCanAdd = (s: PasskeysSnapshot) => s.can({ type: 'passkeys.add' });
/** A passkey's rename and remove buttons work (not while another change runs). */
export const selectCanChange = (s: PasskeysSnapshot, id: string) =>
  s.can({ type: 'passkeys.rename', id });
/** The add button's work: the player's factor is read before its dialog opens. */
export const selectIsStartingAdd = (s: PasskeysSnapshot) => s.matches('readingAddFactor');
/** The passkey whose remove button works: the factor is read before its dialog opens. */
export const selectStartingRemovalId = (s: PasskeysSnapshot) =>
  s.matches('readingRemovalFactor') ? (s.context.selected?.id ?? null) : null;
/** A call of this machine runs: its button shows it. */
export const selectIsBusy = (s: PasskeysSnapshot) => s.hasTag('busy');
/** Server message or message id, shown where the step that failed is (null: none). */
export const selectError = (s: PasskeysSnapshot) => s.context.error;
/** A failure that belongs to the list, not to a form: the browser or the platform refused an add. */
export const selectListError = (s: PasskeysSnapshot) =>
  s.matches('ready') || s.matches('refreshing') ? s.context.error : null;
/** Adding asks the authenticator's code too while it is on. */
export const selectAddAsksCode = (s: PasskeysSnapshot) => s.context.factor === 'authenticator';
/** What removing asks besides the password: the code of this factor (null: none). */
export const selectRemovalFactor = (s: PasskeysSnapshot) => s.context.factor;
/** An SMS code was sent for the removal. */
export const selectCodeSent = (s: PasskeysSnapshot) => s.context.codeSent;
export const selectIsSendingCode = (s: PasskeysSnapshot) => s.matches('sendingCode');

/** The add dialog is open (password, the browser's prompt, the name). */
export const selectIsAdding = (s: PasskeysSnapshot) => s.hasTag('adding');
export type AddStep = 'reauthenticate' | 'create' | 'name';
/** Where the add dialog is: the password (also while it is checked), the browser, the name. */
export const selectAddStep = (s: PasskeysSnapshot): AddStep =>
  s.matches('creating')
    ? 'create'
    : s.matches('naming') || s.matches('saving')
      ? 'name'
      : 'reauthenticate';
export const selectSuggestedName = (s: PasskeysSnapshot) => s.context.suggestedName;

/** The passkey whose name is edited inline (also while the new name is saved), or null. */
export const selectRenamingId = (s: PasskeysSnapshot) =>
  s.matches('renaming') || s.matches('savingName') ? (s.context.selected?.id ?? null) : null;
export const selectIsSavingName = (s: PasskeysSnapshot) => s.matches('savingName');

/** The removal dialog is open (also while the passkey is removed). */
export const selectIsConfirmingRemoval = (s: PasskeysSnapshot) => s.hasTag('removal');
export const selectIsRemoving = (s: PasskeysSnapshot) => s.matches('removing');
/** The passkey the removal dialog asks about. */
export const selectSelected = (s: PasskeysSnapshot) => s.context.selected;
/** The passkey whose removal the dialog asks about, or null. */
export const selectRemovalAskedId = (s: PasskeysSnapshot) =>
  selectIsConfirmingRemoval(s) ? (s.context.selected?.id ?? null) : null;
export const selectCanCancel = (s: PasskeysSnapshot) => s.can({ type: 'passkeys.cancel' });

/** The last change made (added, renamed, removed), for the focus to follow. */
export const selectChanged = (s: PasskeysSnapshot) => s.context.changed;
