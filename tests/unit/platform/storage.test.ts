import { describe, expect, it } from 'vitest';
import {
  createAppStorage,
  readStoredAppState,
  createAppStateMirror,
  type StorageKey,
} from '../../../src/platform/storage.ts';
import type { AppContext } from '../../../machines/app/app.types.ts';
import { isDepositDraft } from '../../../machines/cashier/deposit-draft.ts';
import { emptyStore, signedOutFields } from '../../fixtures/app.ts';
import { draft } from '../../machines/cashier/deposit-fixtures.ts';
import { FailingStorage, MemoryStorage } from './memory-storage.ts';

const session = { uid: 'dUlE', sid: 'c0lE', uip: 'aXA=', gmt: '+03:00', lang: 'tr' };
const profile = { uid: 'u1', firstname: 'Ayşe', lastname: null, username: 'ayse', email: null };
const auth = { username: 'ayse', otpStatus: false, loggedInAt: 1_700_000_000_000 };

interface KeyCase {
  key: StorageKey;
  good: { raw: string; value: unknown };
  corrupted: string[];
  missing: unknown;
}

/**
 * A key's case: a good stored text and the value it reads as, texts read as corrupted, and what
 * a missing key reads as.
 */
const keyCase = (
  key: StorageKey,
  raw: string,
  value: unknown,
  corrupted: string[],
  missing: unknown = null,
): KeyCase => ({ key, good: { raw, value }, corrupted, missing });

const cases: KeyCase[] = [
  keyCase('session', JSON.stringify(session), session, [
    '{"uid":',
    '"session"',
    JSON.stringify({ ...session, sid: 7 }),
    '[]',
    'null',
  ]),
  keyCase('profile', JSON.stringify(profile), profile, [
    'not json',
    JSON.stringify({ firstname: 'A' }),
    JSON.stringify({ ...profile, email: 1 }),
  ]),
  keyCase('auth', JSON.stringify(auth), auth, [
    '{',
    JSON.stringify({ ...auth, otpStatus: 'no' }),
    JSON.stringify({ username: 'a' }),
  ]),
  keyCase('language', 'en', 'en', ['eng', 'de', '"en"', ''], 'tr'),
  keyCase('mode', 'dark', 'dark', ['night', '"dark"']),
  keyCase('modalStatus', '[1,3]', [1, 3], ['true', '[1.5]', '["1"]', '{']),
  keyCase('siteUnderMaintenance', 'true', true, ['"true"', 'on']),
  keyCase('userActivityStartTime', '1700000000000', 1_700_000_000_000, [
    '-5',
    '1.5',
    '"1700000000000"',
    'NaN',
  ]),
  keyCase('ridValue', '20', 20, ['twenty', '20.5', '{}']),
  keyCase('expirationDate', '1700000015000', 1_700_000_015_000, ['tomorrow', 'null', '[1]']),
  keyCase('returnUrl', '/profile?tab=2', '/profile?tab=2', [
    'https://evil.example/',
    '//evil.example',
    'profile',
    '/\\evil.example',
  ]),
  keyCase('showBalance', 'false', false, ['hidden', '0'], true),
  keyCase(
    'installOffer',
    '{"visits":2,"deposited":false,"declined":true}',
    { visits: 2, deposited: false, declined: true },
    ['{"visits":"2","deposited":false,"declined":true}', '{"visits":1}', 'true', '{'],
  ),
];

describe('app storage keys', () => {
  describe.each(cases)('$key', ({ key, good, corrupted, missing }) => {
    it('reads a good value and writes it back in the same form', () => {
      const backing = new MemoryStorage({ [key]: good.raw });
      const storage = createAppStorage(backing);
      expect(storage.read(key)).toEqual(good.value);

      backing.clear();
      storage.write(key, good.value as never);
      expect(backing.getItem(key)).toBe(good.raw);
    });

    it.each(corrupted)('discards the corrupted value %j', (raw) => {
      const backing = new MemoryStorage({ [key]: raw });
      expect(createAppStorage(backing).read(key)).toEqual(missing);
      expect(backing.getItem(key)).toBeNull();
    });

    it('reads a missing value as its default', () => {
      expect(createAppStorage(new MemoryStorage()).read(key)).toEqual(missing);
    });

    it('removes the value', () => {
      const backing = new MemoryStorage({ [key]: good.raw, other: 'kept' });
      createAppStorage(backing).remove(key);
      expect(backing.snapshot()).toEqual({ other: 'kept' });
    });
  });

  it('degrades to defaults and no-ops when storage throws', () => {
    const storage = createAppStorage(new FailingStorage());
    expect(storage.read('session')).toBeNull();
    expect(storage.read('language')).toBe('tr');
    expect(() => storage.write('mode', 'dark')).not.toThrow();
    expect(() => storage.remove('session')).not.toThrow();
  });

  it('degrades the same way without any storage', () => {
    const storage = createAppStorage(null);
    expect(storage.read('showBalance')).toBe(true);
    expect(() => storage.write('returnUrl', '/tickets')).not.toThrow();
  });
});

