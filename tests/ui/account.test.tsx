import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Reauthentication } from '../../machines/auth/reauthentication.ts';
import { expectCopyRefused, renderSite, SIGNED_IN } from './harness.tsx';

const expired = () => Object.assign(new Error('Oturum süresi doldu'), { kind: 'refused' });
const wrongPassword = () => Object.assign(new Error('Mevcut şifreniz hatalı'), { kind: 'refused' });

type User = ReturnType<typeof userEvent.setup>;

async function changePassword(user: User) {
  await user.click(await screen.findByRole('tab', { name: 'Şifre' }));
  await user.type(await screen.findByLabelText(/^Mevcut şifre/, { selector: 'input' }), 'Old12345');
  await user.type(screen.getByLabelText(/^Yeni şifre \*/, { selector: 'input' }), 'Newpass1');
  await user.type(
    screen.getByLabelText(/^Yeni şifre \(tekrar\)/, { selector: 'input' }),
    'Newpass1',
  );
  await user.click(screen.getByRole('button', { name: 'Şifreyi değiştir' }));
}

/** The profile's change forms: the form's name, the new value's field, the button. */
const FORMS = {
  username: ['Kullanıcı adı değişikliği', /^Yeni kullanıcı adı/, 'Kullanıcı adını değiştir'],
  email: ['E-posta değişikliği', /^Yeni e-posta adresi/, 'E-posta adresini değiştir'],
  phone: ['Telefon numarası değişikliği', /^Yeni telefon numarası/, 'Telefon numarasını değiştir'],
} as const;

/**
 * Sends the change of `what` to `value` with the current password (an e-mail's in its step-up's
 * dialog); queries in its form.
 */
async function sendChange(
  user: User,
  what: keyof typeof FORMS,
  value: string,
  password = 'Old12345',
) {
  const [name, field, button] = FORMS[what];
  const form = within(await screen.findByRole('form', { name }));
  await user.type(form.getByLabelText(field), value);
  if (what !== 'email') {
    await user.type(form.getByLabelText(/^Mevcut şifre/, { selector: 'input' }), password);
  }
  await user.click(form.getByRole('button', { name: button }));
  if (what === 'email') await confirmStepUp(user, 'E-posta değişikliğini onayla', { password });
  return form;
}

/** Answers the open step-up dialog with the password and, when given, the code. */
async function confirmStepUp(
  user: User,
  title: string,
  { password, code }: { password: string; code?: string },
) {
  const dialog = within(await screen.findByRole('dialog', { name: title }));
  await user.type(dialog.getByLabelText(/^Mevcut şifre/, { selector: 'input' }), password);
  if (code) await user.type(dialog.getByLabelText(/^Doğrulama uygulaması kodu/), code);
  await user.click(dialog.getByRole('button', { name: 'Onayla' }));
}

/** A refusal of the step-up's password, named at its field as the platform names it. */
const refusedPassword = () =>
  Object.assign(new Error('Mevcut şifreniz hatalı'), {
    kind: 'refused',
    data: { field: 'password' },
  });

/** Sends the form's new value again, corrected, with the password it kept. */
async function correctChange(user: User, what: keyof typeof FORMS, value: string) {
  const [name, field, button] = FORMS[what];
  const form = within(screen.getByRole('form', { name }));
  await retype(user, form.getByLabelText(field), value);
  await user.click(form.getByRole('button', { name: button }));
}

/** The security tab's authenticator card, for queries in it. */
const authenticatorCard = async () =>
  within(await screen.findByRole('region', { name: 'Doğrulama uygulaması (2FA)' }));

/** Types text into field in place of what it held. */
async function retype(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
}

/** Confirms the phone in the SMS region with the code the player received. */
async function confirmPhone(user: User, region: HTMLElement, code = '246810') {
  await user.click(within(region).getByRole('button', { name: 'Kod gönder' }));
  await user.type(await within(region).findByLabelText(/SMS kodu/), code);
  await user.click(within(region).getByRole('button', { name: 'Doğrula' }));
  expect(await within(region).findByText('Telefon numaran doğrulandı.')).toBeInTheDocument();
}

