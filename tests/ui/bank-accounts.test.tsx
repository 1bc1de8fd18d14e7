import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FinanceApi } from '../../machines/ports.ts';
import type { BankAccountValues } from '../../machines/shared/finance.ts';
import { formatIban } from '../../machines/shared/validation/iban.ts';
import { renderSite, SIGNED_IN } from './harness.tsx';
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
  summaryWithCode,
  unknownBankIban,
  wrongCode,
  ziraat,
} from '../machines/finance/withdraw-fixtures.ts';

const SLOW = 20_000;
type User = ReturnType<typeof userEvent.setup>;

function openTab(finance: Partial<FinanceApi> = {}, language: 'tr' | 'en' = 'tr') {
  return renderSite('/profile?tab=bankAccounts', {
    stored: { ...SIGNED_IN, language },
    finance: {
      bankAccounts: async () => [ziraat, isBank],
      banks: async () => banks,
      summary: async () => summary,
      ...finance,
    },
  });
}

const section = (name = 'Banka hesaplarım') => screen.findByRole('region', { name });
const card = async (bank: string) => {
  const list = await screen.findByRole('list', { name: /banka hesapların|bank accounts/i });
  return within(list)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { name: bank }))!;
};

async function fillForm(user: User, values: Partial<BankAccountValues & { password: string }>) {
  const form = within(screen.getByRole('form'));
  const fields: [RegExp, string | undefined][] = [
    [/^(Hesap sahibi|Account holder)/, values.owner],
    [/^IBAN/, values.iban],
    [/^(Şube|Branch)/, values.branch],
    [/^(Hesap numarası|Account number)/, values.accountNumber],
    [/^(Mevcut şifre|Current password)/, values.password],
    [/^(Doğrulama kodu|Authenticator code)/, values.ga_code],
  ];
  for (const [label, value] of fields) {
    if (value === undefined) continue;
    const field = form.getByLabelText(label, { selector: 'input' });
    await user.clear(field);
    await user.type(field, value);
  }
}