describe('a key checked on read (the deposit draft)', () => {
  it("reads a value the reader's check keeps and writes it back in the same form", () => {
    const raw = JSON.stringify(draft());
    const backing = new MemoryStorage({ depositDraft: raw });
    const storage = createAppStorage(backing);
    expect(storage.read('depositDraft', isDepositDraft)).toEqual(draft());

    backing.clear();
    storage.write('depositDraft', draft());
    expect(backing.getItem('depositDraft')).toBe(raw);
  });

  it.each(['{', JSON.stringify({ ...draft(), version: 2 }), '[]'])(
    "discards %j, which the reader's check refuses",
    (raw) => {
      const backing = new MemoryStorage({ depositDraft: raw });
      expect(createAppStorage(backing).read('depositDraft', isDepositDraft)).toBeNull();
      expect(backing.getItem('depositDraft')).toBeNull();
    },
  );

  it('reads a missing value as null', () => {
    expect(createAppStorage(new MemoryStorage()).read('depositDraft', isDepositDraft)).toBeNull();
  });
});

describe('readStoredAppState', () => {
  it('reads an empty storage as a fresh visitor', () => {
    expect(readStoredAppState(createAppStorage(new MemoryStorage()))).toEqual({
      ...emptyStore,
      language: 'tr',
      showBalance: true,
    });
  });

  it('reads every stored field and drops the corrupted ones', () => {
    const backing = new MemoryStorage({
      siteUnderMaintenance: 'true',
      language: 'en',
      mode: 'dark',
      showBalance: 'false',
      session: JSON.stringify(session),
      profile: '{broken',
      auth: JSON.stringify(auth),
      ridValue: '20',
      expirationDate: '1700000015000',
      userActivityStartTime: '1700000000000',
      // Not a page of the site: dropped.
      returnUrl: 'https://elsewhere.example/',
    });
    expect(readStoredAppState(createAppStorage(backing))).toEqual({
      maintenanceFlag: true,
      language: 'en',
      mode: 'dark',
      showBalance: false,
      session,
      profile: null,
      auth,
      rid: 20,
      expiresAt: 1_700_000_015_000,
      lastActivityAt: 1_700_000_000_000,
      returnUrl: null,
    });
    expect(backing.getItem('profile')).toBeNull();
  });
});

describe('createAppStateMirror', () => {
  const signedIn: AppContext = {
    language: 'en',
    mode: 'dark',
    showBalance: false,
    maintenanceFlag: false,
    maintenance: null,
    session,
    profile,
    auth,
    rid: 20,
    balance: { cash: 125_000, bonus: 0 },
    expiresAt: 1_700_000_015_000,
    lastActivityAt: 1_700_000_000_000,
    returnUrl: '/deposit',
    requestsBlocked: false,
    live: false,
    activityToldAt: null,
  };
  const signedOut: AppContext = { ...signedIn, ...signedOutFields, maintenanceFlag: true };

  it.each([
    {
      name: 'a signed-in player',
      context: signedIn,
      stored: {
        language: 'en',
        mode: 'dark',
        showBalance: 'false',
        session: JSON.stringify(session),
        profile: JSON.stringify(profile),
        auth: JSON.stringify(auth),
        ridValue: '20',
        expirationDate: '1700000015000',
        userActivityStartTime: '1700000000000',
        returnUrl: '/deposit',
      },
    },
    {
      name: 'a signed-out visitor during maintenance',
      context: signedOut,
      stored: { language: 'en', mode: 'dark', showBalance: 'false', siteUnderMaintenance: 'true' },
    },
  ])('mirrors $name and removes what is null', ({ context, stored }) => {
    const backing = new MemoryStorage({
      siteUnderMaintenance: 'true',
      session: 'old',
      profile: 'old',
      auth: 'old',
      ridValue: '1',
      expirationDate: '1',
      userActivityStartTime: '1',
      returnUrl: '/tickets',
    });
    createAppStateMirror(createAppStorage(backing))(context);
    expect(backing.snapshot()).toEqual(stored);
  });

  it('round-trips through readStoredAppState', () => {
    const storage = createAppStorage(new MemoryStorage());
    createAppStateMirror(storage)(signedIn);
    // Neither the balance nor a page life's facts (maintenance, blocked calls, the stream, what
    // was told the other tabs) are stored.
    const {
      maintenance: _maintenance,
      balance: _balance,
      requestsBlocked: _blocked,
      live: _live,
      activityToldAt: _told,
      ...expected
    } = signedIn;
    expect(readStoredAppState(storage)).toEqual(expected);
  });

  it('writes only what changed since the last mirror, and removes what became null', () => {
    const backing = new MemoryStorage();
    const written: string[] = [];
    const removed: string[] = [];
    const watched = Object.assign(Object.create(backing) as MemoryStorage, {
      setItem: (key: string, value: string) => {
        written.push(key);
        backing.setItem(key, value);
      },
      removeItem: (key: string) => {
        removed.push(key);
        backing.removeItem(key);
      },
    });
    const mirror = createAppStateMirror(createAppStorage(watched));
    mirror(signedIn);
    written.length = 0;
    removed.length = 0;

    mirror({ ...signedIn, lastActivityAt: 1_700_000_005_000 });
    mirror({ ...signedIn, lastActivityAt: 1_700_000_005_000, returnUrl: null });

    expect(written).toEqual(['userActivityStartTime']);
    expect(removed).toEqual(['returnUrl']);
    expect(backing.getItem('userActivityStartTime')).toBe('1700000005000');
    expect(backing.getItem('returnUrl')).toBeNull();
  });
});