describe('profile', () => {
  it('shows the account data with initials and the username and e-mail change forms', async () => {
    renderSite('/profile', { stored: SIGNED_IN });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Ayşe Yılmaz' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('AY')).toBeInTheDocument();
    expect(screen.getByText('ayse@example.com')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Kullanıcı adı değişikliği' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'E-posta değişikliği' })).toBeInTheDocument();
    expect(
      await screen.findByRole('form', { name: 'Telefon numarası değişikliği' }),
    ).toBeInTheDocument();
    // The authenticator is off: no code is asked for.
    expect(screen.queryByLabelText(/Uygulamadaki 6 haneli kod/)).toBeNull();
    expect(
      screen.queryByRole('heading', { name: 'Kullanıcı adı veya e-posta değişikliği' }),
    ).not.toBeInTheDocument();
  });

  it.each([
    ['tr', 'Almanya', '1 Ocak 1990', '29 Kasım 2026'],
    ['en', 'Germany', '1 January 1990', '29 November 2026'],
  ] as const)('names the country and writes the dates in %s', async (language, ...shown) => {
    const details = {
      ...SIGNED_IN.profile!,
      country: 'DE',
      birthDate: '1990-01-01',
      // Midnight in Turkey: the day the player joined there.
      createdAt: '2026-11-28T21:00:00Z',
    };
    renderSite('/profile', {
      stored: { ...SIGNED_IN, language },
      auth: { getProfile: async () => details },
    });
    const main = within(await screen.findByRole('main'));
    for (const text of shown) expect(await main.findByText(text)).toBeInTheDocument();
  });

  it('changes the username with the current password, and the e-mail after its step-up', async () => {
    const user = userEvent.setup();
    const changeUsername = vi.fn(async ({ username }: { username: string }) => ({ username }));
    const changeEmail = vi.fn(async ({ email, ...proof }: { email: string; password?: string }) => {
      if (proof.password !== 'Old12345') throw refusedPassword();
      return { email };
    });
    const { runtime } = renderSite('/profile', {
      stored: SIGNED_IN,
      auth: { changeUsername, changeEmail },
    });

    // The shared rule runs before anything is sent.
    const inUsername = await sendChange(user, 'username', 'ab');
    expect(await inUsername.findByText(/^Kullanıcı adı 4-20 karakter/)).toBeInTheDocument();
    expect(changeUsername).not.toHaveBeenCalled();

    await correctChange(user, 'username', 'ayse_yeni');
    expect(await screen.findByText('Kullanıcı adın güncellendi')).toBeInTheDocument();
    expect(changeUsername).toHaveBeenCalledWith({ username: 'ayse_yeni', password: 'Old12345' });
    await waitFor(() =>
      expect(runtime.appActor.getSnapshot().context.profile?.username).toBe('ayse_yeni'),
    );
    expect(await screen.findByText('@ayse_yeni')).toBeInTheDocument();
    // The form is empty again, for another change.
    expect(
      within(screen.getByRole('form', { name: 'Kullanıcı adı değişikliği' })).getByLabelText(
        /^Yeni kullanıcı adı/,
      ),
    ).toHaveValue('');

    // The e-mail form takes the address alone; its step-up asks the password again.
    await sendChange(user, 'email', 'ayse.yeni@example.com', 'Wrong123');
    const dialog = within(
      await screen.findByRole('dialog', { name: 'E-posta değişikliğini onayla' }),
    );
    expect(await dialog.findByRole('alert')).toHaveTextContent('Mevcut şifreniz hatalı');
    expect(changeEmail).toHaveBeenCalledWith({
      email: 'ayse.yeni@example.com',
      password: 'Wrong123',
    });
    expect(runtime.appActor.getSnapshot().context.profile?.email).toBe('ayse@example.com');
    await confirmStepUp(user, 'E-posta değişikliğini onayla', { password: 'Old12345' });
    expect(await screen.findByText(/adresine gönderdik/)).toBeInTheDocument();
  });

  it('asks the authenticator code with the password while the authenticator is on', async () => {
    const user = userEvent.setup();
    const changeUsername = vi.fn(async ({ username }: { username: string }) => ({ username }));
    const changeEmail = vi.fn(async ({ email }: { email: string }) => ({ email }));
    renderSite('/profile', {
      stored: SIGNED_IN,
      auth: {
        authenticatorStatus: async () => ({ enabled: true }),
        stepUpFactor: async () => 'authenticator',
        changeUsername,
        changeEmail,
      },
    });
    const inUsername = await sendChange(user, 'username', 'ayse_yeni');
    expect(await inUsername.findByText('Zorunlu alan')).toBeInTheDocument();
    expect(changeUsername).not.toHaveBeenCalled();
    await user.type(inUsername.getByLabelText(/Uygulamadaki 6 haneli kod/), '123456');
    await user.click(inUsername.getByRole('button', { name: 'Kullanıcı adını değiştir' }));
    expect(await screen.findByText('Kullanıcı adın güncellendi')).toBeInTheDocument();
    expect(changeUsername).toHaveBeenCalledWith({
      username: 'ayse_yeni',
      password: 'Old12345',
      ga_code: '123456',
    });

    // The e-mail's step-up asks for both in its dialog.
    const inEmail = within(await screen.findByRole('form', { name: FORMS.email[0] }));
    await user.type(inEmail.getByLabelText(FORMS.email[1]), 'ayse.yeni@example.com');
    await user.click(inEmail.getByRole('button', { name: FORMS.email[2] }));
    await confirmStepUp(user, 'E-posta değişikliğini onayla', {
      password: 'Old12345',
      code: '654321',
    });
    expect(await screen.findByText(/adresine gönderdik/)).toBeInTheDocument();
    expect(changeEmail).toHaveBeenCalledWith({
      email: 'ayse.yeni@example.com',
      password: 'Old12345',
      ga_code: '654321',
    });
  });

  it('changes the phone with the password, then confirms the new number by SMS', async () => {
    const user = userEvent.setup();
    const changePhone = vi.fn(async () => ({ phone: '+905327654321' }));
    const sendSms = vi.fn(async () => {});
    const { runtime } = renderSite('/profile', {
      stored: SIGNED_IN,
      auth: { changePhone, sendSms, validateSms: async (code) => code === '246810' },
    });
    const inPhone = await sendChange(user, 'phone', '0212 123 45 67');
    expect(await inPhone.findByLabelText(/^Yeni telefon numarası/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(changePhone).not.toHaveBeenCalled();
    await correctChange(user, 'phone', '0532 765 43 21');

    expect(await screen.findByText('Telefon numaran güncellendi')).toBeInTheDocument();
    expect(changePhone).toHaveBeenCalledWith({ phone: '0532 765 43 21', password: 'Old12345' });
    expect(screen.getByText(/Yeni numaran \+905327654321 kaydedildi/)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        (runtime.appActor.getSnapshot().context.profile as { phone?: string } | null)?.phone,
      ).toBe('+905327654321'),
    );
    await confirmPhone(user, screen.getByRole('region', { name: 'SMS ile telefon doğrulama' }));
    expect(sendSms).toHaveBeenCalledTimes(1);
  });

  it('says where the confirmation link went, and keeps the e-mail address until it is followed', async () => {
    const user = userEvent.setup();
    const { runtime } = renderSite('/profile', { stored: SIGNED_IN });
    await sendChange(user, 'email', 'ayse.yeni@example.com');
    const sent = within(await screen.findByRole('region', { name: 'E-posta değişikliği' }));
    expect(sent.getByRole('status')).toHaveTextContent(
      'Doğrulama bağlantısını ayse.yeni@example.com adresine gönderdik.',
    );
    expect(screen.getByText('ayse@example.com', { selector: 'dd' })).toBeInTheDocument();
    expect(runtime.appActor.getSnapshot().context.profile?.email).toBe('ayse@example.com');
  });

  it('changes the password', async () => {
    const user = userEvent.setup();
    const change = vi.fn(async () => {});
    renderSite('/profile', { stored: SIGNED_IN, auth: { changePassword: change } });

    await changePassword(user);

    expect(await screen.findByText(/Şifren değiştirildi/)).toBeInTheDocument();
    expect(change).toHaveBeenCalledWith({
      currentPassword: 'Old12345',
      password: 'Newpass1',
      passwordConfirm: 'Newpass1',
    });
  });

  it.each([
    [
      'a username change',
      'changeUsername',
      (user: User) => sendChange(user, 'username', 'ayse_yeni'),
    ],
    ['the password change', 'changePassword', changePassword],
  ] as const)(
    'logs out and goes to log in when %s finds the session expired',
    async (_, method, change) => {
      const user = userEvent.setup();
      const logout = vi.fn(async () => {});
      const { router, runtime } = renderSite('/profile', {
        stored: SIGNED_IN,
        auth: {
          [method]: async () => {
            throw expired();
          },
          logout,
        },
      });

      await change(user);

      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(logout).toHaveBeenCalled();
      expect(runtime.appActor.getSnapshot().matches('anonymous')).toBe(true);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Giriş Yap' }),
      ).toBeInTheDocument();
    },
  );

  it('activates the authenticator after the password, with the QR code and the key, after a wrong code', async () => {
    const user = userEvent.setup();
    const confirmAuthenticator = vi.fn(async (code: string) => code === '654321');
    const generateAuthenticator = vi.fn(async (password: string) => {
      if (password !== 'Old12345') throw wrongPassword();
      return {
        secret: 'JBSWY3DPEHPK3PXP',
        uri: 'otpauth://totp/Anka%20Casino:ayse?secret=JBSWY3DPEHPK3PXP&issuer=Anka%20Casino',
      };
    });
    renderSite('/profile?tab=security', {
      stored: SIGNED_IN,
      auth: {
        authenticatorStatus: async () => ({ enabled: false }),
        generateAuthenticator,
        confirmAuthenticator,
      },
    });

    const card = await authenticatorCard();
    expect(await card.findByText('Kapalı')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Etkinleştir' }));

    // No key before the password: an empty one is refused here, a wrong one by the server.
    const password = card.getByLabelText(/^Mevcut şifre/, { selector: 'input' });
    await user.click(card.getByRole('button', { name: 'Devam et' }));
    expect(await card.findByText('Zorunlu alan')).toBeInTheDocument();
    expect(generateAuthenticator).not.toHaveBeenCalled();
    await user.type(password, 'Wrong123');
    await user.click(card.getByRole('button', { name: 'Devam et' }));
    expect(await card.findByText('Mevcut şifreniz hatalı')).toBeInTheDocument();
    expect(card.queryByText('JBSWY3DPEHPK3PXP')).toBeNull();
    await retype(user, password, 'Old12345');
    await user.click(card.getByRole('button', { name: 'Devam et' }));

    expect(await card.findByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    const qr = await card.findByRole('img', {
      name: 'Doğrulama uygulaması için QR kod',
    });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);

    const code = card.getByLabelText(/Uygulamadaki 6 haneli kod/);
    await user.type(code, '111111');
    await user.click(card.getByRole('button', { name: 'Etkinleştir' }));
    expect(await card.findByText('Girdiğiniz kod hatalı')).toBeInTheDocument();

    await retype(user, code, '654321');
    await user.click(card.getByRole('button', { name: 'Etkinleştir' }));

    expect(await card.findByText('Açık')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Devre dışı bırak' })).toBeInTheDocument();
    expect(confirmAuthenticator).toHaveBeenLastCalledWith('654321');
    expect(generateAuthenticator).toHaveBeenLastCalledWith('Old12345');
  });

  it('deactivates the authenticator after the step-up with the password and its code', async () => {
    const user = userEvent.setup();
    const disableAuthenticator = vi.fn(async (proof: Reauthentication) => {
      if (!('password' in proof) || proof.password !== 'Old12345') throw refusedPassword();
    });
    renderSite('/profile?tab=security', {
      stored: SIGNED_IN,
      auth: {
        authenticatorStatus: async () => ({ enabled: true }),
        stepUpFactor: async () => 'authenticator',
        disableAuthenticator,
      },
    });
    const card = await authenticatorCard();
    await user.click(await card.findByRole('button', { name: 'Devre dışı bırak' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Kapatmayı onayla' }));
    const code = dialog.getByLabelText(/^Doğrulama uygulaması kodu/);
    await user.type(code, '123456');
    await user.click(dialog.getByRole('button', { name: 'Onayla' }));
    expect(await dialog.findByText('Zorunlu alan')).toBeInTheDocument();
    expect(disableAuthenticator).not.toHaveBeenCalled();
    await user.type(dialog.getByLabelText(/^Mevcut şifre/, { selector: 'input' }), 'Wrong123');
    await user.click(dialog.getByRole('button', { name: 'Onayla' }));
    // Refused: the step-up is asked again, saying why.
    const again = within(await screen.findByRole('dialog', { name: 'Kapatmayı onayla' }));
    expect(await again.findByRole('alert')).toHaveTextContent('Mevcut şifreniz hatalı');
    await confirmStepUp(user, 'Kapatmayı onayla', { password: 'Old12345', code: '123456' });
    expect(await card.findByText('Kapalı')).toBeInTheDocument();
    expect(disableAuthenticator).toHaveBeenLastCalledWith({
      password: 'Old12345',
      ga_code: '123456',
    });
  });

  it('says when the key could not be copied', async () => {
    const user = userEvent.setup();
    renderSite('/profile?tab=security', {
      stored: SIGNED_IN,
      auth: {
        generateAuthenticator: async () => ({ secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://x' }),
      },
    });
    const card = await authenticatorCard();
    await user.click(await card.findByRole('button', { name: 'Etkinleştir' }));
    await user.type(card.getByLabelText(/^Mevcut şifre/, { selector: 'input' }), 'Old12345');
    await user.click(card.getByRole('button', { name: 'Devam et' }));
    // user-event's clipboard stub: make the browser refuse.
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(await card.findByRole('button', { name: 'Kopyala' }));
    await expectCopyRefused();
  });

  it('confirms the phone with the SMS code', async () => {
    const user = userEvent.setup();
    const sendSms = vi.fn(async () => {});
    renderSite('/profile?tab=security', {
      stored: SIGNED_IN,
      auth: { sendSms, validateSms: async (code) => code === '246810' },
    });
    await confirmPhone(
      user,
      await screen.findByRole('region', { name: 'SMS ile telefon doğrulama' }),
    );
    expect(sendSms).toHaveBeenCalledTimes(1);
  });
});

describe('header account area', () => {
  it('shows the username and logs out with a notice', async () => {
    const user = userEvent.setup();
    const { router } = renderSite('/promotions', { stored: SIGNED_IN });
    const menu = await screen.findByRole('button', { name: 'ayse hesap menüsü' });
    expect(menu).toHaveTextContent('ayse');
    await user.click(menu);
    await user.click(await screen.findByRole('menuitem', { name: 'Çıkış Yap' }));
    expect(await screen.findByText('Çıkış yapıldı')).toBeInTheDocument();
    // The home page's code loads before the address changes.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
