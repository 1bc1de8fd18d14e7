import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { codeStepMachine } from '../../../machines/auth/code-step.machine.ts';
import { loginMachine } from '../../../machines/auth/login.machine.ts';
import { MASK, isLocalHost, maskSecrets } from '../../../src/platform/inspect-mask.ts';
import { challengedLogin, credentials, fake } from '../../fixtures/auth.ts';
import { assertion, passkeyLogin } from '../../fixtures/passkey-login.ts';

describe('what the inspector sees', () => {
  it('masks the login form and the answer that signs the player in', () => {
    const event = {
      type: 'login.submit',
      values: { username: 'ayse', password: 'Secret123' },
    };
    const done = {
      type: 'xstate.done.actor.login',
      output: { uid: 'u-1', sid: 'a'.repeat(32), uip: '1.2.3.4', username: 'ayse' },
    };
    expect(maskSecrets(event)).toEqual({
      type: 'login.submit',
      values: { username: 'ayse', password: MASK },
    });
    expect(maskSecrets(done).output).toEqual({ uid: MASK, sid: MASK, uip: MASK, username: 'ayse' });
  });

  it('masks codes, password changes, registration and the stored session context', () => {
    const context = {
      user: { uid: 'x', sid: 'y', uip: 'z', gmt: '+03:00', lang: 'tr' },
      form: { currentPassword: 'Old1', password: 'New1', passwordConfirm: 'New1' },
      code: '123456',
      ga_code: '654321',
      gacode: '111111',
      secret: 'JBSWY3DPEHPK3PXP',
      attempts: 2,
    };
    expect(maskSecrets(context)).toEqual({
      user: MASK,
      form: { currentPassword: MASK, password: MASK, passwordConfirm: MASK },
      code: MASK,
      ga_code: MASK,
      gacode: MASK,
      secret: MASK,
      attempts: 2,
    });
  });

  it('masks IBANs wherever they are written, and page tokens in addresses', () => {
    const snapshot = {
      accounts: [{ id: 1, iban: 'TR330006100519786457841326', owner: 'Ayşe Yılmaz' }],
      note: 'Send it to TR33 0006 1005 1978 6457 8413 26 please',
      launch: { url: 'http://localhost:8081/games/play/AbC_def-123456789012345678901234' },
      deposit: { paymentUrl: 'http://localhost:8081/payments/pay/tok_en-1234567890' },
    };
    const masked = maskSecrets(snapshot);
    expect(masked.accounts[0]).toEqual({ id: 1, iban: MASK, owner: 'Ayşe Yılmaz' });
    expect(masked.note).toBe(`Send it to ${MASK} please`);
    expect(masked.launch.url).toBe(`http://localhost:8081/games/play/${MASK}`);
    expect(masked.deposit.paymentUrl).toBe(`http://localhost:8081/payments/pay/${MASK}`);
  });

  it('leaves the real values alone and passes actor references through without walking them', () => {
    const ref = { id: 'child', self: undefined as unknown };
    ref.self = ref;
    const actor = Object.assign(Object.create({ send() {} }) as object, ref);
    const context = { password: 'Secret123', child: actor, at: new Date(0) };
    const masked = maskSecrets(context);
    expect(context.password).toBe('Secret123');
    expect(masked.child).toBe(actor);
    expect(masked.at).toBe(context.at);
  });

  it('opens on the developer machine only', () => {
    expect(['localhost', '127.0.0.1', '[::1]'].every(isLocalHost)).toBe(true);
    expect(['ankacasino.example', '192.168.1.5', 'localhost.evil.example'].some(isLocalHost)).toBe(
      false,
    );
  });
});

describe('a real sign-in as the inspector would record it', () => {
  it('carries no password, code or session field in any event or snapshot', async () => {
    const recorded: unknown[] = [];
    const actor = createActor(
      loginMachine.provide({
        actors: {
          login: fake(async () => challengedLogin),
          codeStep: codeStepMachine.provide({ actors: { checkCode: fake(async () => true) } }),
        },
        actions: { handOver: () => undefined },
      }),
      {
        input: { passkeys: false },
        // What createBrowserInspector sends with sanitizeEvent and sanitizeContext.
        inspect: (inspection) => {
          if (inspection.type === '@xstate.event') recorded.push(maskSecrets(inspection.event));
          if (inspection.type === '@xstate.snapshot') {
            const snapshot = inspection.snapshot as { context?: unknown };
            recorded.push(maskSecrets(snapshot.context), maskSecrets(inspection.event));
          }
        },
      },
    ).start();
    actor.send({ type: 'login.submit', ...credentials });
    await waitFor(actor, (s) => s.matches('awaitingCode'));
    actor.getSnapshot().children.codeStep!.send({ type: 'codeStep.submit', code: '482913' });
    await waitFor(actor, (s) => s.matches('signedIn'));

    const seen = JSON.stringify(recorded);
    expect(seen).toContain('codeStep.submit');
    for (const secret of [
      credentials.password,
      '482913',
      challengedLogin.answer.sid,
      challengedLogin.answer.gasecret!,
      challengedLogin.session.sid,
      challengedLogin.session.uid,
    ]) {
      expect(seen).not.toContain(secret);
    }
    // The machine itself keeps the real values.
    expect(actor.getSnapshot().context.signedIn?.session.sid).toBe(challengedLogin.session.sid);
  });

  it("carries no part of a passkey's signed assertion, from the ceremony or to the platform", async () => {
    const recorded: unknown[] = [];
    const actor = createActor(
      loginMachine.provide({
        actors: {
          autofillSupported: fake(async () => false),
          passkeyAssertion: fake(async () => assertion),
          passkeyLogin: fake(async () => passkeyLogin),
        },
        actions: { handOver: () => undefined },
      }),
      {
        input: { passkeys: true },
        inspect: (inspection) => {
          if (inspection.type === '@xstate.event') recorded.push(maskSecrets(inspection.event));
          if (inspection.type === '@xstate.actor') {
            recorded.push(maskSecrets((inspection.actorRef as { options?: unknown }).options));
          }
        },
      },
    ).start();
    actor.send({ type: 'login.passkey' });
    await waitFor(actor, (s) => s.matches('signedIn'));

    const seen = JSON.stringify(recorded);
    expect(seen).toContain('xstate.done.actor.passkey');
    for (const secret of Object.values(assertion.response)) expect(seen).not.toContain(secret);
    expect(maskSecrets({ credential: assertion })).toEqual({ credential: MASK });
  });
});

describe('more secrets by name and by shape', () => {
  it('masks keys that name a password or a token, and one-time codes under a code key', () => {
    expect(
      maskSecrets({
        newPassword: 'N3w!pass',
        launchToken: 'abc',
        smsCode: '4821',
        promoCode: 'HOSGELDIN',
        countryCode: 'TR',
      }),
    ).toEqual({
      newPassword: MASK,
      launchToken: MASK,
      smsCode: MASK,
      promoCode: 'HOSGELDIN',
      countryCode: 'TR',
    });
  });

  it('masks tokens and session fields in query strings', () => {
    expect(maskSecrets('https://games.example/launch?game=7&token=s3cr3t&lang=tr')).toBe(
      `https://games.example/launch?game=7&token=${MASK}&lang=tr`,
    );
    expect(maskSecrets('/api?sid=abc#top')).toBe(`/api?sid=${MASK}#top`);
  });
});
