import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderSite, inMain } from './harness.tsx';

// The form's many fields take long to type into in jsdom on a busy machine.
vi.setConfig({ testTimeout: 45_000 });

// A valid T.C. identity number: both check digits hold.
const TCKN = '10000000146';

type User = ReturnType<typeof userEvent.setup>;

/** Fills a field the way a paste does: one input event (typing 20 fields key by key is slow in jsdom). */
async function fill(user: User, element: HTMLElement, text: string) {
  await user.clear(element);
  await user.click(element);
  await user.paste(text);
}

const field = (label: RegExp) =>
  inMain().getByLabelText(label, { selector: 'input, textarea, select' });

/** The deposit limit's answer: a period and an amount typed in lira, "no limit now", or none. */
type LimitAnswer = { period: string; lira: string } | 'none' | null;

async function answerLimit(user: User, answer: LimitAnswer) {
  if (answer === null) return;
  const section = within(inMain().getByRole('group', { name: 'Yatırım limiti' }));
  if (answer === 'none') {
    await user.click(section.getByRole('radio', { name: 'Şimdilik limit yok' }));
    return;
  }
  await user.click(section.getByRole('radio', { name: 'Limit belirle' }));
  await user.selectOptions(section.getByLabelText(/^Dönem/), answer.period);
  await fill(user, section.getByLabelText(/^Tutar \(TRY\)/), answer.lira);
}

async function fillValidForm(user: User, limit: LimitAnswer = 'none') {
  await fill(user, await screen.findByLabelText(/^Ad/, { selector: 'input' }), 'Ayşe');
  await fill(user, field(/^Soyad/), 'Yılmaz');
  await fill(user, field(/^Doğum tarihi/), '1990-05-17');
  await fill(user, field(/^T\.C\. Kimlik No/), TCKN);
  await fill(user, field(/^Şehir/), 'İstanbul');
  await fill(user, field(/^Adres/), 'Bağdat Cad. 1');
  await fill(user, field(/^Kullanıcı adı/), 'ayse34');
  await fill(user, field(/^E-posta/), 'ayse@example.com');
  await fill(user, field(/^Cep telefonu/), '0532 123 45 67');
  await fill(user, field(/^Şifre \*/), 'Secret12');
  await fill(user, field(/^Şifre \(tekrar\)/), 'Secret12');
  await answerLimit(user, limit);
}

/** The server's one answer to every registration that passes validation. */
const RECEIVED =
  'Kaydınız alındı ve sonucunu e-posta adresinize gönderdik. Hesabınız açıldıysa kullanıcı adınız ve şifrenizle hemen giriş yapabilirsiniz; açılamadıysa nedenini e-postada bulursunuz.';

const submit = (user: User) => user.click(inMain().getByRole('button', { name: 'Üye Ol' }));

