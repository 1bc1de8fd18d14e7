import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../../../machines/shared/session.ts';
import { avatarInitials, displayName } from '../../../machines/content/profile-display.ts';

const profile = (over: Partial<UserProfile>): UserProfile => ({
  uid: 'u1',
  firstname: null,
  lastname: null,
  username: null,
  email: null,
  ...over,
});

describe('displayName', () => {
  it.each([
    ['full name', profile({ firstname: 'Ayşe', lastname: 'Yılmaz' }), null, 'Ayşe Yılmaz'],
    ['first name only', profile({ firstname: 'Ayşe' }), null, 'Ayşe'],
    ['username of the profile', profile({ username: 'ayse34' }), 'other', 'ayse34'],
    ['stored username', profile({}), 'ayse34', 'ayse34'],
    ['nothing known', null, null, null],
    ['blank names', profile({ firstname: ' ', lastname: '' }), ' ', null],
  ])('%s', (_name, p, username, expected) => {
    expect(displayName(p, username)).toBe(expected);
  });
});

describe('avatarInitials', () => {
  it.each([
    ['first and last', profile({ firstname: 'ayşe', lastname: 'yılmaz' }), 'AY'],
    ['Turkish dotted i', profile({ firstname: 'irem', lastname: 'ipek' }), 'İİ'],
    ['first only', profile({ firstname: 'Can' }), 'C'],
    ['no profile', null, ''],
  ])('%s', (_name, p, expected) => {
    expect(avatarInitials(p)).toBe(expected);
  });
});
