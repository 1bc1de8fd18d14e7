import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorLogic, type AnyEventObject } from 'xstate';
import {
  contactChangeMachine,
  type ContactField,
} from '../../../machines/account/contact-change.machine.ts';
import {
  selectAsksCode,
  selectError,
  selectField,
  selectHasFailed,
  selectIsConfirmingPhone,
  selectIsEditing,
  selectIsEmailSent,
  selectIsLoading,
  selectIsSaving,
  selectSavedValue,
  selectStepUp,
} from '../../../machines/account/contact-change.selectors.ts';
import { stepUpMachine } from '../../../machines/auth/step-up.machine.ts';
import { selectStepUpError } from '../../../machines/auth/step-up.selectors.ts';
import type { StepUpFactor } from '../../../machines/shared/passkeys.ts';
import { appDouble } from '../app-double.ts';
import { apiError, fake, offline, sessionExpired, sessionExpiredEn } from '../../fixtures/auth.ts';
import { passkeyRefused, refusedAt, stepUpAssertion } from '../../fixtures/passkey-step-up.ts';
import { askingStepUp } from '../step-up-child.ts';

/** What each actor told the app (profile.changed, auth.expired, its notice), in order. */
const told = new WeakMap<object, AnyEventObject[]>();
const toldBy = (actor: object) => told.get(actor)!;

function start(
  field: ContactField,
  changeContact: AnyActorLogic = fake(async ({ value }: { value: string }) => value),
  authenticatorStatus: AnyActorLogic = fake(async () => ({ enabled: false })),
  factor: StepUpFactor | null = null,
  stepUpFactor: AnyActorLogic = fake(async () => factor),
) {
  const { app, told: toApp } = appDouble();
  const stepUp = stepUpMachine.provide({
    actors: {
      stepUpFactor,
      sendCode: fake(async (): Promise<void> => undefined),
      assertPasskey: fake(async () => stepUpAssertion),
    },
  });
  const actor = createActor(
    contactChangeMachine.provide({
      actors: { authenticatorStatus, changeContact, stepUp },
    }),
    { input: { field }, parent: app },
  );
  told.set(actor, toApp);
  return actor.start();
}

async function editing(...args: Parameters<typeof start>) {
  const actor = start(...args);
  await waitFor(actor, (s) => s.matches('editing'));
  return actor;
}

const VALUES = {
  username: 'ayse_yeni',
  email: 'ayse.yeni@example.com',
  phone: '0532 765 43 21',
} as const;
const submitOf = (field: ContactField) =>
  ({
    type: 'contactChange.submit',
    value: VALUES[field],
    password: 'Demo1234',
    ga_code: '',
  }) as const;
/** The e-mail form sends the new address alone. */
const newEmail = { type: 'contactChange.submit', value: VALUES.email } as const;

/** The e-mail change's step-up, once it asks. */
const stepUpOf = askingStepUp;
const authenticatorOn = fake(async () => ({ enabled: true }));