describe('registration', () => {
  it('shows the spec §5 messages under the fields they concern', async () => {
    const user = userEvent.setup({ delay: null });
    const register = vi.fn(async () => RECEIVED);
    renderSite('/register', { auth: { register } });

    await fillValidForm(user);
    await fill(user, field(/^T\.C\. Kimlik No/), '12345678901');
    await fill(user, field(/^Şifre \*/), 'abc');
    await fill(user, field(/^Şifre \(tekrar\)/), 'abd');
    await submit(user);

    expect(await screen.findByText('T.C. Kimlik Numarası Hatalı...')).toBeInTheDocument();
    expect(screen.getByText('Şifre en az 6 karakter olmalıdır')).toBeInTheDocument();
    expect(screen.getByText('Şifreler eşleşmiyor')).toBeInTheDocument();
    expect(screen.getByText('Kurallar Bölümü Seçilmelidir')).toBeInTheDocument();
    expect(field(/^T\.C\. Kimlik No/)).toHaveAttribute('aria-invalid', 'true');
    // The first field to fix has the focus, and how many there are is announced.
    await waitFor(() => expect(field(/^T\.C\. Kimlik No/)).toHaveFocus());
    expect(
      screen.getAllByRole('alert').some((alert) => /\d alan düzeltilmeli/.test(alert.textContent)),
    ).toBe(true);
    await fill(user, field(/^Şifre \*/), 'secret12');
    await user.tab();
    expect(await screen.findByText('Şifre en az bir büyük harf içermelidir')).toBeInTheDocument();
    await fill(user, field(/^Şifre \*/), 'Secretxx');
    await user.tab();
    expect(await screen.findByText('Şifre en az bir rakam içermelidir')).toBeInTheDocument();

    expect(register).not.toHaveBeenCalled();
  });

  it('offers Türkiye first and TRY as the currency, with the password hint', async () => {
    renderSite('/register');
    const country = await screen.findByLabelText(/^Ülke/, { selector: 'select' });
    expect(country).toHaveValue('TR');
    expect(country.querySelector('option')).toHaveTextContent('Türkiye');
    expect(field(/^Para birimi/)).toHaveValue('TRY');
    expect(screen.getByText(/küçük harf ve özel karakter/)).toBeInTheDocument();
    expect(field(/^Para birimi/)).toHaveDisplayValue('TRY – Türk lirası');
  });

  it('names the countries and the currency in English on the English form', async () => {
    renderSite('/register', { stored: { language: 'en' } });
    const country = await screen.findByLabelText(/^Country/, { selector: 'select' });
    expect(country).toHaveDisplayValue('Türkiye');
    expect(within(country).getByRole('option', { name: 'Germany' })).toBeInTheDocument();
    expect(within(country).queryByRole('option', { name: 'Almanya' })).toBeNull();
    expect(field(/^Currency/)).toHaveDisplayValue('TRY – Turkish Lira');
  });

  it("submits good values and shows the server's answer on the confirmation page", async () => {
    const user = userEvent.setup({ delay: null });
    const register = vi.fn(async () => RECEIVED);
    const { router } = renderSite('/register', { auth: { register } });

    await fillValidForm(user, { period: 'week', lira: '1.500' });
    await user.selectOptions(field(/^Ülke/), 'DE');
    await fill(user, field(/^Promosyon kodu/), 'HOSGELDIN');
    await user.click(inMain().getByLabelText(/SMS ile haberdar/));
    await user.click(inMain().getByLabelText(/genel kuralları/));
    await submit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/register-account-confirm'));
    expect(register).toHaveBeenCalledWith({
      firstname: 'Ayşe',
      lastname: 'Yılmaz',
      birthDate: '1990-05-17',
      tckn: TCKN,
      country: 'DE',
      city: 'İstanbul',
      address: 'Bağdat Cad. 1',
      currency: 'TRY',
      username: 'ayse34',
      email: 'ayse@example.com',
      phone: '5321234567',
      password: 'Secret12',
      passwordConfirm: 'Secret12',
      promoCode: 'HOSGELDIN',
      referenceNumber: '',
      smsOptIn: true,
      emailOptIn: false,
      rulesAccepted: true,
      // Typed in lira, sent in kuruş.
      depositLimit: { period: 'week', amount: 1_500_00 },
    });
    expect(await screen.findByText('Kaydın alındı')).toBeInTheDocument();
    // The same answer whether or not the username, e-mail or T.C. number was taken: it names
    // no username, and what happened goes to the e-mail address.
    const page = inMain();
    expect(
      await page.findByRole('heading', { level: 1, name: "Anka Casino'ya hoş geldin!" }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/ayse34/)).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(RECEIVED);
    expect(page.getByRole('heading', { level: 3, name: '1. Giriş yap' })).toBeInTheDocument();
    // The deposit limit was answered in the form: the tools to change it are one click away.
    expect(page.getByRole('heading', { level: 3, name: '4. Limitlerini yönet' })).toBeVisible();
    expect(page.getByRole('link', { name: 'Sorumlu oyun araçları' })).toHaveAttribute(
      'href',
      '/profile?tab=protection',
    );
  });

  it('asks for an answer to the deposit limit at its section, and sends nothing without one', async () => {
    const user = userEvent.setup({ delay: null });
    const register = vi.fn(async () => RECEIVED);
    const { router } = renderSite('/register', { auth: { register } });

    await fillValidForm(user, null);
    await user.click(inMain().getByLabelText(/genel kuralları/));
    const section = within(inMain().getByRole('group', { name: 'Yatırım limiti' }));
    // Nothing is chosen for the player.
    for (const radio of section.getAllByRole('radio')) expect(radio).not.toBeChecked();
    await submit(user);

    const none = section.getByRole('radio', { name: 'Şimdilik limit yok' });
    await waitFor(() =>
      expect(none).toHaveAccessibleDescription(
        'Bir yatırım limiti belirleyin ya da “Şimdilik limit yok”u seçin',
      ),
    );
    expect(none).toHaveAttribute('aria-invalid', 'true');
    // The choice is the first thing to fix: the keyboard lands on it.
    await waitFor(() =>
      expect(section.getByRole('radio', { name: 'Limit belirle' })).toHaveFocus(),
    );
    expect(register).not.toHaveBeenCalled();

    // A limit takes the protection page's rules and messages.
    await answerLimit(user, { period: 'day', lira: '0,50' });
    await submit(user);
    const amount = section.getByLabelText(/^Tutar \(TRY\)/);
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription('Limit ₺1 ile ₺10.000.000 arasında olmalıdır'),
    );
    expect(register).not.toHaveBeenCalled();

    await answerLimit(user, 'none');
    await submit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/register-account-confirm'));
    expect(register).toHaveBeenCalledWith(expect.objectContaining({ depositLimit: null }));
  });

  it("shows the server's refusal and stays on the form", async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderSite('/register', {
      auth: {
        register: async () => {
          throw Object.assign(
            new Error('Çok fazla deneme. Lütfen 5 dakika sonra tekrar deneyin.'),
            {
              kind: 'refused',
            },
          );
        },
      },
    });

    await fillValidForm(user);
    await user.click(inMain().getByLabelText(/genel kuralları/));
    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Çok fazla deneme');
    expect(router.state.location.pathname).toBe('/register');
  });

  it('a refused promo code shows its message at the promo code field', async () => {
    const user = userEvent.setup({ delay: null });
    const register = vi.fn(async () => {
      throw Object.assign(new Error('Geçersiz promosyon kodu'), {
        kind: 'refused',
        data: { field: 'promoCode' },
      });
    });
    const { router } = renderSite('/register', { auth: { register } });

    await fillValidForm(user);
    await fill(user, field(/^Promosyon kodu/), 'YOKBOYLE');
    await user.click(inMain().getByLabelText(/genel kuralları/));
    await submit(user);

    await waitFor(() =>
      expect(field(/^Promosyon kodu/)).toHaveAccessibleDescription('Geçersiz promosyon kodu'),
    );
    expect(field(/^Promosyon kodu/)).toHaveAttribute('aria-invalid', 'true');
    expect(register).toHaveBeenCalledWith(expect.objectContaining({ promoCode: 'YOKBOYLE' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(router.state.location.pathname).toBe('/register');
  });
});
