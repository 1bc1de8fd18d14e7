import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderSite, SIGNED_IN } from './harness.tsx';

const SLOW = 20_000;
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

describe('profile', () => {
  it(
    'shows the account data with initials and the username and e-mail change forms',
    async () => {
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
    },
    SLOW,
  );

  it(
    'changes the username and the e-mail with the current password',
    async () => {
      const user = userEvent.setup();
      const changeUsername = vi.fn(async ({ username }: { username: string }) => ({ username }));
      const changeEmail = vi.fn(async () => {
        throw Object.assign(new Error('Mevcut şifreniz hatalı'), { kind: 'refused' });
      });
      const { runtime } = renderSite('/profile', {
        stored: SIGNED_IN,
        auth: { changeUsername, changeEmail },
      });

      const usernameForm = await screen.findByRole('form', { name: 'Kullanıcı adı değişikliği' });
      const inUsername = within(usernameForm);
      // The shared rule runs before anything is sent.
      await user.type(inUsername.getByLabelText(/^Yeni kullanıcı adı/), 'ab');
      await user.type(
        inUsername.getByLabelText(/^Mevcut şifre/, { selector: 'input' }),
        'Old12345',
      );
      await user.click(inUsername.getByRole('button', { name: 'Kullanıcı adını değiştir' }));
      expect(await inUsername.findByText(/^Kullanıcı adı 4-20 karakter/)).toBeInTheDocument();
      expect(changeUsername).not.toHaveBeenCalled();

      await user.clear(inUsername.getByLabelText(/^Yeni kullanıcı adı/));
      await user.type(inUsername.getByLabelText(/^Yeni kullanıcı adı/), 'ayse_yeni');
      await user.click(inUsername.getByRole('button', { name: 'Kullanıcı adını değiştir' }));
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

      const inEmail = within(screen.getByRole('form', { name: 'E-posta değişikliği' }));
      await user.type(inEmail.getByLabelText(/^Yeni e-posta adresi/), 'ayse.yeni@example.com');
      await user.type(inEmail.getByLabelText(/^Mevcut şifre/, { selector: 'input' }), 'Wrong123');
      await user.click(inEmail.getByRole('button', { name: 'E-posta adresini değiştir' }));
      expect(await inEmail.findByText('Mevcut şifreniz hatalı')).toBeInTheDocument();
      expect(changeEmail).toHaveBeenCalledWith({
        email: 'ayse.yeni@example.com',
        password: 'Wrong123',
      });
      expect(runtime.appActor.getSnapshot().context.profile?.email).toBe('ayse@example.com');
    },
    SLOW,
  );

  it(
    'asks the authenticator code with the password while the authenticator is on',
    async () => {
      const user = userEvent.setup();
      const changeEmail = vi.fn(async ({ email }: { email: string }) => ({ email }));
      renderSite('/profile', {
        stored: SIGNED_IN,
        auth: { authenticatorStatus: async () => ({ enabled: true }), changeEmail },
      });
      const inEmail = within(await screen.findByRole('form', { name: 'E-posta değişikliği' }));
      await user.type(inEmail.getByLabelText(/^Yeni e-posta adresi/), 'ayse.yeni@example.com');
      await user.type(inEmail.getByLabelText(/^Mevcut şifre/, { selector: 'input' }), 'Old12345');
      await user.click(inEmail.getByRole('button', { name: 'E-posta adresini değiştir' }));
      expect(await inEmail.findByText('Zorunlu alan')).toBeInTheDocument();
      expect(changeEmail).not.toHaveBeenCalled();
      await user.type(inEmail.getByLabelText(/Uygulamadaki 6 haneli kod/), '123456');
      await user.click(inEmail.getByRole('button', { name: 'E-posta adresini değiştir' }));
      expect(await screen.findByText(/adresine gönderdik/)).toBeInTheDocument();
      expect(changeEmail).toHaveBeenCalledWith({
        email: 'ayse.yeni@example.com',
        password: 'Old12345',
        ga_code: '123456',
      });
    },
    SLOW,
  );

  it(
    'changes the phone with the password, then confirms the new number by SMS',
    async () => {
      const user = userEvent.setup();
      const changePhone = vi.fn(async () => ({ phone: '+905327654321' }));
      const sendSms = vi.fn(async () => {});
      const { runtime } = renderSite('/profile', {
        stored: SIGNED_IN,
        auth: { changePhone, sendSms, validateSms: async (code) => code === '246810' },
      });
      const phoneForm = await screen.findByRole('form', { name: 'Telefon numarası değişikliği' });
      const inPhone = within(phoneForm);
      await user.type(inPhone.getByLabelText(/^Yeni telefon numarası/), '0212 123 45 67');
      await user.type(inPhone.getByLabelText(/^Mevcut şifre/, { selector: 'input' }), 'Old12345');
      await user.click(inPhone.getByRole('button', { name: 'Telefon numarasını değiştir' }));
      expect(await inPhone.findByLabelText(/^Yeni telefon numarası/)).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      expect(changePhone).not.toHaveBeenCalled();
      await user.clear(inPhone.getByLabelText(/^Yeni telefon numarası/));
      await user.type(inPhone.getByLabelText(/^Yeni telefon numarası/), '0532 765 43 21');
      await user.click(inPhone.getByRole('button', { name: 'Telefon numarasını değiştir' }));

      expect(await screen.findByText('Telefon numaran güncellendi')).toBeInTheDocument();
      expect(changePhone).toHaveBeenCalledWith({ phone: '0532 765 43 21', password: 'Old12345' });
      expect(screen.getByText(/Yeni numaran \+905327654321 kaydedildi/)).toBeInTheDocument();
      await waitFor(() =>
        expect(
          (runtime.appActor.getSnapshot().context.profile as { phone?: string } | null)?.phone,
        ).toBe('+905327654321'),
      );
      const sms = screen.getByRole('region', { name: 'SMS ile telefon doğrulama' });
      await user.click(within(sms).getByRole('button', { name: 'Kod gönder' }));
      await user.type(await within(sms).findByLabelText(/SMS kodu/), '246810');
      await user.click(within(sms).getByRole('button', { name: 'Doğrula' }));
      expect(await within(sms).findByText('Telefon numaran doğrulandı.')).toBeInTheDocument();
      expect(sendSms).toHaveBeenCalledTimes(1);
    },
    SLOW,
  );

  it(
    'says where the confirmation link went, and keeps the e-mail address until it is followed',
    async () => {
      const user = userEvent.setup();
      const { runtime } = renderSite('/profile', { stored: SIGNED_IN });
      const inEmail = within(await screen.findByRole('form', { name: 'E-posta değişikliği' }));
      await user.type(inEmail.getByLabelText(/^Yeni e-posta adresi/), 'ayse.yeni@example.com');
      await user.type(inEmail.getByLabelText(/^Mevcut şifre/, { selector: 'input' }), 'Old12345');
      await user.click(inEmail.getByRole('button', { name: 'E-posta adresini değiştir' }));
      const sent = within(await screen.findByRole('region', { name: 'E-posta değişikliği' }));
      expect(sent.getByRole('status')).toHaveTextContent(
        'Doğrulama bağlantısını ayse.yeni@example.com adresine gönderdik.',
      );
      expect(screen.getByText('ayse@example.com', { selector: 'dd' })).toBeInTheDocument();
      expect(runtime.appActor.getSnapshot().context.profile?.email).toBe('ayse@example.com');
    },
    SLOW,
  );

  it(
    'logs out and goes to log in when a username change finds the session expired',
    async () => {
      const user = userEvent.setup();
      const logout = vi.fn(async () => {});
      const { router, runtime } = renderSite('/profile', {
        stored: SIGNED_IN,
        auth: {
          changeUsername: async () => {
            throw expired();
          },
          logout,
        },
      });

      const inUsername = within(
        await screen.findByRole('form', { name: 'Kullanıcı adı değişikliği' }),
      );
      await user.type(inUsername.getByLabelText(/^Yeni kullanıcı adı/), 'ayse_yeni');
      await user.type(
        inUsername.getByLabelText(/^Mevcut şifre/, { selector: 'input' }),
        'Old12345',
      );
      await user.click(inUsername.getByRole('button', { name: 'Kullanıcı adını değiştir' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(logout).toHaveBeenCalled();
      expect(runtime.appActor.getSnapshot().matches('anonymous')).toBe(true);
    },
    SLOW,
  );

  it(
    'changes the password',
    async () => {
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
    },
    SLOW,
  );

  it(
    'logs out and goes to log in when the password change finds the session expired',
    async () => {
      const user = userEvent.setup();
      const logout = vi.fn(async () => {});
      const { router, runtime } = renderSite('/profile', {
        stored: SIGNED_IN,
        auth: {
          changePassword: async () => {
            throw expired();
          },
          logout,
        },
      });

      await changePassword(user);

      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(logout).toHaveBeenCalled();
      expect(runtime.appActor.getSnapshot().matches('anonymous')).toBe(true);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Giriş Yap' }),
      ).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'activates the authenticator after the password, with the QR code and the key, after a wrong code',
    async () => {
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

      const card = await screen.findByRole('region', { name: 'Doğrulama uygulaması (2FA)' });
      expect(await within(card).findByText('Kapalı')).toBeInTheDocument();
      await user.click(within(card).getByRole('button', { name: 'Etkinleştir' }));

      // No key before the password: an empty one is refused here, a wrong one by the server.
      const password = within(card).getByLabelText(/^Mevcut şifre/, { selector: 'input' });
      await user.click(within(card).getByRole('button', { name: 'Devam et' }));
      expect(await within(card).findByText('Zorunlu alan')).toBeInTheDocument();
      expect(generateAuthenticator).not.toHaveBeenCalled();
      await user.type(password, 'Wrong123');
      await user.click(within(card).getByRole('button', { name: 'Devam et' }));
      expect(await within(card).findByText('Mevcut şifreniz hatalı')).toBeInTheDocument();
      expect(within(card).queryByText('JBSWY3DPEHPK3PXP')).toBeNull();
      await user.clear(password);
      await user.type(password, 'Old12345');
      await user.click(within(card).getByRole('button', { name: 'Devam et' }));

      expect(await within(card).findByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
      const qr = await within(card).findByRole('img', {
        name: 'Doğrulama uygulaması için QR kod',
      });
      expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);

      const code = within(card).getByLabelText(/Uygulamadaki 6 haneli kod/);
      await user.type(code, '111111');
      await user.click(within(card).getByRole('button', { name: 'Etkinleştir' }));
      expect(await within(card).findByText('Girdiğiniz kod hatalı')).toBeInTheDocument();

      await user.clear(code);
      await user.type(code, '654321');
      await user.click(within(card).getByRole('button', { name: 'Etkinleştir' }));

      expect(await within(card).findByText('Açık')).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Devre dışı bırak' })).toBeInTheDocument();
      expect(confirmAuthenticator).toHaveBeenLastCalledWith('654321');
      expect(generateAuthenticator).toHaveBeenLastCalledWith('Old12345');
    },
    SLOW,
  );

  it(
    'deactivates the authenticator with the password and its code',
    async () => {
      const user = userEvent.setup();
      const disableAuthenticator = vi.fn(async ({ password }: { password: string }) => {
        if (password !== 'Old12345') throw wrongPassword();
      });
      renderSite('/profile?tab=security', {
        stored: SIGNED_IN,
        auth: { authenticatorStatus: async () => ({ enabled: true }), disableAuthenticator },
      });
      const card = await screen.findByRole('region', { name: 'Doğrulama uygulaması (2FA)' });
      await user.click(await within(card).findByRole('button', { name: 'Devre dışı bırak' }));
      const password = within(card).getByLabelText(/^Mevcut şifre/, { selector: 'input' });
      const code = within(card).getByLabelText(/Uygulamadaki 6 haneli kod/);
      await user.type(code, '123456');
      await user.click(within(card).getByRole('button', { name: 'Devre dışı bırak' }));
      expect(await within(card).findByText('Zorunlu alan')).toBeInTheDocument();
      expect(disableAuthenticator).not.toHaveBeenCalled();
      await user.type(password, 'Wrong123');
      await user.click(within(card).getByRole('button', { name: 'Devre dışı bırak' }));
      expect(await within(card).findByText('Mevcut şifreniz hatalı')).toBeInTheDocument();
      await user.clear(password);
      await user.type(password, 'Old12345');
      await user.click(within(card).getByRole('button', { name: 'Devre dışı bırak' }));
      expect(await within(card).findByText('Kapalı')).toBeInTheDocument();
      expect(disableAuthenticator).toHaveBeenLastCalledWith({
        code: '123456',
        password: 'Old12345',
      });
    },
    SLOW,
  );

  it(
    'says when the key could not be copied',
    async () => {
      const user = userEvent.setup();
      renderSite('/profile?tab=security', {
        stored: SIGNED_IN,
        auth: {
          generateAuthenticator: async () => ({ secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://x' }),
        },
      });
      const card = await screen.findByRole('region', { name: 'Doğrulama uygulaması (2FA)' });
      await user.click(await within(card).findByRole('button', { name: 'Etkinleştir' }));
      await user.type(
        within(card).getByLabelText(/^Mevcut şifre/, { selector: 'input' }),
        'Old12345',
      );
      await user.click(within(card).getByRole('button', { name: 'Devam et' }));
      // user-event's clipboard stub: make the browser refuse.
      vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
      await user.click(await within(card).findByRole('button', { name: 'Kopyala' }));
      expect(
        await screen.findByText('Seçilen alan kopyalanamadı. Lütfen tekrar deneyin'),
      ).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'confirms the phone with the SMS code',
    async () => {
      const user = userEvent.setup();
      const sendSms = vi.fn(async () => {});
      renderSite('/profile?tab=security', {
        stored: SIGNED_IN,
        auth: { sendSms, validateSms: async (code) => code === '246810' },
      });
      const card = await screen.findByRole('region', { name: 'SMS ile telefon doğrulama' });
      await user.click(within(card).getByRole('button', { name: 'Kod gönder' }));
      await user.type(await within(card).findByLabelText(/SMS kodu/), '246810');
      await user.click(within(card).getByRole('button', { name: 'Doğrula' }));
      expect(await within(card).findByText('Telefon numaran doğrulandı.')).toBeInTheDocument();
      expect(sendSms).toHaveBeenCalledTimes(1);
    },
    SLOW,
  );
});

describe('header account area', () => {
  it(
    'shows the username and logs out with a notice',
    async () => {
      const user = userEvent.setup();
      const { router } = renderSite('/promotions', { stored: SIGNED_IN });
      const menu = await screen.findByRole('button', { name: 'ayse hesap menüsü' });
      expect(menu).toHaveTextContent('ayse');
      await user.click(menu);
      await user.click(await screen.findByRole('menuitem', { name: 'Çıkış Yap' }));
      expect(await screen.findByText('Çıkış yapıldı')).toBeInTheDocument();
      // The home page's code loads before the address changes.
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    },
    SLOW,
  );
});