describe('bank accounts in the profile', () => {
  it(
    'lists each account with owner, bank, branch, account number and the IBAN in groups of four',
    async () => {
      openTab();
      const ziraatCard = within(await card('Ziraat Bankası'));
      expect(ziraatCard.getByText('Ayşe Yılmaz')).toBeVisible();
      expect(ziraatCard.getByText('Kadıköy')).toBeVisible();
      expect(ziraatCard.getByText('12345678')).toBeVisible();
      expect(ziraatCard.getByText(formatIban(ziraat.iban))).toBeVisible();
      expect(formatIban(ziraat.iban)).toMatch(/^TR\d\d \d{4} \d{4} \d{4} \d{4} \d{4} \d{2}$/);
      expect(await card('Türkiye İş Bankası')).toBeDefined();
    },
    SLOW,
  );

  it(
    'says when there is no account, and offers a retry when the list cannot be read',
    async () => {
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
    },
    SLOW,
  );

  it(
    'copies the IBAN without spaces and the account number, and says when the browser refuses',
    async () => {
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
      expect(
        await screen.findByText('Seçilen alan kopyalanamadı. Lütfen tekrar deneyin'),
      ).toBeVisible();
    },
    SLOW,
  );

  it(
    'says the same in English when there is no clipboard at all',
    async () => {
      const user = userEvent.setup();
      openTab({}, 'en');
      const ziraatCard = within(await card('Ziraat Bankası'));
      vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
      await user.click(ziraatCard.getByRole('button', { name: 'Copy IBAN' }));
      expect(
        await screen.findByText('The selected field could not be copied. Please try again'),
      ).toBeVisible();
      vi.unstubAllGlobals();
    },
    SLOW,
  );

  it(
    'names the bank from the IBAN as the player types, and refuses an unknown bank or a wrong IBAN before sending',
    async () => {
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
    },
    SLOW,
  );

  it(
    'adds an account (IBAN shown in groups once typed) and says so',
    async () => {
      const user = userEvent.setup();
      const saveBankAccount = vi.fn(async () => garanti);
      openTab({ saveBankAccount });
      await user.click(await within(await section()).findByRole('button', { name: 'Hesap ekle' }));
      await fillForm(user, {
        owner: 'Ayşe Yılmaz',
        iban: garantiIban.toLowerCase(),
        branch: 'Moda',
        accountNumber: '55556666',
        password: 'Old12345',
      });
      expect(screen.getByLabelText(/^IBAN/)).toHaveValue(formatIban(garantiIban));
      await user.click(screen.getByRole('button', { name: 'Kaydet' }));
      expect(await screen.findByText('Banka hesabı eklendi')).toBeVisible();
      expect(saveBankAccount).toHaveBeenCalledWith({
        owner: 'Ayşe Yılmaz',
        branch: 'Moda',
        accountNumber: '55556666',
        iban: garantiIban,
        password: 'Old12345',
      });
      expect(await card('Garanti BBVA')).toBeDefined();
    },
    SLOW,
  );

  it(
    'asks for the authenticator code when it is on, and shows a wrong one at the code',
    async () => {
      const user = userEvent.setup();
      const saveBankAccount = vi.fn(async () => {
        throw wrongCode();
      });
      openTab({ saveBankAccount, summary: async () => summaryWithCode });
      await user.click(await within(await section()).findByRole('button', { name: 'Hesap ekle' }));
      await fillForm(user, {
        owner: 'Ayşe Yılmaz',
        iban: garantiIban,
        branch: 'Moda',
        accountNumber: '55556666',
        password: 'Old12345',
      });
      await user.click(screen.getByRole('button', { name: 'Kaydet' }));
      const code = screen.getByLabelText(/^Doğrulama kodu/);
      await waitFor(() => expect(code).toHaveAccessibleDescription('Zorunlu alan'));
      await fillForm(user, { ga_code: '12345' });
      await user.click(screen.getByRole('button', { name: 'Kaydet' }));
      await waitFor(() => expect(code).toHaveAccessibleDescription('Kod 6 haneli olmalıdır'));
      expect(saveBankAccount).not.toHaveBeenCalled();

      await fillForm(user, { ga_code: '123456' });
      await user.click(screen.getByRole('button', { name: 'Kaydet' }));
      await waitFor(() => expect(code).toHaveAccessibleDescription('Girdiğiniz kod hatalı'));
      expect(code).toHaveFocus();
      expect(saveBankAccount).toHaveBeenCalledWith(expect.objectContaining({ ga_code: '123456' }));
      // Nothing changed: the form keeps what was typed, no toast.
      expect(screen.getByLabelText(/^Şube/)).toHaveValue('Moda');
      expect(screen.queryByText('Banka hesabı eklendi')).toBeNull();
    },
    SLOW,
  );

  it.each([
    ['a duplicate IBAN at the IBAN', ibanTaken(), /^IBAN/],
    ['an owner who is not the player at the owner', ownerNotPlayer(), /^Hesap sahibi/],
    ['a wrong password at the password', refused('Mevcut şifreniz hatalı'), /^Mevcut şifre/],
  ])(
    'shows %s',
    async (_, error, field) => {
      const user = userEvent.setup();
      openTab({
        saveBankAccount: async () => {
          throw error;
        },
      });
      await user.click(await within(await section()).findByRole('button', { name: 'Hesap ekle' }));
      await fillForm(user, {
        owner: 'Ayşe Yılmaz',
        iban: garantiIban,
        branch: 'Moda',
        accountNumber: '55556666',
        password: 'Old12345',
      });
      await user.click(screen.getByRole('button', { name: 'Kaydet' }));
      const input = screen.getByLabelText(field, { selector: 'input' });
      await waitFor(() => expect(input).toHaveAccessibleDescription(error.message));
      expect(input).toHaveFocus();
      expect(input).toHaveAttribute('aria-invalid', 'true');
    },
    SLOW,
  );

  it(
    'edits an account and says it was updated',
    async () => {
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
      // The password is never prefilled: the change asks for it again.
      expect(screen.getByLabelText(/^Mevcut şifre/, { selector: 'input' })).toHaveValue('');
      await fillForm(user, { branch: 'Moda', password: 'Old12345' });
      await user.click(screen.getByRole('button', { name: 'Kaydet' }));
      expect(await screen.findByText('Banka hesabı güncellendi')).toBeVisible();
      expect(saveBankAccount).toHaveBeenCalledWith(
        expect.objectContaining({
          bankAccountID: ziraat.bankAccountID,
          branch: 'Moda',
          password: 'Old12345',
        }),
      );
      expect(within(await card('Ziraat Bankası')).getByText('Moda')).toBeVisible();
    },
    SLOW,
  );

  it(
    'deletes an account after a confirmation with the password, in English too',
    async () => {
      const user = userEvent.setup();
      const deleteBankAccount = vi.fn(async () => {});
      openTab({ deleteBankAccount }, 'en');
      const ziraatCard = within(await card('Ziraat Bankası'));
      await user.click(
        ziraatCard.getByRole('button', { name: 'Delete the Ziraat Bankası account' }),
      );
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
    },
    SLOW,
  );

  it(
    'keeps the account when the platform refuses to delete it, saying why in the dialog',
    async () => {
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
    },
    SLOW,
  );

  it(
    'says added and updated in English',
    async () => {
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
      await fillForm(user, {
        owner: 'Ayşe Yılmaz',
        iban: garantiIban,
        branch: 'Moda',
        accountNumber: '55556666',
        password: 'Old12345',
      });
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Bank account added')).toBeVisible();
      const garantiCard = within(await card('Garanti BBVA'));
      await user.click(garantiCard.getByRole('button', { name: 'Edit the Garanti BBVA account' }));
      await fillForm(user, { branch: 'Kadıköy', password: 'Old12345' });
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Bank account updated')).toBeVisible();
    },
    SLOW,
  );
});
