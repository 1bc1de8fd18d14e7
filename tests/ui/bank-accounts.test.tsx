import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AuthApi, FinanceApi } from '../../machines/ports.ts';
import type { BankAccountValues } from '../../machines/shared/finance.ts';
import { formatIban } from '../../machines/shared/validation/iban.ts';
import { expectCopyRefused, renderSite, SIGNED_IN } from './harness.tsx';
import {
  accountBusy,
  banks,
  garanti,
  garantiIban,
  ibanTaken,
  isBank,
  offline,
  ownerNotPlayer,
  refused,
  summary,
  unknownBankIban,
  wrongCode,
  ziraat,
} from '../machines/cashier/withdraw-fixtures.ts';
import { failingFirst } from '../fixtures/failing-first.ts';

type User = ReturnType<typeof userEvent.setup>;

function openTab(
  finance: Partial<FinanceApi> = {},
  language: 'tr' | 'en' = 'tr',
  auth: Partial<AuthApi> = {},
) {
  return renderSite('/profile?tab=bankAccounts', {
    stored: { ...SIGNED_IN, language },
    finance: {
      bankAccounts: async () => [ziraat, isBank],
      banks: async () => banks,
      summary: async () => summary,
      ...finance,
    },
    auth,
  });
}

const section = (name = 'Banka hesaplarım') => screen.findByRole('region', { name });
const card = async (bank: string) => {
  const list = await screen.findByRole('list', { name: /banka hesapların|bank accounts/i });
  return within(list)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { name: bank }))!;
};

async function fillForm(user: User, values: Partial<BankAccountValues>) {
  const form = within(screen.getByRole('form'));
  const fields: [RegExp, string | undefined][] = [
    [/^(Hesap sahibi|Account holder)/, values.owner],
    [/^IBAN/, values.iban],
    [/^(Şube|Branch)/, values.branch],
    [/^(Hesap numarası|Account number)/, values.accountNumber],
  ];
  for (const [label, value] of fields) {
    if (value === undefined) continue;
    const field = form.getByLabelText(label, { selector: 'input' });
    await user.clear(field);
    await user.type(field, value);
  }
}

const newGaranti = {
  owner: 'Ayşe Yılmaz',
  iban: garantiIban,
  branch: 'Moda',
  accountNumber: '55556666',
};

/** The step-up's dialog over the form, in Turkish or English. */
const stepUpDialog = () =>
  screen.findByRole('dialog', { name: /^(Banka hesabını onayla|Confirm your bank account)$/ });

/** Types the password (and the code) into the step-up and confirms it. */
async function confirmStepUp(user: User, values: { password: string; code?: string }) {
  const dialog = within(await stepUpDialog());
  const fields: [RegExp, string | undefined][] = [
    [/^(Mevcut şifre|Current password)/, values.password],
    [/^(Doğrulama uygulaması kodu|SMS kodu|Authenticator code|SMS code)/, values.code],
  ];
  for (const [label, value] of fields) {
    if (value === undefined) continue;
    const field = dialog.getByLabelText(label, { selector: 'input' });
    await user.clear(field);
    await user.type(field, value);
  }
  await user.click(dialog.getByRole('button', { name: /^(Onayla|Confirm)$/ }));
}

