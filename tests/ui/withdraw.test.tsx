import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FinanceApi } from '../../machines/ports.ts';
import {
  TRANSACTION_STATUS,
  type TransactionQuery,
  type WithdrawRequest,
} from '../../machines/shared/finance.ts';
import { renderSite, SIGNED_IN, type TestWorld } from './harness.tsx';
import {
  bankTransfer,
  insufficientFunds,
  isBank,
  methods,
  offline,
  papara,
  summary,
  summaryBlock,
  summaryForfeit,
  summaryWithCode,
  validityDate,
  walletNumber,
  withdrawal,
  ziraat,
} from '../machines/cashier/withdraw-fixtures.ts';

type User = ReturnType<typeof userEvent.setup>;

/** The page over these answers; `world` is used as is, so a test can change the balance later. */
function openPage(finance: Partial<FinanceApi> = {}, world: TestWorld = {}) {
  world.stored = SIGNED_IN;
  world.finance = {
    cashMethods: async () => methods,
    summary: async () => summary,
    bankAccounts: async () => [ziraat, isBank],
    ...finance,
  };
  return renderSite('/withdraw', world);
}

const wizard = () => screen.getByRole('region', { name: 'Para çekme talebi' });
const headerBalance = () => screen.getByRole('status', { name: 'Bakiye' });
const next = (user: User) => user.click(within(wizard()).getByRole('button', { name: 'Devam' }));

async function toAmount(user: User) {
  await user.click(await screen.findByRole('button', { name: bankTransfer.name }));
  await user.click(await screen.findByRole('button', { name: /^Ziraat Bankası/ }));
  return screen.findByLabelText(/^Tutar/);
}

async function toReview(user: User, options: { code?: string } = {}) {
  await user.type(await toAmount(user), '500');
  await next(user);
  await user.type(await screen.findByLabelText(/geçerlilik tarihi/), validityDate);
  await next(user);
  await user.type(await screen.findByLabelText(/^Not/), 'Maaş');
  await next(user);
  if (options.code) {
    await user.type(await screen.findByLabelText(/^Doğrulama kodu/), options.code);
    await next(user);
  }
  return screen.findByRole('button', { name: 'Para çekme talebini gönder' });
}

