/**
 * The deposit page as a player meets it, for what the generated paths (tests/model/finance)
 * do not look at: copying, the cep transfer's fields, the range message, the failure notice,
 * a reload half-way, keys across a retry, the return address, the keyboard and English.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DepositRequest } from '../../machines/shared/finance.ts';
import { formatIban } from '../../machines/shared/validation/iban.ts';
import { otherSite } from '../../src/runtime/router-bridge.ts';
import {
  bank,
  completedTx,
  methods,
  offline,
  pendingOutcome,
  qrOutcome,
  RECEIVER_IBAN,
  refused,
} from '../machines/cashier/deposit-fixtures.ts';
import {
  deposit20,
  ekstra25,
  offers,
  welcome,
} from '../machines/cashier/deposit-bonus-fixtures.ts';
import { FakeLiveStream } from '../fixtures/live-stream.ts';
import { playSession } from '../fixtures/protection.ts';
import { expectCopyRefused, renderSite, SIGNED_IN, type TestWorld, inMain } from './harness.tsx';

type User = ReturnType<typeof userEvent.setup>;

const world = (finance: TestWorld['finance'] = {}, extra: Partial<TestWorld> = {}): TestWorld => ({
  stored: SIGNED_IN,
  finance: {
    cashMethods: async () => methods,
    depositAmounts: async () => [100_00, 250_00, 500_00],
    ...finance,
  },
  ...extra,
});

const heading = (name: string) => inMain().findByRole('heading', { level: 2, name });
const amountField = () => inMain().getByRole('textbox', { name: /^Tutar/ });

async function toDetails(user: User, method = 'Havale/EFT', amount = '250') {
  await user.click(await inMain().findByRole('button', { name: method }));
  await heading('Yatırmak istediğin tutar');
  await user.type(amountField(), amount);
  await user.click(inMain().getByRole('button', { name: 'Devam' }));
  await heading('Transfer bilgileri');
}

/** The bonus step, passed with 'no bonus'. */
async function passBonus(user: User) {
  await heading('Bonus seç');
  await user.click(await inMain().findByRole('button', { name: 'Devam' }));
  await heading('Bilgileri kontrol et');
}

async function toReview(user: User) {
  await toDetails(user);
  await user.type(inMain().getByRole('textbox', { name: /^Referans numarası/ }), 'REF-2026');
  await user.click(inMain().getByRole('button', { name: 'Devam' }));
  await passBonus(user);
}

beforeEach(() => {
  vi.spyOn(otherSite, 'open').mockImplementation(() => undefined);
});

/** A ₺250 QR deposit confirmed: the code is on screen. */
async function payByQr(user: User) {
  await user.click(await inMain().findByRole('button', { name: 'QR Öde' }));
  await user.type(await inMain().findByRole('textbox', { name: /^Tutar/ }), '250');
  await user.click(inMain().getByRole('button', { name: 'Devam' }));
  await passBonus(user);
  await user.click(await inMain().findByRole('button', { name: 'Onayla' }));
  await heading('QR kodu okut');
}

