import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { PasswordReauthentication } from '../../../machines/auth/reauthentication.ts';
import { PASSKEY_MESSAGES } from '../../../machines/account/passkey-rules.ts';
import {
  passkeysMachine,
  type CreatedPasskey,
  type PasskeyRemoval,
  type PasskeysData,
} from '../../../machines/account/passkeys.machine.ts';
import {
  selectAddStep,
  selectCanAdd,
  selectCanCancel,
  selectCanChange,
  selectChanged,
  selectCodeSent,
  selectError,
  selectHasFailed,
  selectIsAdding,
  selectIsAtLimit,
  selectIsConfirmingRemoval,
  selectIsLoading,
  selectListError,
  selectPasskeys,
  selectRenamingId,
  selectSecurityEvents,
  selectSelected,
  selectSuggestedName,
} from '../../../machines/account/passkeys.selectors.ts';
import {
  PASSKEYS_MAX,
  type Passkey,
  type PasskeyAttestation,
  type PasskeyCreationOptions,
} from '../../../machines/shared/passkeys.ts';
import type { LoginFactor } from '../../../machines/shared/contract.ts';
import { offline } from '../../fixtures/auth.ts';
import { cancelled, deviceFailure } from '../../fixtures/passkey-login.ts';
import {
  attestation,
  challengeExpired,
  created,
  creationOptions,
  laptop,
  nameRefused,
  newKey,
  passkeysData,
  phone,
  securityEvents,
  wrongPassword,
} from '../../fixtures/passkey-management.ts';
import { appDouble } from '../app-double.ts';

interface Fakes {
  load?: () => Promise<PasskeysData>;
  options?: (reauthentication: PasswordReauthentication) => Promise<PasskeyCreationOptions>;
  create?: (options: PasskeyCreationOptions) => Promise<CreatedPasskey>;
  add?: (values: { name: string; attestation: PasskeyAttestation }) => Promise<Passkey>;
  rename?: (values: { id: string; name: string }) => Promise<Passkey>;
  remove?: (removal: PasskeyRemoval) => Promise<void>;
  sendCode?: () => Promise<void>;
  readFactor?: () => Promise<LoginFactor | null>;
}

/**
 * The section on fakes of its ports over one list, as the platform keeps it: a change shows in
 * the next read. `data` is what the first read finds besides the list.
 */
function start(
  fakes: Fakes = {},
  { factor = null, ...data }: Partial<PasskeysData> & { factor?: LoginFactor | null } = {},
) {
  let kept = data.passkeys ?? [laptop, phone];
  const readFactor = vi.fn(fakes.readFactor ?? (async () => factor));
  const load = vi.fn(fakes.load ?? (async () => passkeysData({ ...data, passkeys: kept })));
  const options = vi.fn(fakes.options ?? (async () => creationOptions));
  const create = vi.fn(fakes.create ?? (async () => created));
  const add = vi.fn(
    fakes.add ??
      (async ({ name }) => {
        kept = [newKey(name), ...kept];
        return newKey(name);
      }),
  );
  const rename = vi.fn(
    fakes.rename ??
      (async ({ id, name }) => {
        kept = kept.map((passkey) => (passkey.id === id ? { ...passkey, name } : passkey));
        return kept.find((passkey) => passkey.id === id)!;
      }),
  );
  const remove = vi.fn(
    fakes.remove ??
      (async ({ id }) => {
        kept = kept.filter((passkey) => passkey.id !== id);
      }),
  );
  const sendCode = vi.fn(fakes.sendCode ?? (async () => {}));
  const { app, told } = appDouble();
  const actor = createActor(
    passkeysMachine.provide({
      actors: {
        loadPasskeys: fromPromise(() => load()),
        readFactor: fromPromise(() => readFactor()),
        registrationOptions: fromPromise(({ input }) => options(input)),
        createPasskey: fromPromise(({ input }) => create(input)),
        addPasskey: fromPromise(({ input }) => add(input)),
        renamePasskey: fromPromise(({ input }) => rename(input)),
        removePasskey: fromPromise(({ input }) => remove(input)),
        sendCode: fromPromise(() => sendCode()),
      },
    }),
    { parent: app },
  ).start();
  return { actor, load, readFactor, options, create, add, rename, remove, sendCode, told };
}

