import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorLogic } from 'xstate';
import {
  contactChangeMachine,
  type ContactField,
} from '../../../machines/auth/contactChange.machine.ts';
import {
  selectError,
  selectField,
  selectIsEditing,
  selectIsSaved,
  selectIsSaving,
  selectIsSessionExpired,
  selectSavedValue,
} from '../../../machines/auth/contactChange.selectors.ts';
import { apiError, fake, offline, sessionExpired, sessionExpiredEn } from '../../fixtures/auth.ts';

function start(
  field: ContactField,
  changeContact: AnyActorLogic = fake(async ({ value }: { value: string }) => value),
) {
  return createActor(contactChangeMachine.provide({ actors: { changeContact } }), {
    input: { field },
  }).start();
}

const VALUES = { username: 'ayse_yeni', email: 'ayse.yeni@example.com' } as const;
const submitOf = (field: ContactField) =>
  ({ type: 'contactChange.submit', value: VALUES[field], password: 'Demo1234' }) as const;

describe('contactChange machine', () => {
  it.each(['username', 'email'] as const)(
    'saves a valid %s, keeps the answered value, then goes back to editing',
    async (field) => {
      const changeContact = vi.fn(async (_: unknown) => `kept-${field}`);
      const actor = start(field, fake(changeContact));
      expect(selectField(actor.getSnapshot())).toBe(field);
      actor.send({ ...submitOf(field), value: `  ${VALUES[field]} ` });
      expect(selectIsSaving(actor.getSnapshot())).toBe(true);
      await waitFor(actor, (s) => s.matches('saved'));
      expect(changeContact).toHaveBeenCalledWith({
        field,
        value: VALUES[field],
        password: 'Demo1234',
      });
      expect(selectIsSaved(actor.getSnapshot())).toBe(true);
      expect(selectSavedValue(actor.getSnapshot())).toBe(`kept-${field}`);
      expect(actor.getSnapshot().can(submitOf(field))).toBe(false);
      actor.send({ type: 'contactChange.edit' });
      expect(selectIsEditing(actor.getSnapshot())).toBe(true);
      expect(selectSavedValue(actor.getSnapshot())).toBe(`kept-${field}`);
    },
  );

  it.each([
    ['username', 'no password', { password: '' }],
    ['username', 'a username too short', { value: 'ab' }],
    ['username', 'a username with @', { value: 'ayse@example.com' }],
    ['email', 'no password', { password: '' }],
    ['email', 'an invalid address', { value: 'not-an-address' }],
    ['email', 'a username for an address', { value: VALUES.username }],
  ] as const)('%s: ignores %s', (field, _, change) => {
    const changeContact = vi.fn(async () => '');
    const actor = start(field, fake(changeContact));
    const event = { ...submitOf(field), ...change };
    expect(actor.getSnapshot().can(event)).toBe(false);
    actor.send(event);
    expect(selectIsEditing(actor.getSnapshot())).toBe(true);
    expect(changeContact).not.toHaveBeenCalled();
  });

  it.each([
    ['Turkish', sessionExpired],
    ['English', sessionExpiredEn],
  ])('a %s session-expired answer ends in sessionExpired', async (_, error) => {
    const actor = start(
      'email',
      fake(() => Promise.reject(error)),
    );
    actor.send(submitOf('email'));
    await waitFor(actor, (s) => s.status === 'done');
    expect(selectIsSessionExpired(actor.getSnapshot())).toBe(true);
  });

  it.each([
    ['a wrong current password', apiError('Mevcut şifreniz hatalı'), 'Mevcut şifreniz hatalı'],
    [
      'a username in use',
      apiError('Bu kullanıcı adı zaten kullanılıyor'),
      'Bu kullanıcı adı zaten kullanılıyor',
    ],
    ['no answer', offline, 'common.somethingWentWrong'],
  ])('%s returns to editing with the message', async (_, error, message) => {
    const actor = start(
      'username',
      fake(() => Promise.reject(error)),
    );
    actor.send(submitOf('username'));
    await waitFor(actor, (s) => s.matches('editing'));
    expect(selectError(actor.getSnapshot())).toBe(message);
    expect(selectIsSessionExpired(actor.getSnapshot())).toBe(false);
    expect(selectSavedValue(actor.getSnapshot())).toBeNull();
    actor.send(submitOf('username'));
    expect(selectError(actor.getSnapshot())).toBeNull();
  });
});