describe('bank accounts in the profile', () => {
  it('lists each account with owner, bank, branch, account number and the IBAN in groups of four', async () => {
    openTab();
    const ziraatCard = within(await card('Ziraat Bankası'));
    expect(ziraatCard.getByText('Ayşe Yılmaz')).toBeVisible();
    expect(ziraatCard.getByText('Kadıköy')).toBeVisible();
    expect(ziraatCard.getByText('12345678')).toBeVisible();
    expect(ziraatCard.getByText(formatIban(ziraat.iban))).toBeVisible();
    expect(formatIban(ziraat.iban)).toMatch(/^TR\d\d \d{4} \d{4} \d{4} \d{4} \d{4} \d{2}$/);
    expect(await card('Türkiye İş Bankası')).toBeDefined();
  });

  it('says when there is no account, and offers a retry when the list cannot be read', async () => {
    const user = userEvent.setup();
    let fail = true;
    openTab({
      bankAccounts: async () => {
        if (fail) throw offline();
        return [];
      },
    });
    const inSection = within(await section());
    expect(await inSection.findByText('Banka hesapların yüklenemedi.')).toBeVisible();
    fail = false;
    await user.click(inSection.getByRole('button', { name: 'Tekrar dene' }));
    expect(await inSection.findByText('Kayıtlı banka hesabın yok.')).toBeVisible();
  });

  it('copies the IBAN without spaces and the account number, and says when the browser refuses', async () => {
    const user = userEvent.setup();
    openTab();
    const ziraatCard = within(await card('Ziraat Bankası'));
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(ziraatCard.getByRole('button', { name: 'IBAN kopyala' }));
    expect(writeText).toHaveBeenLastCalledWith(ziraat.iban);
    expect(await screen.findByText('Kopyalandı')).toBeVisible();

    writeText.mockRejectedValue(new Error('denied'));
    await user.click(ziraatCard.getByRole('button', { name: 'Hesap numarası kopyala' }));
    expect(writeText).toHaveBeenLastCalledWith('12345678');
    await expectCopyRefused();
  });

  it('says the same in English when there is no clipboard at all', async () => {
    const user = userEvent.setup();
    openTab({}, 'en');
    const ziraatCard = within(await card('Ziraat Bankası'));
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    await user.click(ziraatCard.getByRole('button', { name: 'Copy IBAN' }));
    await expectCopyRefused('en');
    vi.unstubAllGlobals();
  });

  it('names the bank from the IBAN as the player types, and refuses an unknown bank or a wrong IBAN before sending', async () => {
    const user = userEvent.setup();
    const saveBankAccount = vi.fn(async () => garanti);
    openTab({ saveBankAccount });
    await user.click(await within(await section()).findByRole('button', { name: 'Hesap ekle' }));
    const iban = await screen.findByLabelText(/^IBAN/);
    await user.type(iban, 'TR12 0006');
    expect(iban).toHaveAccessibleDescription(/TR ile başlayan 26 karakter/);
    await user.type(iban, '2');
    expect(iban).toHaveAccessibleDescription('Banka: Garanti BBVA');

    await user.clear(iban);
    await user.type(iban, unknownBankIban);
    expect(iban).toHaveAccessibleDescription(
      'Bu IBAN’daki banka kodu tanınmıyor. Lütfen IBAN’ı kontrol edin.',
    );

    await fillForm(user, {
      owner: 'Ayşe Yılmaz',
      branch: 'Moda',
      accountNumber: '55556666',
      iban: garantiIban.replace(/^TR\d\d/, 'TR00'),
    });
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText(/Geçerli bir TR IBAN girin/)).toBeVisible();
    expect(saveBankAccount).not.toHaveBeenCalled();
  });

  it('adds an account (IBAN shown in groups once typed) after the password, and says so', async () => {
    const user = userEvent.setup();
    const saveBankAccount = vi.fn(async () => garanti);
    openTab({ saveBankAccount });
    await user.click(await within(await section()).findByRole('button', { name: 'Hesap ekle' }));
    const form = within(screen.getByRole('form'));
    // The form asks the account alone: the password comes in the step-up.
    expect(form.queryByLabelText(/^Mevcut şifre/)).toBeNull();
    await fillForm(user, { ...newGaranti, iban: garantiIban.toLowerCase() });
    expect(screen.getByLabelText(/^IBAN/)).toHaveValue(formatIban(garantiIban));
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    const dialog = await stepUpDialog();
    expect(dialog).toHaveAccessibleDescription(
      'Güvenliğin için şifreni gir. Çekimler yalnızca kendi adına açılmış hesaplara ödenir.',
    );
    // Nothing is sent without the password.
    await user.click(within(dialog).getByRole('button', { name: 'Onayla' }));
    const password = within(dialog).getByLabelText(/^Mevcut şifre/, { selector: 'input' });
    await waitFor(() => expect(password).toHaveAccessibleDescription('Zorunlu alan'));
    expect(saveBankAccount).not.toHaveBeenCalled();
    await confirmStepUp(user, { password: 'Old12345' });
    expect(await screen.findByText('Banka hesabı eklendi')).toBeVisible();
    expect(saveBankAccount).toHaveBeenCalledWith({
      owner: 'Ayşe Yılmaz',
      branch: 'Moda',
      accountNumber: '55556666',
      iban: garantiIban,
      password: 'Old12345',
    });
    expect(await card('Garanti BBVA')).toBeDefined();
  });

  it('asks the authenticator code when it is on, and asks again when the platform refuses it', async () => {
    const user = userEvent.setup();
    const saveBankAccount = vi.fn(failingFirst([wrongCode()], () => garanti));
    openTab(
      { saveBankAccount, summary: async () => ({ ...summary, authenticatorRequired: true }) },
      'tr',
      { stepUpFactor: async () => 'authenticator' },
    );
    await user.click(await within(await section()).findByRole('button', { name: 'Hesap ekle' }));
    await fillForm(user, newGaranti);
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    const dialog = within(await stepUpDialog());
    const code = dialog.getByLabelText(/^Doğrulama uygulaması kodu/, { selector: 'input' });
    await confirmStepUp(user, { password: 'Old12345' });
    await waitFor(() => expect(code).toHaveAccessibleDescription('Zorunlu alan'));
    await confirmStepUp(user, { password: 'Old12345', code: '12345' });
    await waitFor(() => expect(code).toHaveAccessibleDescription('Kod 6 haneli olmalıdır'));
    expect(saveBankAccount).not.toHaveBeenCalled();

    await confirmStepUp(user, { password: 'Old12345', code: '123456' });
    expect(await within(await stepUpDialog()).findByText('Girdiğiniz kod hatalı')).toBeVisible();
    expect(saveBankAccount).toHaveBeenCalledWith(
      expect.objectContaining({ password: 'Old12345', ga_code: '123456' }),
    );
    expect(screen.queryByText('Banka hesabı eklendi')).toBeNull();
    await confirmStepUp(user, { password: 'Old12345', code: '654321' });
    expect(await screen.findByText('Banka hesabı eklendi')).toBeVisible();
    expect(saveBankAccount).toHaveBeenLastCalledWith(
      expect.objectContaining({ iban: garantiIban, ga_code: '654321' }),
    );
  });

  it('sends an SMS code for the bank account when SMS is the factor, and saves with it', async () => {
    const user = userEvent.setup();
    const saveBankAccount = vi.fn(async () => garanti);
    const sendStepUpSms = vi.fn(async () => {});
    openTab({ saveBankAccount }, 'tr', { stepUpFactor: async () => 'sms', sendStepUpSms });
    await user.click(await within(await section()).findByRole('button', { name: 'Hesap ekle' }));
    await fillForm(user, newGaranti);
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    const dialog = within(await stepUpDialog());
    await user.click(dialog.getByRole('button', { name: 'SMS kodu gönder' }));
    expect(
      await dialog.findByText('Kod telefonuna gönderildi. 5 dakika geçerlidir.'),
    ).toBeVisible();
    expect(sendStepUpSms).toHaveBeenCalledWith('bank-account');
    await confirmStepUp(user, { password: 'Old12345', code: '246810' });
    expect(await screen.findByText('Banka hesabı eklendi')).toBeVisible();
    expect(saveBankAccount).toHaveBeenCalledWith(
      expect.objectContaining({ password: 'Old12345', ga_code: '246810' }),
    );
  });

  it('asks for the factor the player has when saving, not the one of the loaded page', async () => {
    const user = userEvent.setup();
    // The page loaded with the authenticator; a passkey was added in another tab since.
    const stepUpFactor = vi.fn(async () => 'passkey' as const);
    openTab({ summary: async () => ({ ...summary, authenticatorRequired: true }) }, 'tr', {
      stepUpFactor,
    });
    await user.click(await within(await section()).findByRole('button', { name: 'Hesap ekle' }));
    await fillForm(user, newGaranti);
    expect(stepUpFactor).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    const dialog = within(await stepUpDialog());
    expect(dialog.getByRole('button', { name: 'Passkey ile onayla' })).toHaveFocus();
    expect(dialog.queryByLabelText(/^Mevcut şifre/, { selector: 'input' })).toBeNull();
    expect(stepUpFactor).toHaveBeenCalledTimes(1);
  });

  it('keeps the form as typed when the step-up is cancelled, and saves nothing', async () => {
    const user = userEvent.setup();
    const saveBankAccount = vi.fn(async () => garanti);
    openTab({ saveBankAccount });
    await user.click(await within(await section()).findByRole('button', { name: 'Hesap ekle' }));
    await fillForm(user, newGaranti);
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await user.click(within(await stepUpDialog()).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText(/^Şube/)).toHaveValue('Moda');
    expect(screen.getByLabelText(/^Hesap sahibi/)).toHaveValue('Ayşe Yılmaz');
    expect(saveBankAccount).not.toHaveBeenCalled();
  });

  it('asks the password again when the platform refuses it, saying why in the dialog', async () => {
    const user = userEvent.setup();
    openTab({
      saveBankAccount: async () => {
        throw refused('Mevcut şifreniz hatalı');
      },
    });
    await user.click(await within(await section()).findByRole('button', { name: 'Hesap ekle' }));
    await fillForm(user, newGaranti);
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await confirmStepUp(user, { password: 'Yanlis1234' });
    const dialog = within(await stepUpDialog());
    expect(await dialog.findByRole('alert')).toHaveTextContent('Mevcut şifreniz hatalı');
    // A new dialog: the wrong password is not kept.
    expect(dialog.getByLabelText(/^Mevcut şifre/, { selector: 'input' })).toHaveValue('');
  });

  it.each([
    ['a duplicate IBAN at the IBAN', ibanTaken(), /^IBAN/],
    ['an owner who is not the player at the owner', ownerNotPlayer(), /^Hesap sahibi/],
  ])('shows %s', async (_, error, field) => {
    const user = userEvent.setup();
    openTab({
      saveBankAccount: async () => {
        throw error;
      },
    });
    await user.click(await within(await section()).findByRole('button', { name: 'Hesap ekle' }));
    await fillForm(user, newGaranti);
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await confirmStepUp(user, { password: 'Old12345' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const input = screen.getByLabelText(field, { selector: 'input' });
    await waitFor(() => expect(input).toHaveAccessibleDescription(error.message));
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits an account and says it was updated', async () => {
    const user = userEvent.setup();
    const saveBankAccount = vi.fn(async (values: BankAccountValues) => ({
      ...ziraat,
      branch: values.branch,
    }));
    openTab({ saveBankAccount });
    const ziraatCard = within(await card('Ziraat Bankası'));
    await user.click(ziraatCard.getByRole('button', { name: 'Ziraat Bankası hesabını düzenle' }));
    expect(await screen.findByRole('form', { name: 'Banka hesabını düzenle' })).toBeVisible();
    expect(screen.getByLabelText(/^IBAN/)).toHaveValue(ziraat.iban);
    await fillForm(user, { branch: 'Moda' });
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    // The change asks the password again, in a dialog never prefilled.
    const password = within(await stepUpDialog()).getByLabelText(/^Mevcut şifre/, {
      selector: 'input',
    });
    expect(password).toHaveValue('');
    await confirmStepUp(user, { password: 'Old12345' });
    expect(await screen.findByText('Banka hesabı güncellendi')).toBeVisible();
    expect(saveBankAccount).toHaveBeenCalledWith(
      expect.objectContaining({
        bankAccountID: ziraat.bankAccountID,
        branch: 'Moda',
        password: 'Old12345',
      }),
    );
    expect(within(await card('Ziraat Bankası')).getByText('Moda')).toBeVisible();
  });

  it('deletes an account after a confirmation with the password, in English too', async () => {
    const user = userEvent.setup();
    const deleteBankAccount = vi.fn(async () => {});
    openTab({ deleteBankAccount }, 'en');
    const ziraatCard = within(await card('Ziraat Bankası'));
    await user.click(ziraatCard.getByRole('button', { name: 'Delete the Ziraat Bankası account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this bank account?' });
    expect(within(dialog).getByText(new RegExp(formatIban(ziraat.iban)))).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    const password = within(dialog).getByLabelText(/^Current password/, { selector: 'input' });
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(deleteBankAccount).not.toHaveBeenCalled();
    await user.type(password, 'Old12345');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('Bank account deleted')).toBeVisible();
    expect(deleteBankAccount).toHaveBeenCalledWith(ziraat.bankAccountID, {
      password: 'Old12345',
    });
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Ziraat Bankası' })).toBeNull(),
    );
  });

  it('keeps the account when the platform refuses to delete it, saying why in the dialog', async () => {
    const user = userEvent.setup();
    openTab({
      deleteBankAccount: async () => {
        throw accountBusy();
      },
    });
    const ziraatCard = within(await card('Ziraat Bankası'));
    await user.click(ziraatCard.getByRole('button', { name: 'Ziraat Bankası hesabını sil' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(
      within(dialog).getByLabelText(/^Mevcut şifre/, { selector: 'input' }),
      'Old12345',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Hesabı sil' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(accountBusy().message);
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await card('Ziraat Bankası')).toBeDefined();
  });

  it('confirms and says added and updated in English', async () => {
    const user = userEvent.setup();
    openTab(
      {
        saveBankAccount: async (values) => ({
          ...garanti,
          ...values,
          bankAccountID: values.bankAccountID ?? 13,
        }),
      },
      'en',
    );
    await user.click(
      await within(await section('My bank accounts')).findByRole('button', {
        name: 'Add account',
      }),
    );
    await fillForm(user, newGaranti);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await stepUpDialog()).toHaveAccessibleDescription(
      'For your safety, enter your password. Withdrawals are paid only to accounts in your own name.',
    );
    await confirmStepUp(user, { password: 'Old12345' });
    expect(await screen.findByText('Bank account added')).toBeVisible();
    const garantiCard = within(await card('Garanti BBVA'));
    await user.click(garantiCard.getByRole('button', { name: 'Edit the Garanti BBVA account' }));
    await fillForm(user, { branch: 'Kadıköy' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await confirmStepUp(user, { password: 'Old12345' });
    expect(await screen.findByText('Bank account updated')).toBeVisible();
  });
});