describe('contactChange machine', () => {
  it('saves a valid username, reports and announces the answered value, then takes another one', async () => {
    const changeContact = vi.fn(async (_: unknown) => 'kept-username');
    const actor = start('username', fake(changeContact));
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(selectField(actor.getSnapshot())).toBe('username');
    expect(selectAsksCode(actor.getSnapshot())).toBe(false);
    actor.send({ ...submitOf('username'), value: `  ${VALUES.username} ` });
    expect(selectIsSaving(actor.getSnapshot())).toBe(true);
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('Demo1234');
    await waitFor(actor, (s) => s.matches('editing') && s.context.value !== null);
    expect(changeContact).toHaveBeenCalledWith({
      field: 'username',
      value: VALUES.username,
      password: 'Demo1234',
    });
    expect(toldBy(actor)).toEqual([
      { type: 'profile.changed', field: 'username', value: 'kept-username' },
      { type: 'notice.show', notice: { id: 'account.contact.usernameSaved' } },
    ]);
    expect(selectSavedValue(actor.getSnapshot())).toBe('kept-username');
    expect(actor.getSnapshot().can(submitOf('username'))).toBe(true);
  });

  it('a new e-mail changes nothing yet: it says where the link went, and edit asks for another', async () => {
    const changeContact = vi.fn(async (_: unknown) => VALUES.email);
    const actor = await editing('email', fake(changeContact));
    actor.send(newEmail);
    // A player without a second factor confirms with the password in the step-up.
    const stepUp = await stepUpOf(actor);
    expect(stepUp.getSnapshot().context).toMatchObject({ action: 'email', factor: null });
    stepUp.send({ type: 'stepUp.submit', password: 'Demo1234', ga_code: '' });
    await waitFor(actor, (s) => s.matches('emailSent'));
    expect(changeContact).toHaveBeenCalledWith({
      field: 'email',
      value: VALUES.email,
      password: 'Demo1234',
    });
    expect(actor.getSnapshot().context.pending).toBeNull();
    expect(selectIsEmailSent(actor.getSnapshot())).toBe(true);
    expect(selectSavedValue(actor.getSnapshot())).toBe(VALUES.email);
    // The account's address is not the new one until the link is followed: nothing to report.
    expect(toldBy(actor)).toEqual([]);
    expect(actor.getSnapshot().can(newEmail)).toBe(false);
    actor.send({ type: 'contactChange.edit' });
    expect(selectIsEditing(actor.getSnapshot())).toBe(true);
  });

  it('while the authenticator is on, a username change asks its code and sends it with the password', async () => {
    const changeContact = vi.fn(async (_: unknown) => VALUES.username);
    const actor = await editing('username', fake(changeContact), authenticatorOn);
    expect(selectAsksCode(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().can(submitOf('username'))).toBe(false);
    actor.send({ ...submitOf('username'), ga_code: '12345' });
    expect(selectIsEditing(actor.getSnapshot())).toBe(true);
    actor.send({ ...submitOf('username'), ga_code: '123456' });
    await waitFor(actor, (s) => s.context.value !== null);
    expect(changeContact).toHaveBeenCalledWith({
      field: 'username',
      value: VALUES.username,
      password: 'Demo1234',
      ga_code: '123456',
    });
  });

  it('a passkey holder confirms a new e-mail with the passkey alone', async () => {
    const changeContact = vi.fn(async (_: unknown) => VALUES.email);
    const actor = await editing('email', fake(changeContact), authenticatorOn, 'passkey');
    actor.send({ ...newEmail, value: `  ${VALUES.email} ` });
    const stepUp = await stepUpOf(actor);
    expect(stepUp.getSnapshot().context).toMatchObject({ action: 'email', factor: 'passkey' });
    stepUp.send({ type: 'stepUp.usePasskey' });
    await waitFor(actor, (s) => s.matches('emailSent'));
    expect(changeContact).toHaveBeenCalledWith({
      field: 'email',
      value: VALUES.email,
      passkey: stepUpAssertion,
    });
  });

  it('a refused passkey asks again with why; another refusal goes back to the form', async () => {
    const answers = [passkeyRefused, apiError('Bu zaten e-posta adresiniz')];
    const changeContact = vi.fn(async () => {
      throw answers.shift();
    });
    const actor = await editing('email', fake(changeContact), undefined, 'passkey');
    actor.send(newEmail);
    (await stepUpOf(actor)).send({ type: 'stepUp.usePasskey' });
    await waitFor(actor, (s) => s.matches('steppingUp') && answers.length === 1);
    const again = await askingStepUp(actor);
    expect(selectStepUpError(again.getSnapshot())).toBe(passkeyRefused.message);
    expect(selectError(actor.getSnapshot())).toBeNull();
    again.send({ type: 'stepUp.usePasskey' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(selectError(actor.getSnapshot())).toBe('Bu zaten e-posta adresiniz');
    expect(actor.getSnapshot().context.pending).toBeNull();
  });

  it('a wrong SMS code asks the step-up again; a cancelled one changes nothing', async () => {
    const changeContact = vi.fn(async () => {
      throw refusedAt('ga_code', 'Girdiğiniz kod hatalı');
    });
    const actor = await editing('email', fake(changeContact), undefined, 'sms');
    actor.send(newEmail);
    (await stepUpOf(actor)).send({ type: 'stepUp.submit', password: 'Demo1234', ga_code: '1' });
    expect(changeContact).not.toHaveBeenCalled();
    selectStepUp(actor.getSnapshot())!.send({
      type: 'stepUp.submit',
      password: 'Demo1234',
      ga_code: '111111',
    });
    await waitFor(actor, (s) => s.matches('steppingUp') && changeContact.mock.calls.length === 1);
    const again = await askingStepUp(actor);
    expect(selectStepUpError(again.getSnapshot())).toBe('Girdiğiniz kod hatalı');
    again.send({ type: 'stepUp.cancel' });
    expect(selectIsEditing(actor.getSnapshot())).toBe(true);
    expect(selectError(actor.getSnapshot())).toBeNull();
    expect(changeContact).toHaveBeenCalledTimes(1);
  });

  it('a factor that could not be read is said in the step-up; cancelled, the form is back', async () => {
    const changeContact = vi.fn(async () => 'unused');
    const unread = fake((): Promise<StepUpFactor | null> => Promise.reject(offline));
    const actor = await editing('email', fake(changeContact), undefined, null, unread);
    actor.send(newEmail);
    const stepUp = await stepUpOf(actor);
    expect(selectStepUpError(stepUp.getSnapshot())).toBe('common.somethingWentWrong');
    stepUp.send({ type: 'stepUp.cancel' });
    expect(selectIsEditing(actor.getSnapshot())).toBe(true);
    expect(selectError(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().context.pending).toBeNull();
    expect(changeContact).not.toHaveBeenCalled();
  });

  it('a new phone waits for its SMS confirmation; edit asks for another number', async () => {
    const changeContact = vi.fn(async (_: unknown) => '+905327654321');
    const actor = await editing('phone', fake(changeContact));
    actor.send(submitOf('phone'));
    await waitFor(actor, (s) => s.matches('confirmingPhone'));
    expect(changeContact).toHaveBeenCalledWith({
      field: 'phone',
      value: VALUES.phone,
      password: 'Demo1234',
    });
    expect(selectIsConfirmingPhone(actor.getSnapshot())).toBe(true);
    expect(selectSavedValue(actor.getSnapshot())).toBe('+905327654321');
    expect(toldBy(actor)).toEqual([
      { type: 'profile.changed', field: 'phone', value: '+905327654321' },
      { type: 'notice.show', notice: { id: 'account.contact.phoneSaved' } },
    ]);
    actor.send({ type: 'contactChange.edit' });
    expect(selectIsEditing(actor.getSnapshot())).toBe(true);
  });

  it('a status that cannot be read fails with a retry', async () => {
    let fail = true;
    const actor = start(
      'username',
      undefined,
      fake(() => (fail ? Promise.reject(offline) : Promise.resolve({ enabled: true }))),
    );
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectHasFailed(actor.getSnapshot())).toBe(true);
    expect(selectError(actor.getSnapshot())).toBe('common.somethingWentWrong');
    expect(actor.getSnapshot().can(submitOf('username'))).toBe(false);
    fail = false;
    actor.send({ type: 'contactChange.retry' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(selectError(actor.getSnapshot())).toBeNull();
    expect(selectAsksCode(actor.getSnapshot())).toBe(true);
  });

  it.each([
    ['username', 'no password', { password: '' }],
    ['username', 'a username too short', { value: 'ab' }],
    ['username', 'a username with @', { value: 'ayse@example.com' }],
    ['email', 'an invalid address', { value: 'not-an-address' }],
    ['email', 'a username for an address', { value: VALUES.username }],
    ['phone', 'no password', { password: '' }],
    ['phone', 'a landline number', { value: '0212 123 45 67' }],
  ] as const)('%s: ignores %s', async (field, _, change) => {
    const changeContact = vi.fn(async () => '');
    const actor = await editing(field, fake(changeContact));
    const event = { ...submitOf(field), ...change };
    expect(actor.getSnapshot().can(event)).toBe(false);
    actor.send(event);
    expect(selectIsEditing(actor.getSnapshot())).toBe(true);
    expect(changeContact).not.toHaveBeenCalled();
  });

  it.each([
    ['Turkish', sessionExpired],
    ['English', sessionExpiredEn],
  ])('a %s session-expired answer ends the actor and reports it', async (_, error) => {
    const actor = await editing(
      'email',
      fake(() => Promise.reject(error)),
    );
    actor.send(newEmail);
    (await stepUpOf(actor)).send({ type: 'stepUp.submit', password: 'Demo1234', ga_code: '' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('sessionExpired');
    expect(toldBy(actor)).toEqual([{ type: 'auth.expired' }]);
  });

  it.each([
    ['a wrong current password', apiError('Mevcut şifreniz hatalı'), 'Mevcut şifreniz hatalı'],
    ['a wrong code', apiError('Girdiğiniz kod hatalı'), 'Girdiğiniz kod hatalı'],
    [
      'a username in use',
      apiError('Bu kullanıcı adı zaten kullanılıyor'),
      'Bu kullanıcı adı zaten kullanılıyor',
    ],
    ['no answer', offline, 'common.somethingWentWrong'],
  ])('%s returns to editing with the message', async (_, error, message) => {
    const actor = await editing(
      'username',
      fake(() => Promise.reject(error)),
    );
    actor.send(submitOf('username'));
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(selectError(actor.getSnapshot())).toBe(message);
    expect(toldBy(actor)).toEqual([]);
    expect(selectSavedValue(actor.getSnapshot())).toBeNull();
    actor.send(submitOf('username'));
    expect(selectError(actor.getSnapshot())).toBeNull();
  });
});
