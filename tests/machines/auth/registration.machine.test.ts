import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorLogic } from 'xstate';
import { registrationMachine } from '../../../machines/auth/registration.machine.ts';
import {
  selectError,
  selectIsEditing,
  selectIsSubmitting,
} from '../../../machines/auth/registration.selectors.ts';
import { appDouble } from '../app-double.ts';
import type { Registration } from '../../../machines/shared/validation/registration-schema.ts';
import { apiError, fake, offline, registration } from '../../fixtures/auth.ts';

/** The server's one answer to every registration that passes validation. */
const RECEIVED =
  'Kaydınız alındı ve sonucunu e-posta adresinize gönderdik. Hesabınız açıldıysa kullanıcı adınız ve şifrenizle hemen giriş yapabilirsiniz; açılamadıysa nedenini e-postada bulursunuz.';

function start(register: AnyActorLogic = fake(async () => RECEIVED)) {
  const { app, told } = appDouble();
  const actor = createActor(registrationMachine.provide({ actors: { register } }), { parent: app });
  return Object.assign(actor.start(), { told });
}

describe('registration machine', () => {
  it("sends valid values and leads to the confirmation page with the server's message", async () => {
    const register = vi.fn(async (_: unknown) => RECEIVED);
    const actor = start(fake(register));
    actor.send({ type: 'registration.submit', values: registration });
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(register).toHaveBeenCalledWith(registration);
    expect(actor.getSnapshot().output).toEqual({ message: RECEIVED });
    expect(actor.told).toEqual([
      {
        type: 'navigate.page',
        page: 'registerConfirm',
        notice: { id: 'auth.register.received' },
        state: { message: RECEIVED },
      },
    ]);
  });

  it.each([
    ['rules not accepted', { rulesAccepted: false }],
    ['a wrong T.C. number', { tckn: '12345678901' }],
    ['passwords that differ', { passwordConfirm: 'Other1234' }],
    ['a weak password', { password: 'abcdef', passwordConfirm: 'abcdef' }],
    ['an under-age birth date', { birthDate: '2020-01-01' }],
    ['a missing first name', { firstname: '' }],
    // Leaving the deposit limit unanswered is not a choice (UKGC RTS 12).
    ['no answer to the deposit limit', { depositLimit: undefined }],
    ['a deposit limit under ₺1', { depositLimit: { period: 'day', amount: 50 } }],
    ['a deposit limit without its period', { depositLimit: { period: '', amount: 500_00 } }],
  ])('ignores values with %s', (_, change) => {
    const register = vi.fn(async () => RECEIVED);
    const actor = start(fake(register));
    const values = { ...registration, ...change } as Registration;
    const event = { type: 'registration.submit', values } as const;
    expect(actor.getSnapshot().can(event)).toBe(false);
    actor.send(event);
    expect(selectIsEditing(actor.getSnapshot())).toBe(true);
    expect(register).not.toHaveBeenCalled();
  });

  it('sends a deposit limit in kuruş, or the answer "no limit now"', async () => {
    const register = vi.fn(async (_: unknown) => RECEIVED);
    const actor = start(fake(register));
    const values = {
      ...registration,
      depositLimit: { period: 'month' as const, amount: 2_000_00 },
    };
    actor.send({ type: 'registration.submit', values });
    await waitFor(actor, (s) => s.status === 'done');
    expect(register).toHaveBeenCalledWith(values);
  });

  it.each([
    ['a refusal', apiError('Geçersiz promosyon kodu'), 'Geçersiz promosyon kodu'],
    ['no answer', offline, 'common.somethingWentWrong'],
  ])(
    '%s returns to editing with the message, and a new submit clears it',
    async (_, error, message) => {
      let fail = true;
      const actor = start(fake(() => (fail ? Promise.reject(error) : Promise.resolve(RECEIVED))));
      actor.send({ type: 'registration.submit', values: registration });
      await waitFor(actor, (s) => s.matches('editing'));
      expect(selectError(actor.getSnapshot())).toBe(message);
      expect(actor.told).toEqual([]);
      fail = false;
      actor.send({ type: 'registration.submit', values: registration });
      expect(selectError(actor.getSnapshot())).toBeNull();
      await waitFor(actor, (s) => s.status === 'done');
    },
  );
});