describe('withdraw page', () => {
  it('withdraws to a saved account: the amount is held, the balance and the list are read again', async () => {
    const user = userEvent.setup();
    const world: TestWorld = { balance: 250_000 };
    const withdraw = vi.fn(async (_: WithdrawRequest) => withdrawal({ id: 777, amount: 50_000 }));
    const transactions = vi.fn(async ({ limit, offset }: TransactionQuery) => ({
      items: withdraw.mock.calls.length ? [withdrawal({ id: 777, amount: 50_000 })] : [],
      pagination: { limit, offset, total: withdraw.mock.calls.length },
    }));
    openPage({ withdraw, transactions }, world);
    expect(await screen.findByText('₺2.000,00')).toBeVisible();
    expect(
      await screen.findByText('Belirlediğiniz kriterlere göre sonuç bulunamadı.'),
    ).toBeVisible();

    world.balance = 200_000;
    await user.click(await toReview(user));
    expect(await screen.findByText('Para çekme talebin alındı')).toBeVisible();
    expect(
      screen.getByText('Tutar bakiyenden düşüldü ve operatör ödeyene kadar bekletiliyor.'),
    ).toBeVisible();
    expect(withdraw).toHaveBeenCalledWith({
      methodID: bankTransfer.id,
      amount: 50_000,
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      bankAccountID: ziraat.bankAccountID,
      validityDate,
      note: 'Maaş',
    });
    // The header's balance is read again, and the new withdrawal is in the list, pending.
    await waitFor(() => expect(headerBalance()).toHaveTextContent('₺2.000,00'));
    const history = screen.getByRole('region', { name: 'Para çekme taleplerim' });
    expect(await within(history).findByText('Beklemede')).toBeVisible();
    expect(transactions).toHaveBeenLastCalledWith({ limit: 10, offset: 0, searchCategory: 3 });
  });

  it('refuses an amount outside the range or over the withdrawable balance before sending', async () => {
    const user = userEvent.setup();
    openPage();
    const amount = await toAmount(user);
    expect(screen.getByText(/Çekilebilir:/)).toHaveTextContent('₺2.000,00');
    await user.type(amount, '99');
    await next(user);
    expect(
      await screen.findByText('Girdiğiniz tutar minimum ve maksimum aralığında değil'),
    ).toBeVisible();
    await user.clear(amount);
    await user.type(amount, '2.000,01');
    await next(user);
    expect(await screen.findByText('Bu tutar çekilebilir bakiyenden fazla.')).toBeVisible();
    expect(within(wizard()).getByRole('heading', { level: 2, name: 'Tutar' })).toBeVisible();
  });

  it('asks for the identity card validity date and refuses a past one', async () => {
    const user = userEvent.setup();
    openPage();
    await user.type(await toAmount(user), '500');
    await next(user);
    const date = await screen.findByLabelText(/geçerlilik tarihi/);
    await next(user);
    expect(await screen.findByText('Lütfen son T.C. geçerlilik tarihini girin.')).toBeVisible();
    await user.type(date, '2020-01-31');
    await next(user);
    expect(await screen.findByText('Kimlik kartınızın geçerlilik tarihi geçmiş.')).toBeVisible();
  });

  it('shows a refusal as a negative notice for exactly 1 s and on the review, and a retry is a new attempt', async () => {
    const user = userEvent.setup();
    const withdraw = vi
      .fn<FinanceApi['withdraw']>()
      .mockRejectedValueOnce(insufficientFunds())
      .mockResolvedValue(withdrawal());
    const { runtime } = openPage({ withdraw });
    const show = vi.spyOn(runtime.notify, 'show');
    await user.click(await toReview(user));
    expect(await within(wizard()).findByRole('alert')).toHaveTextContent(
      insufficientFunds().message,
    );
    expect(show).toHaveBeenCalledWith(insufficientFunds().message, {
      variant: 'error',
      autoHideMs: 1000,
    });
    expect(screen.queryByText('Lütfen Bekleyiniz...')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Para çekme talebini gönder' }));
    expect(await screen.findByText('Para çekme talebin alındı')).toBeVisible();
    const [first, second] = withdraw.mock.calls.map(([request]) => request.idempotencyKey);
    expect(second).not.toBe(first);
  });

  it("says 'Lütfen Bekleyiniz...' while sending, and sends the same key again after no answer", async () => {
    const user = userEvent.setup();
    let fail: (error: unknown) => void = () => {};
    const withdraw = vi
      .fn<FinanceApi['withdraw']>()
      .mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)))
      .mockResolvedValue(withdrawal());
    openPage({ withdraw });
    await user.click(await toReview(user));
    expect(await screen.findByText('Lütfen Bekleyiniz...')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Para çekme talebini gönder' })).toBeDisabled();
    fail(offline());
    expect(await within(wizard()).findByRole('alert')).toHaveTextContent('İşlem Başarısız');
    await user.click(screen.getByRole('button', { name: 'Para çekme talebini gönder' }));
    expect(await screen.findByText('Para çekme talebin alındı')).toBeVisible();
    const [first, second] = withdraw.mock.calls.map(([request]) => request.idempotencyKey);
    expect(second).toBe(first);
  });

  it('asks the authenticator code every time and never keeps it', async () => {
    const user = userEvent.setup();
    const withdraw = vi.fn(async (_: WithdrawRequest) => withdrawal());
    openPage({ withdraw, summary: async () => summaryWithCode });
    await user.type(await toAmount(user), '500');
    await next(user);
    await user.type(await screen.findByLabelText(/geçerlilik tarihi/), validityDate);
    await next(user);
    await next(user);
    expect(await screen.findByRole('heading', { name: 'Doğrulama kodu' })).toBeVisible();
    await user.type(screen.getByLabelText(/^Doğrulama kodu/), '654321');
    await next(user);
    await screen.findByRole('button', { name: 'Para çekme talebini gönder' });
    expect(window.localStorage.getItem('withdrawDraft')).not.toContain('654321');
    await user.click(screen.getByRole('button', { name: 'Para çekme talebini gönder' }));
    await screen.findByText('Para çekme talebin alındı');
    expect(withdraw).toHaveBeenCalledWith(expect.objectContaining({ ga_code: '654321', note: '' }));
  });

  it('pays a wallet method to the wallet number the player types', async () => {
    const user = userEvent.setup();
    const withdraw = vi.fn(async (_: WithdrawRequest) => withdrawal());
    openPage({ withdraw });
    await user.click(await screen.findByRole('button', { name: papara.name }));
    const wallet = await screen.findByLabelText(/^Cüzdan numarası/);
    await user.type(wallet, '12');
    await next(user);
    expect(await screen.findByText('Geçerli bir cüzdan numarası girin')).toBeVisible();
    await user.clear(wallet);
    await user.type(wallet, walletNumber);
    await next(user);
    await user.type(await screen.findByLabelText(/^Tutar/), '500');
    await next(user);
    await user.type(await screen.findByLabelText(/geçerlilik tarihi/), validityDate);
    await next(user);
    await next(user);
    expect(await within(wizard()).findByText(walletNumber)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Para çekme talebini gönder' }));
    await screen.findByText('Para çekme talebin alındı');
    expect(withdraw).toHaveBeenCalledWith(
      expect.objectContaining({ methodID: papara.id, walletNumber }),
    );
  });

  it('comes back after a reload where the player left, with what was typed', async () => {
    const user = userEvent.setup();
    openPage();
    await user.type(await toAmount(user), '750');
    await next(user);
    await screen.findByLabelText(/geçerlilik tarihi/);
    cleanup();

    openPage();
    await screen.findByRole('region', { name: 'Para çekme talebi' });
    expect(
      await within(wizard()).findByRole('heading', {
        level: 2,
        name: 'Kimlik geçerlilik tarihi',
      }),
    ).toBeVisible();
    await user.click(within(wizard()).getByRole('button', { name: 'Geri' }));
    expect(await screen.findByLabelText(/^Tutar/)).toHaveValue('750');
  });

  it("does not show another player's half-finished withdrawal", async () => {
    window.localStorage.setItem(
      'withdrawDraft',
      JSON.stringify({
        uid: 'someone-else',
        draft: {
          version: 1,
          methodID: bankTransfer.id,
          bankAccountID: ziraat.bankAccountID,
          amount: 50_000,
          validityDate,
          note: 'x',
        },
      }),
    );
    openPage();
    await screen.findByRole('region', { name: 'Para çekme talebi' });
    expect(
      await within(wizard()).findByRole('heading', { level: 2, name: 'Yöntem seç' }),
    ).toBeVisible();
    expect(window.localStorage.getItem('withdrawDraft')).toBeNull();
  });

  it('keeps a favourite heart when saved and puts it back when refused, without holding the wizard', async () => {
    const user = userEvent.setup();
    const setFavoriteMethod = vi
      .fn<FinanceApi['setFavoriteMethod']>()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(offline());
    openPage({ setFavoriteMethod });
    const heart = await screen.findByRole('button', { name: 'Papara favorilere ekle' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(setFavoriteMethod).toHaveBeenCalledWith(papara.id, true);
    const removal = await screen.findByRole('button', { name: 'Papara favorilerden çıkar' });
    await waitFor(() => expect(removal).toBeEnabled());
    await user.click(removal);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Papara favori/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(setFavoriteMethod).toHaveBeenLastCalledWith(papara.id, false);
  });

  it('shows the withdrawals once the wizard has its first step or its failure, so nothing above them moves', async () => {
    const waiting: ((answer: typeof methods) => void)[] = [];
    openPage({
      cashMethods: () => new Promise((resolve) => waiting.push(resolve)),
      transactions: async ({ limit, offset }: TransactionQuery) => ({
        items: [withdrawal({ id: 1, amount: 75_000 })],
        pagination: { limit, offset, total: 1 },
      }),
    });
    expect(await screen.findByRole('region', { name: 'Para çekme talebi' })).toBeVisible();
    await waitFor(() => expect(waiting).not.toHaveLength(0));
    expect(screen.queryByRole('region', { name: 'Para çekme taleplerim' })).toBeNull();
    for (const answer of waiting) answer(methods);
    expect(await screen.findByRole('button', { name: bankTransfer.name })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Para çekme taleplerim' })).toBeVisible();
    cleanup();

    openPage({ cashMethods: async () => Promise.reject(offline()) });
    expect(await screen.findByRole('button', { name: 'Tekrar dene' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Para çekme taleplerim' })).toBeVisible();
  });

  it('lists the withdrawals with their status and account, shows more, and cancels a pending one', async () => {
    const user = userEvent.setup();
    const world: TestWorld = { balance: 250_000 };
    const first = [
      withdrawal({ id: 1, amount: 75_000 }),
      ...Array.from({ length: 9 }, (_, i) =>
        withdrawal({
          id: i + 2,
          amount: 1_000 * (i + 2),
          transaction_status: TRANSACTION_STATUS.completed,
        }),
      ),
    ];
    const transactions = vi.fn(async ({ limit, offset }: TransactionQuery) => ({
      items:
        offset === 0
          ? first
          : [
              withdrawal({
                id: 11,
                amount: 11_000,
                transaction_status: TRANSACTION_STATUS.rejected,
                reason: 'IBAN eşleşmedi',
              }),
            ],
      pagination: { limit, offset, total: 11 },
    }));
    const cancelWithdrawal = vi.fn(async (id: number) =>
      withdrawal({ id, transaction_status: TRANSACTION_STATUS.cancelled }),
    );
    openPage({ transactions, cancelWithdrawal }, world);
    const history = await screen.findByRole('region', { name: 'Para çekme taleplerim' });
    expect(await within(history).findAllByText('Tamamlandı')).toHaveLength(9);
    expect(within(history).getAllByText(/Ziraat Bankası · TR\*\*/)).toHaveLength(10);
    await user.click(within(history).getByRole('button', { name: 'Daha fazla göster' }));
    expect(await within(history).findByText('Reddedildi')).toBeVisible();
    expect(within(history).getByText('Neden: IBAN eşleşmedi')).toBeVisible();
    expect(within(history).queryByRole('button', { name: 'Daha fazla göster' })).toBeNull();
    // Only the pending one can be cancelled (the operator allows it).
    const cancels = within(history).getAllByRole('button', { name: /iptal et$/ });
    expect(cancels).toHaveLength(1);

    world.balance = 325_000;
    await user.click(cancels[0]!);
    const dialog = await screen.findByRole('dialog', {
      name: 'Para çekme talebi iptal edilsin mi?',
    });
    expect(within(dialog).getByText(/₺750,00/)).toBeVisible();
    expect(cancelWithdrawal).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Talebi iptal et' }));
    expect(
      await screen.findByText('Para çekme talebin iptal edildi, tutar bakiyene geri eklendi.'),
    ).toBeVisible();
    expect(cancelWithdrawal).toHaveBeenCalledWith(1, expect.stringMatching(/^[0-9a-f-]{36}$/));
    await waitFor(() => expect(headerBalance()).toHaveTextContent('₺3.250,00'));
    await waitFor(() => expect(transactions).toHaveBeenCalledTimes(3));
  });

  it('offers no cancel where the operator does not allow it', async () => {
    openPage({
      summary: async () => ({ ...summary, canCancelWithdrawal: false }),
      transactions: async ({ limit, offset }) => ({
        items: [withdrawal({ id: 1 })],
        pagination: { limit, offset, total: 1 },
      }),
    });
    const history = await screen.findByRole('region', { name: 'Para çekme taleplerim' });
    expect(await within(history).findByText('Beklemede')).toBeVisible();
    await screen.findByRole('button', { name: bankTransfer.name });
    expect(within(history).queryByRole('button', { name: /iptal et$/ })).toBeNull();
  });

  it('speaks English', async () => {
    const user = userEvent.setup();
    renderSite('/withdraw', {
      stored: { ...SIGNED_IN, language: 'en' },
      finance: {
        cashMethods: async () => methods,
        summary: async () => summary,
        bankAccounts: async () => [ziraat],
        withdraw: async () => withdrawal(),
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Choose a method' })).toBeVisible();
    expect(screen.getByText('Withdrawable balance').closest('dl')).toHaveTextContent(
      'Withdrawable balance₺2,000.00Cash balance₺2,500.00',
    );
    await user.click(screen.getByRole('button', { name: bankTransfer.name }));
    expect(await screen.findByText('Choose the bank account to be paid.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^Ziraat Bankası/ }));
    await user.type(await screen.findByLabelText(/^Amount/), '500');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText(/validity date/), validityDate);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Send withdrawal request' }));
    expect(
      await screen.findByText(
        'The amount has left your balance and is held until the operator pays it.',
      ),
    ).toBeVisible();
  });
});

describe('withdraw page: an active bonus', () => {
  it("rule 'forfeit': an alert says what is lost; the tick lets the player on and goes with the request", async () => {
    const user = userEvent.setup();
    const withdraw = vi.fn(async (_: WithdrawRequest) => withdrawal({ id: 778, amount: 50_000 }));
    openPage({ summary: async () => summaryForfeit, withdraw });
    await screen.findByRole('region', { name: 'Para çekme talebi' });
    const alert = await within(wizard()).findByRole('alert');
    expect(
      within(alert).getByRole('heading', { level: 3, name: 'Aktif bir bonusun var' }),
    ).toBeVisible();
    // The cash the withdrawal comes from is named so, with the bonus beside it as the header has.
    const balances = within(wizard()).getByText('Çekilebilir bakiye').closest('dl')!;
    expect(balances).toHaveTextContent(
      'Çekilebilir bakiye₺2.000,00Nakit bakiye₺2.500,00Bonus bakiyesi₺150,00',
    );
    expect(alert).toHaveTextContent(
      'Para çekersen Hoş geldin bonusu iptal edilir: kalan ₺150,00 bonus bakiyesi',
    );
    expect(alert).toHaveTextContent('Kalan çevrim: ₺2.500,00');
    const go = within(wizard()).getByRole('button', { name: 'Devam' });
    expect(go).toBeDisabled();
    await user.click(
      screen.getByRole('checkbox', {
        name: 'Para çekince bonusun iptal edileceğini kabul ediyorum',
      }),
    );
    await next(user);
    await user.click(await toReview(user));
    await waitFor(() => expect(withdraw).toHaveBeenCalledTimes(1));
    expect(withdraw.mock.calls[0]![0]).toMatchObject({
      amount: 50_000,
      acceptBonusForfeit: true,
    });
  });

  it("rule 'block': no form, the wagering left, and a look again that lets the player on once done", async () => {
    const user = userEvent.setup();
    let answer = summaryBlock;
    openPage({ summary: async () => answer });
    await screen.findByRole('region', { name: 'Para çekme talebi' });
    const alert = await within(wizard()).findByRole('alert');
    expect(
      within(alert).getByRole('heading', {
        level: 3,
        name: 'Çevrim bitmeden para çekilemez',
      }),
    ).toBeVisible();
    expect(alert).toHaveTextContent('Çevrim: ₺1.500,00 / ₺4.000,00 (%37)');
    expect(within(wizard()).queryByRole('textbox')).toBeNull();
    expect(within(wizard()).queryByRole('button', { name: bankTransfer.name })).toBeNull();
    answer = summary;
    await user.click(within(wizard()).getByRole('button', { name: 'Tekrar kontrol et' }));
    expect(await screen.findByRole('button', { name: bankTransfer.name })).toBeEnabled();
  });
});
