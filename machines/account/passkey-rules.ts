import type { Passkey } from '../shared/passkeys.ts';

/** Message ids the passkey machine hands the views (src/i18n translates them). */
export const PASSKEY_MESSAGES = {
  /** Success notices. */
  added: 'account.passkeys.notice.added',
  renamed: 'account.passkeys.notice.renamed',
  removed: 'account.passkeys.notice.removed',
  /** The browser could not create the passkey (not a cancel): e.g. this device already has one. */
  createFailed: 'account.passkeys.createFailed',
} as const;

/** The list with one passkey added (first: the list is newest first) or replaced by id. */
export function upsertPasskey(passkeys: readonly Passkey[], saved: Passkey): Passkey[] {
  return passkeys.some((passkey) => passkey.id === saved.id)
    ? passkeys.map((passkey) => (passkey.id === saved.id ? saved : passkey))
    : [saved, ...passkeys];
}

export const passkeyById = (passkeys: readonly Passkey[], id: string): Passkey | null =>
  passkeys.find((passkey) => passkey.id === id) ?? null;

/** A refusal the platform placed at the name (data.field 'name'): the name can be fixed. */
export function isNameRefusal(error: unknown): boolean {
  const data =
    typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined;
  return (
    typeof data === 'object' && data !== null && (data as { field?: unknown }).field === 'name'
  );
}
