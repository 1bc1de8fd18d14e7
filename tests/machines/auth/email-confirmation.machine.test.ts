import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorLogic } from 'xstate';
import { emailConfirmationMachine } from '../../../machines/auth/email-confirmation.machine.ts';
import {
  selectConfirmedEmail,
  selectError,
  selectIsMissingToken,
  selectIsReady,
  selectIsSubmitting,
} from '../../../machines/auth/email-confirmation.selectors.ts';
import { apiError, fake, offline, resetToken } from '../../fixtures/auth.ts';

const EMAIL = 'ayse.yeni@example.com';

function start(
  token: string | null,
  confirmEmail: AnyActorLogic = fake(async () => ({ email: EMAIL })),
) {
  return createActor(emailConfirmationMachine.provide({ actors: { confirmEmail } }), {
    input: { token },
  }).start();
}

describe('emailConfirmation machine', () => {
  it.each([null, '', '   '])('rests in missingToken for the token %j', (token) => {
    const actor = start(token);
    expect(selectIsMissingToken(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('confirms only when asked, with the trimmed token, and keeps the address it answers', async () => {
    const confirmEmail = vi.fn(async (_: unknown) => ({ email: EMAIL }));
    const actor = start(`  ${resetToken} `, fake(confirmEmail));
    // Opening the link sends nothing.
    expect(selectIsReady(actor.getSnapshot())).toBe(true);
    expect(confirmEmail).not.toHaveBeenCalled();
    actor.send({ type: 'emailConfirm.submit' });
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(confirmEmail).toHaveBeenCalledWith({ token: resetToken });
    expect(selectConfirmedEmail(actor.getSnapshot())).toBe(EMAIL);
  });

  it.each([
    [
      'a used or expired link',
      apiError('E-posta doğrulama bağlantısı geçersiz veya süresi dolmuş'),
      'E-posta doğrulama bağlantısı geçersiz veya süresi dolmuş',
    ],
    ['no answer', offline, 'common.somethingWentWrong'],
  ])('%s returns to ready with the message, cleared by another try', async (_, error, message) => {
    const actor = start(
      resetToken,
      fake(() => Promise.reject(error)),
    );
    actor.send({ type: 'emailConfirm.submit' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(selectError(actor.getSnapshot())).toBe(message);
    expect(selectConfirmedEmail(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'emailConfirm.submit' });
    expect(selectError(actor.getSnapshot())).toBeNull();
  });
});