describe('deposit: the amount', () => {
  it('an amount outside the method’s range says so under the field and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const deposit = vi.fn(async () => pendingOutcome);
    renderSite('/deposit', world({ deposit }));
    await user.click(await inMain().findByRole('button', { name: 'Havale/EFT' }));
    await heading('Yatırmak istediğin tutar');
    expect(amountField()).toHaveAccessibleDescription('Min ₺50 – Maks ₺50.000');
    await user.type(amountField(), '49,99');
    await user.click(inMain().getByRole('button', { name: 'Devam' }));
    const refusedAmount = amountField();
    expect(refusedAmount).toHaveAccessibleDescription(
      'Girdiğiniz tutar minimum ve maksimum aralığında değil',
    );
    expect(refusedAmount).toHaveAttribute('aria-invalid', 'true');
    // The range stays in view while the message shows.
    expect(inMain().getByText('Min ₺50 – Maks ₺50.000')).toBeInTheDocument();
    expect(await heading('Yatırmak istediğin tutar')).toBeInTheDocument();
    expect(deposit).not.toHaveBeenCalled();

    await user.type(amountField(), '1');
    expect(amountField()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('quick amounts outside the range are not offered; one fills the field', async () => {
    const user = userEvent.setup({ delay: null });
    const depositAmounts = vi.fn(async () => [20_00, 250_00, 100_000_00, 1_000_00]);
    renderSite('/deposit', world({ depositAmounts }));
    await user.click(await inMain().findByRole('button', { name: 'Havale/EFT' }));
    const presets = await inMain().findByRole('group', { name: 'Hızlı tutarlar' });
    expect(depositAmounts).toHaveBeenCalledWith('HAVALE');
    expect(
      within(presets)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['₺250', '₺1.000']);
    await user.click(within(presets).getByRole('button', { name: '₺1.000' }));
    expect(amountField()).toHaveValue('1000');
    expect(within(presets).getByRole('button', { name: '₺1.000' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

/** What the player's deposit limit leaves, as the platform's session says. */
const leaving = (depositLeft: number | null) => ({
  session: async () => playSession(new Date().toISOString(), { depositLeft }),
});

describe('deposit: the deposit limit on the amount step', () => {
  it('shows the lower maximum, refuses above it at once, and the message stays', async () => {
    const user = userEvent.setup({ delay: null });
    const deposit = vi.fn();
    renderSite('/deposit', world({ deposit }, { protection: leaving(300_00) }));
    await user.click(await inMain().findByRole('button', { name: 'Papara' }));
    await heading('Yatırmak istediğin tutar');
    const field = amountField();
    // Papara takes up to ₺20.000; the limit leaves ₺300: that is the maximum offered.
    expect(field).toHaveAccessibleDescription('Min ₺20 – Maks ₺300');
    expect(inMain().queryByText(/Maks ₺20\.000/)).toBeNull();
    expect(
      inMain().getByText(/^Para yatırma limitiniz bu dönemde en fazla ₺300,00 daha/),
    ).toBeVisible();

    await user.type(field, '400');
    await user.click(inMain().getByRole('button', { name: 'Devam' }));
    const message = 'Girdiğiniz tutar para yatırma limitinizin kalanını aşıyor';
    expect(amountField()).toHaveAccessibleDescription(message);
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(inMain().getByText('Min ₺20 – Maks ₺300')).toBeVisible();
    // Beside the field, not a notice that closes: still there a while later.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(amountField()).toHaveAccessibleDescription(message);
    expect(deposit).not.toHaveBeenCalled();

    await user.clear(amountField());
    await user.type(amountField(), '300');
    await user.click(inMain().getByRole('button', { name: 'Devam' }));
    await heading('Bonus seç');
  });

  it('with nothing left, says so and offers no amount and no maximum', async () => {
    const user = userEvent.setup({ delay: null });
    renderSite('/deposit', world({}, { protection: leaving(0) }));
    await user.click(await inMain().findByRole('button', { name: 'Papara' }));
    await heading('Yatırmak istediğin tutar');
    expect(inMain().getByRole('status')).toHaveTextContent(
      'Para yatırma limitinize ulaştınız: bu dönemde daha fazla yatırım yapamazsınız.',
    );
    expect(inMain().queryByRole('textbox', { name: /^Tutar/ })).toBeNull();
    expect(inMain().queryByText(/Maks/)).toBeNull();
    expect(inMain().getByRole('button', { name: 'Devam' })).toBeDisabled();
  });
});

describe('deposit: transfer details', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows where to send a bank transfer and copies the IBAN', async () => {
    const user = userEvent.setup({ delay: null });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderSite('/deposit', world());
    await toDetails(user);
    const receiver = inMain().getByRole('region', { name: 'Gönderilecek hesap' });
    expect(within(receiver).getByText('Anka Ödeme Hizmetleri A.Ş.')).toBeInTheDocument();
    expect(within(receiver).getByText('Ziraat Bankası')).toBeInTheDocument();
    expect(within(receiver).getByText(formatIban(RECEIVER_IBAN))).toBeInTheDocument();
    await user.click(within(receiver).getByRole('button', { name: 'IBAN kopyala' }));
    expect(writeText).toHaveBeenCalledWith(RECEIVER_IBAN);
    expect(await screen.findByText('Kopyalandı')).toBeInTheDocument();
  });

  it("says 'Seçilen alan kopyalanamadı' when the browser refuses to copy", async () => {
    const user = userEvent.setup({ delay: null });
    const writeText = vi.fn(async () => {
      throw new DOMException('Denied', 'NotAllowedError');
    });
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderSite('/deposit', world());
    await toDetails(user);
    await user.click(inMain().getByRole('button', { name: 'Alıcı kopyala' }));
    await expectCopyRefused();
    expect(screen.queryByText('Kopyalandı')).not.toBeInTheDocument();
  });

  it('without a clipboard at all, says the same', async () => {
    const user = userEvent.setup({ delay: null });
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    renderSite('/deposit', world());
    await toDetails(user);
    await user.click(inMain().getByRole('button', { name: 'IBAN kopyala' }));
    await expectCopyRefused();
  });

  it('a cep transfer asks for sender and receiver phone and T.C. numbers, each checked', async () => {
    const user = userEvent.setup({ delay: null });
    const deposit = vi.fn(async (_: DepositRequest) => pendingOutcome);
    renderSite('/deposit', world({ deposit }));
    await toDetails(user, 'Cepbank', '250');
    expect(inMain().getByText('Hızlı Ödeme · Cepbank', { exact: false })).toBeInTheDocument();
    const receiver = inMain().getByRole('region', { name: 'Gönderilecek hesap' });
    expect(within(receiver).getByText('0532 000 00 00')).toBeInTheDocument();
    const field = (name: RegExp) => inMain().getByRole('textbox', { name });
    await user.type(field(/^Gönderen telefon/), '0532 123 45 67');
    await user.type(field(/^Alıcı telefon/), '0212 000 00 00');
    await user.type(field(/^Gönderen T\.C\./), '10000000146');
    await user.type(field(/^Alıcı T\.C\./), '12345678901');
    await user.click(inMain().getByRole('button', { name: 'Devam' }));
    expect(field(/^Alıcı telefon/)).toHaveAccessibleDescription(
      'Geçerli bir cep telefonu numarası girin (5XX XXX XX XX)',
    );
    expect(field(/^Alıcı T\.C\./)).toHaveAccessibleDescription('T.C. Kimlik Numarası Hatalı...');
    expect(field(/^Gönderen telefon/)).not.toHaveAttribute('aria-invalid', 'true');

    const receiverPhone = field(/^Alıcı telefon/);
    await user.clear(receiverPhone);
    await user.type(receiverPhone, '0532 000 00 00');
    const receiverTckn = field(/^Alıcı T\.C\./);
    await user.clear(receiverTckn);
    await user.type(receiverTckn, '10000000146');
    await user.click(inMain().getByRole('button', { name: 'Devam' }));
    await passBonus(user);
    expect(inMain().getByText('5321234567')).toBeInTheDocument();
    await user.click(inMain().getByRole('button', { name: 'Onayla' }));
    await heading('Talebin alındı');
    expect(deposit.mock.calls[0]![0]).toMatchObject({
      methodID: 41,
      amount: 250_00,
      senderPhone: '5321234567',
      receiverPhone: '5320000000',
      senderTckn: '10000000146',
      receiverTckn: '10000000146',
    });
  });
});

describe('deposit: submitting', () => {
  it('a refused deposit shows the server’s message at the bottom right for one second, input kept', async () => {
    const user = userEvent.setup({ delay: null });
    const { runtime } = renderSite(
      '/deposit',
      world({
        deposit: async () => {
          throw refused;
        },
      }),
    );
    const show = vi.spyOn(runtime.notify, 'show');
    await toReview(user);
    await user.click(inMain().getByRole('button', { name: 'Onayla' }));
    const notice = await screen.findByText('Günlük yatırım limitinize ulaştınız');
    expect(notice).toBeVisible();
    expect(show).toHaveBeenCalledWith('Günlük yatırım limitinize ulaştınız', {
      variant: 'error',
      autoHideMs: 1000,
    });
    await heading('Bilgileri kontrol et');
    expect(inMain().getByText('REF-2026')).toBeInTheDocument();
    expect(inMain().getByText('₺250,00')).toBeInTheDocument();
    await waitFor(
      () => expect(screen.queryByText('Günlük yatırım limitinize ulaştınız')).toBeNull(),
      { timeout: 4000 },
    );
  });

  it('shows Lütfen Bekleyiniz... while the deposit is sent', async () => {
    const user = userEvent.setup({ delay: null });
    renderSite('/deposit', world({ deposit: () => new Promise(() => undefined) }));
    await toReview(user);
    await user.click(inMain().getByRole('button', { name: 'Onayla' }));
    expect(await screen.findByText('Lütfen Bekleyiniz...')).toHaveAttribute('role', 'status');
    expect(inMain().getByRole('button', { name: 'Onayla' })).toBeDisabled();
    expect(inMain().getByRole('button', { name: 'Geri' })).toBeDisabled();
  });

  it('a retry after no answer sends the same key; an edit makes a new attempt', async () => {
    const user = userEvent.setup({ delay: null });
    const deposit = vi.fn(async (_: DepositRequest) => {
      throw offline;
    });
    renderSite('/deposit', world({ deposit }));
    await toReview(user);
    await user.click(inMain().getByRole('button', { name: 'Onayla' }));
    expect(await screen.findByText('İşlem Başarısız')).toBeInTheDocument();
    expect(await inMain().findByText(/^Önceki deneme yanıtsız kaldı/)).toBeInTheDocument();
    await user.click(inMain().getByRole('button', { name: 'Tekrar dene' }));
    await waitFor(() => expect(deposit).toHaveBeenCalledTimes(2));
    const keys = () => deposit.mock.calls.map(([request]) => request.idempotencyKey);
    expect(keys()[1]).toBe(keys()[0]);
    // The key is never kept for a reload.
    expect(window.localStorage.getItem('depositDraft')).not.toContain(keys()[0]!);

    await heading('Bilgileri kontrol et');
    await user.click(await inMain().findByRole('button', { name: 'Geri' }));
    await heading('Bonus seç');
    await user.click(await inMain().findByRole('button', { name: 'Geri' }));
    const reference = await inMain().findByRole('textbox', { name: /^Referans numarası/ });
    await user.type(reference, 'X');
    await user.click(inMain().getByRole('button', { name: 'Devam' }));
    await passBonus(user);
    expect(inMain().getByRole('button', { name: 'Onayla' })).toBeEnabled();
    await user.click(inMain().getByRole('button', { name: 'Onayla' }));
    await waitFor(() => expect(deposit).toHaveBeenCalledTimes(3));
    expect(keys()[2]).not.toBe(keys()[1]);
    expect(deposit.mock.calls[2]![0].referenceNumber).toBe('REF-2026X');
  });

  it('a redirect leaves for the provider’s page and the balance is read again', async () => {
    const user = userEvent.setup({ delay: null });
    const loadBalance = vi.fn(async () => ({ cash: 0, bonus: 0 }));
    renderSite(
      '/deposit',
      world(
        {
          deposit: async () => ({
            status: 'redirect',
            transactionID: 7002,
            paymentUrl: 'https://pay.example/checkout/7002',
          }),
        },
        { appPorts: { loadBalance } },
      ),
    );
    await user.click(await inMain().findByRole('button', { name: 'Papara' }));
    await user.type(await inMain().findByRole('textbox', { name: /^Tutar/ }), '300');
    await user.click(inMain().getByRole('button', { name: 'Devam' }));
    await passBonus(user);
    const readsBefore = loadBalance.mock.calls.length;
    await user.click(await inMain().findByRole('button', { name: 'Onayla' }));
    await heading('Ödeme sayfasına geçiliyor');
    expect(otherSite.open).toHaveBeenCalledWith('https://pay.example/checkout/7002');
    await waitFor(() => expect(loadBalance.mock.calls.length).toBe(readsBefore + 1));
    expect(window.localStorage.getItem('depositDraft')).toBeNull();
  });
});

describe('deposit: a reload half-way', () => {
  it('comes back to the same step with the same input, and starts afresh once deposited', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderSite('/deposit', world());
    await toReview(user);
    const kept = JSON.parse(window.localStorage.getItem('depositDraft')!);
    expect(kept).toEqual({
      version: 1,
      owner: '1001',
      methodID: bank.id,
      step: 'review',
      amount: 250_00,
      fields: { referenceNumber: 'REF-2026' },
    });
    first.unmount();

    renderSite('/deposit', world({ deposit: async () => pendingOutcome }));
    await passBonus(user);
    expect(inMain().getByText('REF-2026')).toBeInTheDocument();
    expect(inMain().getByText('₺250,00')).toBeInTheDocument();
    await user.click(inMain().getByRole('button', { name: 'Onayla' }));
    await heading('Talebin alındı');
    expect(inMain().getByText('İşlem no: 7001')).toBeInTheDocument();
    expect(window.localStorage.getItem('depositDraft')).toBeNull();
  });

  it('a tampered draft is dropped and the list is shown', async () => {
    window.localStorage.setItem('depositDraft', JSON.stringify({ version: 1, methodID: 'x' }));
    renderSite('/deposit', world());
    await heading('Bir ödeme yöntemi seç');
    expect(window.localStorage.getItem('depositDraft')).toBeNull();
  });
});

describe('deposit: back from the provider', () => {
  it('shows the credited amount, reads the balance again, and a new deposit clears the address', async () => {
    const user = userEvent.setup({ delay: null });
    let credit: () => void = () => undefined;
    const answer = new Promise<typeof completedTx>((resolve) => {
      credit = () => resolve({ ...completedTx, id: 7002, amount: 300_00 });
    });
    const w = world({ transaction: () => answer }, { balance: 50_000 });
    const site = renderSite('/deposit?transaction=7002', w);
    await heading('Ödemen kontrol ediliyor');
    const balance = () => screen.getByRole('status', { name: 'Bakiye' }).textContent ?? '';
    await waitFor(() => expect(balance()).toMatch(/500,00/));
    w.balance = 80_000;
    await act(async () => credit());
    await heading('Yatırım hesabınıza geçti');
    expect(inMain().getByText('₺300,00 bakiyene eklendi.')).toBeInTheDocument();
    expect(inMain().getByText('İşlem no: 7002')).toBeInTheDocument();
    await waitFor(() => expect(balance()).toMatch(/800,00/));

    await user.click(inMain().getByRole('button', { name: 'Yeni yatırım' }));
    await heading('Bir ödeme yöntemi seç');
    expect(site.router.state.location.pathname).toBe('/deposit');
    expect(site.router.state.location.search).toBe('');
  });

  it('an anonymous visitor is sent to sign in first, and comes back to the same address', async () => {
    const { router, runtime } = renderSite('/deposit?transaction=7002', world({}, { stored: {} }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(runtime.appActor.getSnapshot().context.returnUrl).toBe('/deposit?transaction=7002');
  });
});

describe('deposit: QR', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
  });
  afterEach(() => vi.useRealTimers());

  it('counts down to the code’s expiry and announces it only now and then', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const transaction = vi.fn(() => new Promise<never>(() => undefined));
    renderSite('/deposit', world({ deposit: async () => qrOutcome(Date.now()), transaction }));
    await payByQr(user);
    expect(await inMain().findByRole('img', { name: 'Ödeme için QR kod' })).toBeInTheDocument();
    const timer = inMain().getByRole('timer');
    expect(timer).toHaveTextContent(/^Kalan süre: (5:00|4:5\d)$/);
    expect(timer).toHaveAttribute('aria-live', 'off');
    await act(() => vi.advanceTimersByTimeAsync(2 * 60 * 1000));
    expect(timer).toHaveTextContent(/^Kalan süre: (3:00|2:5\d)$/);
    expect(
      inMain().getByText(/^Kalan süre: 3:00$/, { selector: '[role="status"]' }),
    ).toBeInTheDocument();
    expect(transaction).toHaveBeenCalledWith(7003);
  });

  it('with the live stream open the code is not polled: its news is one look, which credits it', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const live = new FakeLiveStream();
    const transaction = vi.fn(async () => completedTx);
    renderSite(
      '/deposit',
      world({ deposit: async () => qrOutcome(Date.now()), transaction }, { live }),
    );
    await waitFor(() => expect(live.current?.input).toEqual({ signedIn: true }));
    act(() => live.tell({ type: 'live.opened', resumed: false }));
    await payByQr(user);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(transaction).not.toHaveBeenCalled();

    act(() => live.tell({ type: 'live.transaction', transactionID: 7003, direction: 'deposit' }));
    await heading('Yatırım hesabınıza geçti');
    expect(transaction.mock.calls).toEqual([[7003]]);
  });
});

describe('deposit: keyboard and language', () => {
  it('a method is chosen with the keyboard and the focus lands on the next step', async () => {
    const user = userEvent.setup({ delay: null });
    renderSite('/deposit', world());
    const papara = await inMain().findByRole('button', { name: 'Papara' });
    papara.focus();
    await user.keyboard('{Enter}');
    const next = await heading('Yatırmak istediğin tutar');
    await waitFor(() => expect(next).toHaveFocus());
    await user.tab();
    expect(amountField()).toHaveFocus();
  });

  it('arriving from another page, the page heading keeps the focus while the wizard loads', async () => {
    // The deposit limits (the player's session) answer only once the page heading has it.
    const waiting: Array<() => void> = [];
    const session = () =>
      new Promise<ReturnType<typeof playSession>>((resolve) =>
        waiting.push(() => resolve(playSession(new Date().toISOString()))),
      );
    const { router } = renderSite('/promotions', world({}, { protection: { session } }));
    await inMain().findByRole('heading', { level: 1, name: 'Promosyonlar' });
    await act(() => router.navigate('/deposit'));
    const pageHeading = await inMain().findByRole('heading', { level: 1, name: 'Para Yatır' });
    await waitFor(() => expect(pageHeading).toHaveFocus());
    act(() => waiting.splice(0).forEach((answer) => answer()));
    await inMain().findByRole('button', { name: 'Papara' });
    expect(pageHeading).toHaveFocus();
  });

  it('speaks English', async () => {
    renderSite('/deposit', world({}, { stored: { ...SIGNED_IN, language: 'en' } }));
    expect(await heading('Choose a payment method')).toBeInTheDocument();
    expect(inMain().getByRole('button', { name: 'Papara' })).toBeInTheDocument();
    expect(inMain().getByRole('button', { name: 'Remove Papara from favourites' }));
  });
});

describe('deposit: the bonus', () => {
  const bonusWorld = (
    bonus: TestWorld['bonus'] = {},
    deposit = vi.fn(async () => pendingOutcome),
  ) => world({ deposit }, { bonus: { offers: async () => offers, ...bonus } });

  async function toBonus(user: User, amount: string) {
    await user.click(await inMain().findByRole('button', { name: 'Papara' }));
    await user.type(await inMain().findByRole('textbox', { name: /^Tutar/ }), amount);
    await user.click(inMain().getByRole('button', { name: 'Devam' }));
    await heading('Bonus seç');
  }

  it('offers the bonuses that fit as a radio group, welcome first; the chosen one is reviewed and sent', async () => {
    const user = userEvent.setup({ delay: null });
    const deposit = vi.fn(async () => pendingOutcome);
    renderSite('/deposit', bonusWorld({}, deposit));
    await toBonus(user, '400');
    const group = inMain().getByRole('radiogroup');
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      expect.stringMatching(
        /^Hoş geldin bonusuİlk yatırıma özel₺200,00 bonus · 20× çevrim \(₺4\.000,00\) · 30 gün · en yüksek bahis ₺50,00$/,
      ),
      'Yatırım bonusu₺80,00 hemen nakit olarak eklenir · çevrim yok',
      'Bonus istemiyorum',
    ]);
    expect(inMain().getByRole('radio', { name: 'Bonus istemiyorum' })).toBeChecked();
    await user.click(inMain().getByRole('radio', { name: /^Hoş geldin bonusu/ }));
    await user.click(inMain().getByRole('button', { name: 'Devam' }));
    await heading('Bilgileri kontrol et');
    expect(inMain().getByText('Hoş geldin bonusu')).toBeInTheDocument();
    expect(inMain().getByText(/^₺200,00 bonus · 20× çevrim/)).toBeInTheDocument();
    await user.click(inMain().getByRole('button', { name: 'Onayla' }));
    await heading('Talebin alındı');
    expect(deposit).toHaveBeenCalledWith(
      expect.objectContaining({ amount: 400_00, bonusOfferID: welcome.offerID }),
    );
  });

  it('a smaller amount drops the chosen bonus with a note', async () => {
    const user = userEvent.setup({ delay: null });
    renderSite('/deposit', bonusWorld());
    await toBonus(user, '400');
    await user.click(inMain().getByRole('radio', { name: /^Yatırım bonusu/ }));
    await user.click(inMain().getByRole('button', { name: 'Geri' }));
    await user.clear(await inMain().findByRole('textbox', { name: /^Tutar/ }));
    await user.type(inMain().getByRole('textbox', { name: /^Tutar/ }), '60');
    await user.click(inMain().getByRole('button', { name: 'Devam' }));
    await heading('Bonus seç');
    expect(inMain().getByText('Seçtiğin bonus kaldırıldı')).toBeInTheDocument();
    expect(
      inMain().getByText('Bu tutar ve yöntemle alınabilecek bir bonus yok.'),
    ).toBeInTheDocument();
    expect(inMain().getByRole('radio', { name: 'Bonus istemiyorum' })).toBeChecked();
  });

  it("a promo code's offer joins the list, chosen; a refused code shows the message at the field", async () => {
    const user = userEvent.setup({ delay: null });
    const redeemCode = vi.fn(async (code: string) => {
      if (code === 'EKSTRA25') return ekstra25;
      throw Object.assign(new Error('Geçersiz promosyon kodu'), { kind: 'refused' });
    });
    renderSite('/deposit', bonusWorld({ redeemCode }));
    await toBonus(user, '400');
    const code = inMain().getByRole('textbox', { name: 'Promosyon kodu' });
    await user.type(code, 'YANLIS{Enter}');
    await waitFor(() => expect(code).toHaveAccessibleDescription('Geçersiz promosyon kodu'));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    await user.clear(code);
    await user.type(code, 'EKSTRA25');
    await user.click(inMain().getByRole('button', { name: 'Kodu kullan' }));
    expect(await inMain().findByText('Ekstra %25 kodla açıldı ve seçildi.')).toBeInTheDocument();
    expect(inMain().getByRole('radio', { name: /^Ekstra %25/ })).toBeChecked();
    expect(redeemCode).toHaveBeenLastCalledWith('EKSTRA25');
  });

  it('a promo code whose offer waits for the active bonus to end says so', async () => {
    const user = userEvent.setup({ delay: null });
    const redeemCode = vi.fn(async () => ({ ...ekstra25, blocked: 'bonusActive' as const }));
    renderSite('/deposit', bonusWorld({ redeemCode }));
    await toBonus(user, '400');
    await user.type(inMain().getByRole('textbox', { name: 'Promosyon kodu' }), 'EKSTRA25{Enter}');
    expect(
      await inMain().findByText(
        'Ekstra %25 kodla açıldı, ancak aktif bir bonusun var: o bonus bitince bu bonusu seçebilirsin.',
      ),
    ).toBeInTheDocument();
    expect(inMain().queryByText(/bu tutara veya yönteme uymuyor/)).not.toBeInTheDocument();
    expect(inMain().queryByRole('radio', { name: /^Ekstra %25/ })).not.toBeInTheDocument();
  });

  it('?bonus= chooses the offer the bonus area linked to', async () => {
    const user = userEvent.setup({ delay: null });
    renderSite(`/deposit?bonus=${deposit20.offerID}`, bonusWorld());
    await toBonus(user, '400');
    expect(inMain().getByRole('radio', { name: /^Yatırım bonusu/ })).toBeChecked();
  });
});
