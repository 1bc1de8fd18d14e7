import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LoginAnswer, SessionContext } from '../../machines/shared/contract.ts';
import { loginAnswer } from '../fixtures/auth.ts';
import { assertion as passkeyAssertion, loginOptions } from '../fixtures/passkey-login.ts';
import { renderSite } from './harness.tsx';

const session: SessionContext = {
  uid: 'enc-uid',
  sid: 'enc-sid',
  uip: 'enc-uip',
  gmt: '+03:00',
  lang: 'tr',
};
// A first sign-in: no last login to show.
const answer: LoginAnswer = { ...loginAnswer, rid: 1, lastlogin: null };
const challenged: LoginAnswer = { ...answer, gasecret: 'opaque-challenge-123' };

async function logIn(user: ReturnType<typeof userEvent.setup>, username: string, password: string) {
  await user.type(await screen.findByLabelText(/Kullanıcı adı veya e-posta/), username);
  await user.type(screen.getByLabelText(/^Şifre/, { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
}

describe('login', () => {
  it('shows the required-field messages under empty fields and sends nothing', async () => {
    const user = userEvent.setup();
    const login = vi.fn();
    renderSite('/login', { auth: { login } });

    await user.click(await screen.findByRole('button', { name: 'Giriş Yap' }));

    expect(await screen.findAllByText('Zorunlu alan')).toHaveLength(2);
    expect(screen.getByLabelText(/Kullanıcı adı veya e-posta/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(login).not.toHaveBeenCalled();
  });

  it('keeps a phone from capitalising or correcting the username, which is required', async () => {
    renderSite('/login');
    const username = await screen.findByLabelText(/Kullanıcı adı veya e-posta/);
    expect(username).toHaveAttribute('autocapitalize', 'none');
    expect(username).toHaveAttribute('spellcheck', 'false');
    expect(username).toBeRequired();
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    renderSite('/login');
    const password = await screen.findByLabelText(/^Şifre/, { selector: 'input' });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Şifreyi göster' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Şifreyi gizle' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('signs a player without 2FA in and returns to the stored address', async () => {
    const user = userEvent.setup();
    const login = vi.fn(async () => ({ answer, session }));
    const { router, runtime } = renderSite('/login', {
      auth: { login },
      stored: { returnUrl: '/tickets?no=7' },
    });

    await logIn(user, ' ayse ', 'Secret12');

    await waitFor(() => expect(router.state.location.pathname).toBe('/tickets'));
    expect(router.state.location.search).toBe('?no=7');
    expect(login).toHaveBeenCalledWith({ username: 'ayse', password: 'Secret12' });
    expect(await screen.findByText('Giriş yapıldı')).toBeInTheDocument();
    expect(runtime.appActor.getSnapshot().context.returnUrl).toBeNull();
    const { context } = runtime.appActor.getSnapshot();
    expect(context.session).toEqual(session);
    expect(context.auth).toMatchObject({ username: 'ayse', otpStatus: false });
  });

  it("goes home when the stored address is the profile's", async () => {
    const user = userEvent.setup();
    const { router, runtime } = renderSite('/login', {
      auth: { login: async () => ({ answer, session }) },
      stored: { returnUrl: '/profile?tab=security' },
    });

    await logIn(user, 'ayse', 'Secret12');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(runtime.appActor.getSnapshot().matches('authenticated')).toBe(true);
    expect(runtime.appActor.getSnapshot().context.returnUrl).toBeNull();
  });

  it("shows the server's refusal on the form", async () => {
    const user = userEvent.setup();
    const { router } = renderSite('/login', {
      auth: {
        login: async () => {
          throw Object.assign(new Error('Giriş Başarısız'), { kind: 'refused' });
        },
      },
    });

    await logIn(user, 'ayse', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent('Giriş Başarısız');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('asks for the authenticator code in a persistent prompt; a wrong code says so, the right one signs in', async () => {
    const user = userEvent.setup();
    const checkCode = vi.fn(async (_: SessionContext, code: string) => code === '123456');
    const { router, runtime } = renderSite('/login', {
      auth: { login: async () => ({ answer: challenged, session }), checkCode },
    });

    await logIn(user, 'ayse', 'Secret12');

    const prompt = await screen.findByRole('dialog', { name: 'İki adımlı doğrulama' });
    const code = within(prompt).getByLabelText(/6 haneli kod/);
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    // Persistent: Escape does not close it, and the player is not signed in yet.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'İki adımlı doğrulama' })).toBeInTheDocument();
    expect(runtime.appActor.getSnapshot().matches('anonymous')).toBe(true);

    // Not 6 digits: the field says so and nothing is checked.
    await user.type(code, '12a3');
    await user.click(within(prompt).getByRole('button', { name: 'Doğrula' }));
    expect(await within(prompt).findByText('Kod 6 haneli olmalıdır')).toBeInTheDocument();
    expect(checkCode).not.toHaveBeenCalled();

    await user.clear(code);
    await user.type(code, '000000');
    await user.click(within(prompt).getByRole('button', { name: 'Doğrula' }));
    expect(await within(prompt).findByText('Girdiğiniz kod hatalı')).toBeInTheDocument();
    expect(checkCode).toHaveBeenLastCalledWith(session, '000000');
    expect(runtime.appActor.getSnapshot().matches('anonymous')).toBe(true);

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(prompt).getByRole('button', { name: 'Doğrula' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(runtime.appActor.getSnapshot().context.auth).toMatchObject({
      username: 'ayse',
      otpStatus: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("asks for the code sent by SMS when SMS is the login's second factor", async () => {
    const user = userEvent.setup();
    const checkCode = vi.fn(async (_: SessionContext, code: string) => code === '654321');
    renderSite('/login', {
      auth: {
        login: async () => ({ answer: { ...challenged, factor: 'sms' }, session }),
        checkCode,
      },
    });

    await logIn(user, 'ayse', 'Secret12');
    const prompt = await screen.findByRole('dialog', { name: 'İki adımlı doğrulama' });
    expect(prompt).toHaveAccessibleDescription(
      'Telefonuna SMS ile gönderilen 6 haneli kodu gir. Kod 5 dakika geçerlidir; gelmezse iptal edip yeniden giriş yap.',
    );
    expect(within(prompt).queryByText(/doğrulama uygulamandaki/i)).not.toBeInTheDocument();
    await user.type(within(prompt).getByLabelText(/6 haneli kod/), '654321');
    await user.click(within(prompt).getByRole('button', { name: 'Doğrula' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(checkCode).toHaveBeenLastCalledWith(session, '654321');
  });

  it('closes the prompt only on cancel, back to the form', async () => {
    const user = userEvent.setup();
    renderSite('/login', { auth: { login: async () => ({ answer: challenged, session }) } });

    await logIn(user, 'ayse', 'Secret12');
    const prompt = await screen.findByRole('dialog', { name: 'İki adımlı doğrulama' });
    await user.click(within(prompt).getByRole('button', { name: 'Vazgeç' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Giriş Yap' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  });
});

describe('passkey sign-in', () => {
  const passkeyButton = () => screen.queryByRole('button', { name: 'Passkey ile giriş' });

  it('is not offered where the browser has no passkeys', async () => {
    renderSite('/login');
    await screen.findByRole('button', { name: 'Giriş Yap' });
    expect(passkeyButton()).toBeNull();
  });

  it('signs in from the keyboard without a password, as a passed second factor', async () => {
    const user = userEvent.setup();
    const assert = vi.fn(async (_: unknown, __?: { autofill?: boolean }) => passkeyAssertion);
    const login = vi.fn(async (_: unknown) => ({ answer, session }));
    const { router, runtime } = renderSite('/login', {
      passkey: { loginOptions: async () => loginOptions, login },
      passkeyDevice: { supported: () => true, assert },
    });
    await screen.findByRole('button', { name: 'Passkey ile giriş' });
    // From the password: its show toggle, log in, then the passkey.
    await user.click(screen.getByLabelText(/^Şifre/, { selector: 'input' }));
    for (let tab = 0; tab < 3; tab += 1) await user.tab();
    expect(passkeyButton()).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(assert).toHaveBeenCalledWith(loginOptions, expect.objectContaining({ autofill: false }));
    expect(login).toHaveBeenCalledWith(passkeyAssertion);
    expect(runtime.appActor.getSnapshot().context.auth).toMatchObject({ otpStatus: true });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('starts no autofill ceremony for a challenge that came after the password was sent', async () => {
    const user = userEvent.setup();
    let answerChallenge: (options: typeof loginOptions) => void = () => undefined;
    const assert = vi.fn(() => new Promise<typeof passkeyAssertion>(() => undefined));
    renderSite('/login', {
      auth: { login: () => new Promise(() => undefined) },
      passkey: {
        loginOptions: () => new Promise((resolve) => (answerChallenge = resolve)),
      },
      passkeyDevice: { supported: () => true, autofillSupported: async () => true, assert },
    });
    await screen.findByRole('button', { name: 'Passkey ile giriş' });
    await logIn(user, 'ayse', 'Secret12');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Giriş Yap' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    answerChallenge(loginOptions);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(assert).not.toHaveBeenCalled();
  });
});

describe('forgot password', () => {
  it('sends the instructions, says where to, and goes to log in', async () => {
    const user = userEvent.setup();
    const forgot = vi.fn(async () => {});
    const { router } = renderSite('/forgot-password', { auth: { forgot } });

    await user.type(await screen.findByLabelText(/E-posta/), 'ayse@example.com');
    await user.click(screen.getByRole('button', { name: 'Sıfırlama bağlantısı gönder' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(forgot).toHaveBeenCalledWith('ayse@example.com');
    expect(
      await screen.findByText(
        'ayse@example.com adresiyle kayıtlı bir hesap varsa, şifre sıfırlama bağlantısını bu adrese gönderdik.',
      ),
    ).toBeInTheDocument();
  });

  it('refuses an invalid e-mail address', async () => {
    const user = userEvent.setup();
    const forgot = vi.fn(async () => {});
    renderSite('/forgot-password', { auth: { forgot } });

    await user.type(await screen.findByLabelText(/E-posta/), 'ayse@');
    await user.click(screen.getByRole('button', { name: 'Sıfırlama bağlantısı gönder' }));

    expect(await screen.findByText('Geçerli bir e-posta adresi girin')).toBeInTheDocument();
    expect(forgot).not.toHaveBeenCalled();
  });
});

describe('password reset', () => {
  it('sets the new password with the link’s token and goes to log in', async () => {
    const user = userEvent.setup();
    const resetPassword = vi.fn(async () => {});
    const { router } = renderSite('/account_reset?token=abc123', { auth: { resetPassword } });

    await user.type(await screen.findByLabelText(/^Yeni şifre \*/), 'Newpass1');
    await user.type(screen.getByLabelText(/^Yeni şifre \(tekrar\)/), 'Newpass1');
    await user.click(screen.getByRole('button', { name: 'Şifreyi güncelle' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(resetPassword).toHaveBeenCalledWith({
      token: 'abc123',
      password: 'Newpass1',
      passwordConfirm: 'Newpass1',
    });
  });

  it('without a token offers a new link instead of the form', async () => {
    renderSite('/account_reset');
    expect(
      await screen.findByText(/Bu şifre sıfırlama bağlantısı eksik ya da hatalı/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Yeni bağlantı iste' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText(/^Yeni şifre/)).not.toBeInTheDocument();
  });
});