type Actor = ReturnType<typeof start>['actor'];
type StateName = Parameters<ReturnType<Actor['getSnapshot']>['matches']>[0];
const settled = (actor: Actor, state: StateName) => waitFor(actor, (s) => s.matches(state));
const notice = (id: string) => ({ type: 'notice.show', notice: { id } });
const password = { password: 'Demo1234', ga_code: '' };

/** The removal of `id` asked: its factor read, its dialog open. */
async function askRemoval(actor: Actor, id: string) {
  actor.send({ type: 'passkeys.remove', id });
  await settled(actor, 'confirmingRemoval');
}

/** The add dialog through the password: the browser's prompt is next. */
async function reauthenticated(actor: Actor, values = password) {
  await settled(actor, 'ready');
  actor.send({ type: 'passkeys.add' });
  await settled(actor, 'reauthenticating');
  actor.send({ type: 'passkeys.reauthenticate', ...values });
}

describe('passkeys machine: the list', () => {
  it('reads the passkeys, their events, the factor and WebAuthn, then shows them', async () => {
    const { actor, load } = start();
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    await settled(actor, 'ready');
    expect(load).toHaveBeenCalledTimes(1);
    expect(selectPasskeys(actor.getSnapshot())).toEqual([laptop, phone]);
    expect(selectSecurityEvents(actor.getSnapshot())).toEqual(securityEvents);
    expect(selectCanAdd(actor.getSnapshot())).toBe(true);
  });

  it('offers a retry when the list cannot be read, and reads it again', async () => {
    let calls = 0;
    const { actor } = start({
      load: async () => {
        calls += 1;
        if (calls === 1) throw offline;
        return passkeysData();
      },
    });
    await settled(actor, 'failed');
    expect(selectHasFailed(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'passkeys.retry' });
    await settled(actor, 'ready');
    expect(selectPasskeys(actor.getSnapshot())).toEqual([laptop, phone]);
  });

  it('offers no add where the browser has no WebAuthn, and none past the maximum', async () => {
    const unsupported = start({}, { supported: false }).actor;
    await settled(unsupported, 'ready');
    unsupported.send({ type: 'passkeys.add' });
    expect(unsupported.getSnapshot().matches('ready')).toBe(true);
    expect(selectCanAdd(unsupported.getSnapshot())).toBe(false);
    // The passkeys the player has are still theirs to rename and remove.
    expect(selectCanChange(unsupported.getSnapshot(), laptop.id)).toBe(true);

    const many = Array.from({ length: PASSKEYS_MAX }, (_, i) => ({ ...phone, id: `key${i}` }));
    const full = start({}, { passkeys: many }).actor;
    await settled(full, 'ready');
    expect(selectIsAtLimit(full.getSnapshot())).toBe(true);
    expect(selectCanAdd(full.getSnapshot())).toBe(false);
  });

  it('ignores a rename or removal of a passkey it does not list', async () => {
    const { actor } = start();
    await settled(actor, 'ready');
    actor.send({ type: 'passkeys.rename', id: 'unknown' });
    actor.send({ type: 'passkeys.remove', id: 'unknown' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });
});

describe('passkeys machine: adding', () => {
  it('asks the password, gets the options with it, creates, names and keeps the passkey', async () => {
    const { actor, options, create, add, load, told } = start();
    await reauthenticated(actor);
    expect(options).toHaveBeenCalledWith({ password: 'Demo1234' });
    await settled(actor, 'naming');
    expect(create).toHaveBeenCalledWith(creationOptions);
    expect(selectAddStep(actor.getSnapshot())).toBe('name');
    expect(selectSuggestedName(actor.getSnapshot())).toBe('Chrome · Linux');

    load.mockResolvedValueOnce(
      passkeysData({ passkeys: [newKey('İş bilgisayarı'), laptop, phone] }),
    );
    actor.send({ type: 'passkeys.name', name: '  İş bilgisayarı ' });
    await settled(actor, 'ready');
    expect(add).toHaveBeenCalledWith({ name: 'İş bilgisayarı', attestation });
    expect(selectPasskeys(actor.getSnapshot())[0]).toEqual(newKey('İş bilgisayarı'));
    expect(selectChanged(actor.getSnapshot())).toEqual({ kind: 'added', id: attestation.id });
    expect(told).toEqual([notice(PASSKEY_MESSAGES.added)]);
    // The list and the events were read again after the add.
    expect(load).toHaveBeenCalledTimes(2);
    // The browser's answer is not kept once it is used.
    expect(actor.getSnapshot().context.attestation).toBeNull();
  });

  it('asks the authenticator code too while it is on', async () => {
    const { actor, options } = start({}, { factor: 'authenticator' });
    await reauthenticated(actor);
    // Without the code the prompt stays.
    expect(actor.getSnapshot().matches('reauthenticating')).toBe(true);
    actor.send({ type: 'passkeys.reauthenticate', password: 'Demo1234', ga_code: '123456' });
    await settled(actor, 'naming');
    expect(options).toHaveBeenCalledWith({ password: 'Demo1234', ga_code: '123456' });
  });

  it('keeps the prompt with the refusal when the password is wrong', async () => {
    const { actor, create } = start({
      options: async () => {
        throw wrongPassword;
      },
    });
    await reauthenticated(actor);
    await settled(actor, 'reauthenticating');
    expect(selectError(actor.getSnapshot())).toBe(wrongPassword.message);
    expect(selectIsAdding(actor.getSnapshot())).toBe(true);
    expect(create).not.toHaveBeenCalled();
  });

  it('keeps no password in context', async () => {
    const { actor } = start();
    await reauthenticated(actor);
    await settled(actor, 'naming');
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('Demo1234');
  });

  it('returns to the list quietly when the player closes the browser prompt', async () => {
    const { actor, add, told } = start({
      create: async () => {
        throw cancelled;
      },
    });
    await reauthenticated(actor);
    await settled(actor, 'ready');
    expect(selectListError(actor.getSnapshot())).toBeNull();
    expect(add).not.toHaveBeenCalled();
    expect(told).toEqual([]);
  });

  it('says so in the list when the browser cannot create the passkey', async () => {
    const { actor } = start({
      create: async () => {
        throw deviceFailure;
      },
    });
    await reauthenticated(actor);
    await settled(actor, 'ready');
    expect(selectListError(actor.getSnapshot())).toBe(PASSKEY_MESSAGES.createFailed);
    // A new attempt starts clean.
    actor.send({ type: 'passkeys.add' });
    expect(selectError(actor.getSnapshot())).toBeNull();
  });

  it('keeps the name form with the refusal when the platform refuses the name', async () => {
    const { actor, add } = start({
      add: async () => {
        throw nameRefused;
      },
    });
    await reauthenticated(actor);
    await settled(actor, 'naming');
    actor.send({ type: 'passkeys.name', name: 'Telefon' });
    await settled(actor, 'naming');
    expect(selectError(actor.getSnapshot())).toBe(nameRefused.message);
    add.mockResolvedValueOnce(newKey('Tel'));
    actor.send({ type: 'passkeys.name', name: 'Tel' });
    await settled(actor, 'ready');
    expect(add).toHaveBeenLastCalledWith({ name: 'Tel', attestation });
  });

  it('ends the attempt with the refusal in the list when the platform refuses the passkey', async () => {
    const { actor } = start({
      add: async () => {
        throw challengeExpired;
      },
    });
    await reauthenticated(actor);
    await settled(actor, 'naming');
    actor.send({ type: 'passkeys.name', name: 'Telefon' });
    await settled(actor, 'ready');
    expect(selectListError(actor.getSnapshot())).toBe(challengeExpired.message);
    expect(actor.getSnapshot().context.attestation).toBeNull();
  });

  it('takes no empty or too long name, and a cancel forgets the new passkey', async () => {
    const { actor, add } = start();
    await reauthenticated(actor);
    await settled(actor, 'naming');
    actor.send({ type: 'passkeys.name', name: '   ' });
    actor.send({ type: 'passkeys.name', name: 'x'.repeat(41) });
    expect(actor.getSnapshot().matches('naming')).toBe(true);
    actor.send({ type: 'passkeys.cancel' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.attestation).toBeNull();
    expect(add).not.toHaveBeenCalled();
  });

  it('can be cancelled at the password, but not while the browser creates', async () => {
    const { actor } = start({ create: () => new Promise(() => undefined) });
    await settled(actor, 'ready');
    actor.send({ type: 'passkeys.add' });
    await settled(actor, 'reauthenticating');
    expect(selectCanCancel(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'passkeys.cancel' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    await reauthenticated(actor);
    await settled(actor, 'creating');
    expect(selectCanCancel(actor.getSnapshot())).toBe(false);
    expect(selectAddStep(actor.getSnapshot())).toBe('create');
  });

  it('reads the factor as the add starts: one turned on meanwhile is asked for', async () => {
    let factor: LoginFactor | null = null;
    const { actor, options, readFactor } = start({ readFactor: async () => factor });
    await settled(actor, 'ready');
    factor = 'authenticator';
    actor.send({ type: 'passkeys.add' });
    await settled(actor, 'reauthenticating');
    expect(readFactor).toHaveBeenCalledTimes(1);
    actor.send({ type: 'passkeys.reauthenticate', ...password });
    expect(actor.getSnapshot().matches('reauthenticating')).toBe(true);
    actor.send({ type: 'passkeys.reauthenticate', password: 'Demo1234', ga_code: '135790' });
    await settled(actor, 'naming');
    expect(options).toHaveBeenCalledWith({ password: 'Demo1234', ga_code: '135790' });
  });

  it('opens no dialog when the factor cannot be read, and says why in the list', async () => {
    const { actor } = start({
      readFactor: async () => {
        throw offline;
      },
    });
    await settled(actor, 'ready');
    actor.send({ type: 'passkeys.add' });
    await waitFor(actor, (s) => s.matches('ready') && selectListError(s) !== null);
    expect(selectListError(actor.getSnapshot())).toBe('common.somethingWentWrong');
    actor.send({ type: 'passkeys.remove', id: laptop.id });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectSelected(actor.getSnapshot())).toBeNull();
    expect(selectIsConfirmingRemoval(actor.getSnapshot())).toBe(false);
  });
});

describe('passkeys machine: renaming', () => {
  it('saves a new name, updates the list and reads the events again', async () => {
    const { actor, rename, load, told } = start();
    await settled(actor, 'ready');
    actor.send({ type: 'passkeys.rename', id: laptop.id });
    expect(selectRenamingId(actor.getSnapshot())).toBe(laptop.id);
    // Another passkey waits until this one is done.
    expect(selectCanChange(actor.getSnapshot(), phone.id)).toBe(false);
    actor.send({ type: 'passkeys.saveName', name: 'İş Mac' });
    await settled(actor, 'ready');
    expect(rename).toHaveBeenCalledWith({ id: laptop.id, name: 'İş Mac' });
    expect(selectPasskeys(actor.getSnapshot())[0]).toEqual({ ...laptop, name: 'İş Mac' });
    expect(selectRenamingId(actor.getSnapshot())).toBeNull();
    expect(told).toEqual([notice(PASSKEY_MESSAGES.renamed)]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('closes without a call when the name did not change', async () => {
    const { actor, rename } = start();
    await settled(actor, 'ready');
    actor.send({ type: 'passkeys.rename', id: laptop.id });
    actor.send({ type: 'passkeys.saveName', name: ` ${laptop.name} ` });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(rename).not.toHaveBeenCalled();
  });

  it('keeps the form with the refusal, and a cancel keeps the old name', async () => {
    const refused = wrongPassword;
    const { actor } = start({
      rename: async () => {
        throw refused;
      },
    });
    await settled(actor, 'ready');
    actor.send({ type: 'passkeys.rename', id: phone.id });
    actor.send({ type: 'passkeys.saveName', name: '' });
    expect(actor.getSnapshot().matches('renaming')).toBe(true);
    actor.send({ type: 'passkeys.saveName', name: 'Yeni' });
    await settled(actor, 'renaming');
    expect(selectError(actor.getSnapshot())).toBe(refused.message);
    actor.send({ type: 'passkeys.cancel' });
    expect(selectPasskeys(actor.getSnapshot())).toEqual([laptop, phone]);
    expect(selectError(actor.getSnapshot())).toBeNull();
  });
});

describe('passkeys machine: removing', () => {
  it('asks the password again and removes the passkey with it', async () => {
    const { actor, remove, told } = start();
    await settled(actor, 'ready');
    await askRemoval(actor, laptop.id);
    expect(selectIsConfirmingRemoval(actor.getSnapshot())).toBe(true);
    expect(selectSelected(actor.getSnapshot())).toEqual(laptop);
    actor.send({ type: 'passkeys.confirmRemoval', password: '', ga_code: '' });
    expect(actor.getSnapshot().matches('confirmingRemoval')).toBe(true);
    actor.send({ type: 'passkeys.confirmRemoval', ...password });
    await settled(actor, 'ready');
    expect(remove).toHaveBeenCalledWith({
      id: laptop.id,
      reauthentication: { password: 'Demo1234' },
    });
    expect(selectPasskeys(actor.getSnapshot())).toEqual([phone]);
    expect(selectChanged(actor.getSnapshot())).toEqual({ kind: 'removed', id: laptop.id });
    expect(told).toEqual([notice(PASSKEY_MESSAGES.removed)]);
  });

  it('asks the authenticator code too while it is on', async () => {
    const { actor, remove } = start({}, { factor: 'authenticator' });
    await settled(actor, 'ready');
    await askRemoval(actor, phone.id);
    actor.send({ type: 'passkeys.confirmRemoval', ...password });
    expect(actor.getSnapshot().matches('confirmingRemoval')).toBe(true);
    actor.send({ type: 'passkeys.confirmRemoval', password: 'Demo1234', ga_code: '654321' });
    await settled(actor, 'ready');
    expect(remove).toHaveBeenCalledWith({
      id: phone.id,
      reauthentication: { password: 'Demo1234', ga_code: '654321' },
    });
  });

  it('asks an SMS code sent on request when the factor is SMS, but not for an add', async () => {
    const { actor, remove, sendCode, options } = start({}, { factor: 'sms' });
    await reauthenticated(actor);
    await settled(actor, 'naming');
    // registration_options takes the password alone from an SMS player.
    expect(options).toHaveBeenCalledWith({ password: 'Demo1234' });
    actor.send({ type: 'passkeys.cancel' });
    await askRemoval(actor, laptop.id);
    actor.send({ type: 'passkeys.confirmRemoval', ...password });
    expect(actor.getSnapshot().matches('confirmingRemoval')).toBe(true);
    actor.send({ type: 'passkeys.sendCode' });
    // Not cancelled while it is sent: its answer must not be dropped.
    expect(selectCanCancel(actor.getSnapshot())).toBe(false);
    await waitFor(actor, (s) => selectCodeSent(s));
    expect(sendCode).toHaveBeenCalledTimes(1);
    actor.send({ type: 'passkeys.confirmRemoval', password: 'Demo1234', ga_code: '246810' });
    await settled(actor, 'ready');
    expect(remove).toHaveBeenCalledWith({
      id: laptop.id,
      reauthentication: { password: 'Demo1234', ga_code: '246810' },
    });
  });

  it('sends no SMS for a player without that factor, and shows a refused send in the dialog', async () => {
    const none = start().actor;
    await settled(none, 'ready');
    await askRemoval(none, laptop.id);
    none.send({ type: 'passkeys.sendCode' });
    expect(none.getSnapshot().matches('confirmingRemoval')).toBe(true);

    const { actor } = start(
      {
        sendCode: async () => {
          throw challengeExpired;
        },
      },
      { factor: 'sms' },
    );
    await settled(actor, 'ready');
    await askRemoval(actor, laptop.id);
    actor.send({ type: 'passkeys.sendCode' });
    await settled(actor, 'confirmingRemoval');
    expect(selectError(actor.getSnapshot())).toBe(challengeExpired.message);
    expect(selectCodeSent(actor.getSnapshot())).toBe(false);
  });

  it('keeps the dialog with the refusal, and a cancel keeps the passkey', async () => {
    const { actor } = start({
      remove: async () => {
        throw wrongPassword;
      },
    });
    await settled(actor, 'ready');
    await askRemoval(actor, laptop.id);
    actor.send({ type: 'passkeys.confirmRemoval', ...password });
    await settled(actor, 'confirmingRemoval');
    expect(selectError(actor.getSnapshot())).toBe(wrongPassword.message);
    actor.send({ type: 'passkeys.cancel' });
    expect(selectPasskeys(actor.getSnapshot())).toEqual([laptop, phone]);
    expect(selectSelected(actor.getSnapshot())).toBeNull();
  });

  it('keeps the change shown when reading the list again fails', async () => {
    const { actor, load } = start();
    await settled(actor, 'ready');
    load.mockRejectedValueOnce(offline);
    await askRemoval(actor, laptop.id);
    actor.send({ type: 'passkeys.confirmRemoval', ...password });
    await waitFor(actor, (s) => s.matches('ready') && load.mock.calls.length === 2);
    expect(selectPasskeys(actor.getSnapshot())).toEqual([phone]);
    expect(selectListError(actor.getSnapshot())).toBeNull();
  });
});
