import type { UserProfile } from '../shared/session.ts';

/** What the header shows of a signed-in player; the view supplies the default name (spec §3). */
export function displayName(profile: UserProfile | null, username: string | null): string | null {
  const full = [profile?.firstname, profile?.lastname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return full || profile?.username?.trim() || username?.trim() || null;
}

/** Spec §3: the upper-case first letters of the first and last name. */
export function avatarInitials(profile: UserProfile | null): string {
  return [profile?.firstname, profile?.lastname]
    .map((part) => Array.from(part?.trim() ?? '')[0] ?? '')
    .join('')
    .toLocaleUpperCase('tr');
}
