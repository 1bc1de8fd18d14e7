/**
 * The deposit wizard's chart as the model of the rendered /deposit page: generated paths that
 * take every transition, each replayed as a player would (clicks, typing), with FinanceApi
 * answering as the path says, the platform's live stream opening, lost, or telling of a decision
 * or a payment, and the clock moved for its timers; in every state the page must show what that
 * state means.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { DepositDraft } from '../../../machines/cashier/deposit-draft.ts';
import { depositMachine } from '../../../machines/cashier/deposit.machine.ts';
import { presetsAllowed } from '../../../machines/cashier/deposit-context-reads.ts';
import type {
  DepositAllowance,
  DepositContext,
  DepositInput,
} from '../../../machines/cashier/deposit-types.ts';
import type { DepositOutcome } from '../../../machines/shared/finance.ts';
import {
  DEPOSIT_CHECK_LIMIT_MS,
  DEPOSIT_POLL_MS,
} from '../../../machines/cashier/deposit-rules.ts';
import { selectDraft } from '../../../machines/cashier/deposit.selectors.ts';
import type { BonusApi, FinanceApi, ProtectionApi } from '../../../machines/ports.ts';
import { formatIban } from '../../../machines/shared/validation/iban.ts';
import { kurusToInput } from '../../../machines/shared/money.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { otherSite } from '../../../src/runtime/router-bridge.ts';
import { expectFailureTold } from './deposit-notices.ts';
import { replayOnDepositClock } from './deposit-replay.ts';
import {
  methods,
  offline,
  QR_TTL_MS,
  RECEIVER_IBAN,
} from '../../machines/cashier/deposit-fixtures.ts';
import { playSession } from '../../fixtures/protection.ts';
import { FakeLiveStream } from '../../fixtures/live-stream.ts';
import { renderSite, SIGNED_IN, inMain } from '../../ui/harness.tsx';
import { coverage, describePath, drive, type ViewDriver } from '../view-driver.ts';
import { ALL_PATHS, contextOf, nameOfInput } from './deposit.paths.ts';
import { streamNews } from './stream-news.ts';

const tr = messages.tr;

// ---------------------------------------------------------------------------------------------
// The page: FinanceApi answers when the path says so.

const PORT_OF: Record<string, keyof FinanceApi> = {
  loadMethods: 'cashMethods',
  loadPresets: 'depositAmounts',
  submitDeposit: 'deposit',
  checkTransaction: 'transaction',
  saveFavorite: 'setFavoriteMethod',
};
const PROTECTION_PORT_OF: Record<string, keyof ProtectionApi> = {
  loadAllowance: 'session',
  saveLimit: 'change',
  declineLimit: 'declineLimit',
};
const BONUS_PORT_OF: Record<string, keyof BonusApi> = {
  loadOffers: 'offers',
  redeemCode: 'redeemCode',
};

/** FinanceApi methods that wait to be settled; the latest call is the one the page waits for. */
function deferredFinance() {
  type Settle = { resolve: (value: unknown) => void; reject: (error: unknown) => void };
  const pending = new Map<string, Settle[]>();
  const port =
    (name: string) =>
    (..._args: unknown[]) =>
      new Promise((resolve, reject) => {
        pending.set(name, [...(pending.get(name) ?? []), { resolve, reject }]);
      });
  const finance = Object.fromEntries(
    Object.values(PORT_OF).map((name) => [name, vi.fn(port(name))]),
  ) as unknown as Partial<FinanceApi>;
  const bonus = Object.fromEntries(
    Object.values(BONUS_PORT_OF).map((name) => [name, vi.fn(port(name))]),
  ) as unknown as Partial<BonusApi>;
  // The app-wide play session reads it too: its call is dropped when the page's is settled.
  const protection = Object.fromEntries(
    Object.values(PROTECTION_PORT_OF).map((name) => [name, vi.fn(port(name))]),
  ) as unknown as Partial<ProtectionApi>;
  return {
    finance,
    bonus,
    protection,
    async settle(name: string, outcome: 'done' | 'error', value: unknown) {
      await waitFor(() => expect(pending.get(name)?.length ?? 0).toBeGreaterThan(0));
      // Calls the page has moved on from (a stopped poll, a left step) are dropped.
      const latest = pending.get(name)!.at(-1)!;
      pending.set(name, []);
      await act(async () => (outcome === 'done' ? latest.resolve(value) : latest.reject(value)));
    },
  };
}

type User = ReturnType<typeof userEvent.setup>;

const NAMES = new Map(methods.map((method) => [method.id, method.name]));

function field(label: RegExp) {
  return inMain().getByRole('textbox', { name: label });
}

async function retype(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

function createDriver(): ViewDriver {
  let user: User;
  let ports: ReturnType<typeof deferredFinance>;
  let site: ReturnType<typeof renderSite>;
  let live: FakeLiveStream;
  let moneyMoves = 0;
  const balanceReads = vi.fn(async () => ({ cash: 0, bonus: 0 }));
  let qrExpiresAt = 0;
  const click = (name: string | RegExp) => user.click(inMain().getByRole('button', { name }));
  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  const acts: Record<string, (event: AnyEventObject, before: AnyMachineSnapshot) => Promise<void>> =
    {
      'deposit.selectMethod': (e) => click(NAMES.get(e.methodID as number)!),
      'deposit.toggleFavorite': (e) =>
        click(new RegExp(`^${NAMES.get(e.methodID as number)!} favori`)),
      'deposit.changeAmount': (e) => retype(user, field(/^Tutar/), e.text as string),
      'deposit.choosePreset': (e) => click(new RegExp(`^₺${(e.amount as number) / 100}(,00)?$`)),
      'deposit.submitAmount': () => click('Devam'),
      'deposit.changeField': (e) => retype(user, field(/^Referans numarası/), e.value as string),
      'deposit.submitDetails': () => click('Devam'),
      'deposit.back': () => click('Geri'),
      'deposit.confirm': () => click(/^(Onayla|Tekrar dene)$/),
      'deposit.retry': () => click('Tekrar dene'),
      'deposit.restart': () => click('Yeni yatırım'),
      'deposit.chooseBonus': (e) =>
        user.click(
          inMain().getByRole('radio', {
            name: e.offerID === null ? 'Bonus istemiyorum' : /^Hoş geldin bonusu/,
          }),
        ),
      'deposit.changePromoCode': (e) => retype(user, field(/^Promosyon kodu/), e.text as string),
      'deposit.redeemCode': () => click('Kodu kullan'),
      'deposit.submitBonus': () => click('Devam'),
      // The answer to the deposit limit due: a period and an amount typed in lira, or none.
      'deposit.chooseLimit': async (e) => {
        const limit = e.limit as { period: string; amount: number } | null;
        await user.click(
          inMain().getByRole('radio', { name: limit ? 'Limit belirle' : 'Şimdilik limit yok' }),
        );
        if (limit) {
          await user.selectOptions(
            inMain().getByRole('combobox', { name: /^Dönem/ }),
            limit.period,
          );
          await retype(user, field(/^Tutar \(TRY\)/), kurusToInput(limit.amount));
        }
        await click('Devam');
      },
      // The operator decides while the player waits: the platform's stream tells the app.
      ...streamNews(() => live),
    };
  const delays: Record<string, (before: AnyMachineSnapshot) => number> = {
    pollInterval: () => DEPOSIT_POLL_MS,
    checkLimit: () => DEPOSIT_CHECK_LIMIT_MS,
    qrExpiry: () => qrExpiresAt - Date.now() + 1,
  };

  const heading = (name: string) => inMain().findByRole('heading', { level: 2, name });

  /** What the player sees, per state of the wizard region. */
  const see: Record<
    string,
    (s: AnyMachineSnapshot, event: AnyEventObject | null) => Promise<void>
  > = {
    loadingMethods: async () => {
      expect(await inMain().findByText('Ödeme yöntemleri yükleniyor…')).toBeInTheDocument();
    },
    // No step before the player answers the deposit limit due; a refusal says why.
    choosingLimit: async (s) => {
      await heading('Önce bir yatırım limiti seçin');
      const c = contextOf(s);
      const sending = !s.matches({ wizard: { choosingLimit: 'asking' } });
      expect(inMain().getByRole('radio', { name: 'Limit belirle' })).toBeEnabled();
      expect(inMain().getByRole('radio', { name: 'Şimdilik limit yok' })).toBeEnabled();
      expect(inMain().getByRole('button', { name: 'Devam' })).toHaveAttribute(
        'aria-disabled',
        String(sending),
      );
      const alert = inMain().queryByRole('alert');
      if (c.limitError) expect(alert).toHaveTextContent(tr[c.limitError] ?? c.limitError);
      else expect(alert).toBeNull();
      expect(inMain().queryByRole('list', { name: 'Bir ödeme yöntemi seç' })).toBeNull();
      expect(inMain().queryByText(/^Adım \d\/\d/)).toBeNull();
    },
    // The methods are in; the first step waits for the limits.
    awaitingLimits: async () => {
      expect(await inMain().findByText('Ödeme yöntemleri yükleniyor…')).toBeInTheDocument();
      expect(inMain().queryByRole('heading', { name: 'Bir ödeme yöntemi seç' })).toBeNull();
    },
    methodsFailed: async () => {
      await heading('Ödeme yöntemleri yüklenemedi');
      expect(inMain().getByRole('button', { name: 'Tekrar dene' })).toBeEnabled();
    },
    choosingMethod: async (s) => {
      await heading('Bir ödeme yöntemi seç');
      const c = contextOf(s);
      const saving = s.matches({ favorite: 'saving' });
      const list = within(inMain().getByRole('list', { name: 'Bir ödeme yöntemi seç' }));
      await waitFor(() => {
        const items = list.getAllByRole('listitem');
        expect(items).toHaveLength(c.methods.length);
        c.methods.forEach((method, index) => {
          const row = within(items[index]!);
          expect(row.getByRole('button', { name: method.name })).toBeEnabled();
          const heart = row.getByRole('button', { name: new RegExp(`^${method.name} favori`) });
          expect(heart).toHaveAttribute('aria-pressed', String(method.isFavorite === 1));
          if (saving) expect(heart).toHaveAttribute('aria-disabled', 'true');
          else expect(heart).toHaveAttribute('aria-disabled', 'false');
        });
      });
      if (c.method) {
        expect(list.getByRole('button', { name: c.method.name })).toHaveAttribute(
          'aria-current',
          'true',
        );
      }
    },
    loadingPresets: async (s) => {
      await heading('Yatırmak istediğin tutar');
      expect(inMain().getByText('Hızlı tutarlar yükleniyor…')).toBeInTheDocument();
      expect(inMain().getByRole('button', { name: 'Devam' })).toBeDisabled();
      expect(field(/^Tutar/)).toHaveValue(contextOf(s).amountText);
    },
    amount: async (s) => {
      await heading('Yatırmak istediğin tutar');
      const c = contextOf(s);
      const input = await waitFor(() => {
        const shown = field(/^Tutar/);
        expect(shown).toHaveValue(c.amountText);
        return shown;
      });
      if (c.amountError) {
        expect(input).toHaveAccessibleDescription(tr[c.amountError]!);
        expect(input).toHaveAttribute('aria-invalid', 'true');
      } else {
        expect(input).toHaveAccessibleDescription(/^Min ₺[\d.]+ – Maks ₺[\d.]+$/);
      }
      // Never a quick amount above what the player's deposit limit leaves.
      const allowed = presetsAllowed(c);
      const presets = inMain().queryByRole('group', { name: 'Hızlı tutarlar' });
      if (allowed.length === 0) expect(presets).toBeNull();
      else expect(within(presets!).getAllByRole('button')).toHaveLength(allowed.length);
      const allowance = inMain().queryByText(/^Para yatırma limitiniz bu dönemde en fazla/);
      if (c.allowance === null) expect(allowance).toBeNull();
      else expect(allowance).toHaveTextContent(`en fazla ₺${c.allowance / 100},00 daha`);
      expect(inMain().getByRole('button', { name: 'Devam' })).toBeEnabled();
      expect(inMain().getByText(`Seçilen yöntem: ${selectedName(c)}`)).toBeInTheDocument();
    },
    details: async (s) => {
      await heading('Transfer bilgileri');
      const c = contextOf(s);
      const reference = field(/^Referans numarası/);
      await waitFor(() => expect(reference).toHaveValue(c.fieldValues.referenceNumber ?? ''));
      const error = c.fieldErrors.referenceNumber;
      if (error) expect(reference).toHaveAccessibleDescription(tr[error]!);
      else expect(reference).not.toHaveAttribute('aria-invalid', 'true');
      expect(inMain().getByText(formatIban(RECEIVER_IBAN))).toBeInTheDocument();
      expect(inMain().getByRole('button', { name: 'IBAN kopyala' })).toBeEnabled();
    },
    choosingBonus: async (s) => {
      await heading('Bonus seç');
      const c = contextOf(s);
      if (s.matches({ offers: 'loading' })) {
        expect(inMain().getByText('Bonuslar yükleniyor…')).toBeInTheDocument();
      } else if (s.matches({ offers: 'unavailable' })) {
        expect(inMain().getByText(/^Bonuslar şu anda yüklenemedi/)).toBeInTheDocument();
      } else {
        const chosen = c.offers?.find((offer) => offer.offerID === c.bonusOfferID);
        await waitFor(() =>
          expect(
            inMain().getByRole('radio', {
              name: chosen ? new RegExp(`^${chosen.title}`) : 'Bonus istemiyorum',
            }),
          ).toBeChecked(),
        );
        const code = field(/^Promosyon kodu/);
        await waitFor(() => expect(code).toHaveValue(c.promoCode));
        if (c.promoError) expect(code).toHaveAccessibleDescription(c.promoError);
        else expect(code).not.toHaveAttribute('aria-invalid', 'true');
        if (c.promoNotice) {
          const notice = tr[`cashier.bonus.promo.${c.promoNotice.kind}`]!;
          expect(
            inMain().getByText(notice.replace('{title}', c.promoNotice.title)),
          ).toBeInTheDocument();
        }
      }
      const note = inMain().queryByText('Seçtiğin bonus kaldırıldı');
      if (c.bonusDropped) expect(note).toBeInTheDocument();
      else expect(note).toBeNull();
      expect(inMain().getByRole('button', { name: 'Devam' })).toBeEnabled();
    },
    review: async (s, event) => {
      await heading('Bilgileri kontrol et');
      const c = contextOf(s);
      const retry = c.idempotencyKey !== null;
      expect(inMain().getByText(selectedName(c))).toBeInTheDocument();
      expect(
        inMain().getByText(`₺${((c.amount ?? 0) / 100).toLocaleString('tr-TR')},00`),
      ).toBeInTheDocument();
      if (c.fields?.referenceNumber) {
        expect(inMain().getByText(c.fields.referenceNumber)).toBeInTheDocument();
      }
      await waitFor(() =>
        expect(
          inMain().getByRole('button', { name: retry ? 'Tekrar dene' : 'Onayla' }),
        ).toBeEnabled(),
      );
      expectFailureTold(site, event);
    },
    submitting: async () => {
      expect(await screen.findByText('Lütfen Bekleyiniz...')).toBeInTheDocument();
      expect(inMain().getByRole('button', { name: /^(Onayla|Tekrar dene)$/ })).toBeDisabled();
    },
    redirecting: async () => {
      await heading('Ödeme sayfasına geçiliyor');
      expect(otherSite.open).toHaveBeenLastCalledWith('https://pay.example/checkout/7002');
      expect(
        inMain().getByRole('link', { name: 'Yönlendirilmediysen buradan devam et' }),
      ).toHaveAttribute('href', 'https://pay.example/checkout/7002');
    },
    showingQr: async (s) => {
      await heading('QR kodu okut');
      expect(await inMain().findByRole('img', { name: 'Ödeme için QR kod' })).toBeInTheDocument();
      expect(inMain().getByRole('timer')).toHaveTextContent(/^Kalan süre: \d+:\d\d$/);
      const status = contextOf(s).transaction?.transaction_status ?? 1000;
      expect(inMain().getByText(tr[`cashier.status.${status}`]!)).toBeInTheDocument();
    },
    verifyingExpiry: async () => {
      await heading('Ödeme son kez kontrol ediliyor');
      expect(inMain().getByText(/^QR kodun süresi doldu\./)).toBeInTheDocument();
    },
    checkingTransaction: async (s) => {
      await heading('Ödemen kontrol ediliyor');
      expect(inMain().getByText(`İşlem no: ${contextOf(s).transactionID}`)).toBeInTheDocument();
    },
    checkFailed: async (s) => {
      await heading('Ödemenin durumu alınamadı');
      expect(screen.getByRole('alert')).toHaveTextContent(contextOf(s).error!);
      expect(inMain().getByRole('button', { name: 'Tekrar dene' })).toBeEnabled();
      expect(inMain().getByRole('button', { name: 'Yeni yatırım' })).toBeEnabled();
    },
    pending: async (s) => {
      await heading('Talebin alındı');
      expect(inMain().getByText('Beklemede')).toBeInTheDocument();
      expect(inMain().getByText(`İşlem no: ${contextOf(s).transactionID}`)).toBeInTheDocument();
    },
    completed: async () => {
      await heading('Yatırım hesabınıza geçti');
      expect(inMain().getByText(/bakiyene eklendi\.$/)).toHaveTextContent(
        '₺250,00 bakiyene eklendi.',
      );
    },
    rejected: async () => {
      await heading('Yatırım tamamlanmadı');
      expect(inMain().getByText('Reddedildi')).toBeInTheDocument();
      expect(inMain().getByText('Neden: Ödeme sağlayıcısı reddetti')).toBeInTheDocument();
    },
    expired: async () => {
      await heading('QR kodun süresi doldu');
      expect(inMain().getByText('Süresi doldu')).toBeInTheDocument();
    },
  };

  return {
    async start(input) {
      const { transactionID, draft: kept, bonusOfferID } = input as DepositInput;
      if (kept) window.localStorage.setItem('depositDraft', JSON.stringify(kept));
      user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      ports = deferredFinance();
      moneyMoves = 0;
      const search = transactionID
        ? `?transaction=${transactionID}`
        : bonusOfferID
          ? `?bonus=${bonusOfferID}`
          : '';
      balanceReads.mockClear();
      live = new FakeLiveStream();
      site = renderSite(`/deposit${search}`, {
        live,
        stored: SIGNED_IN,
        finance: ports.finance,
        bonus: ports.bonus,
        protection: ports.protection,
        appPorts: { loadBalance: balanceReads },
      });
      vi.spyOn(site.runtime.notify, 'show');
      await screen.findByRole('heading', { level: 1, name: 'Para Yatır' }, { timeout: 8000 });
    },
    async act(event, before) {
      // xstate.done.actor.<id>, xstate.error.actor.<id>, xstate.after.<delay>.<state id>
      const [, kind, detail, ...rest] = event.type.split('.');
      if (kind === 'done' || kind === 'error') {
        const actor = rest.join('.');
        const port = PORT_OF[actor] ?? BONUS_PORT_OF[actor] ?? PROTECTION_PORT_OF[actor]!;
        let value = kind === 'done' ? (event as { output?: unknown }).output : event.error;
        // The wizard reads its limits from the player's session, as the platform answers it.
        if (actor === 'loadAllowance' && kind === 'done') {
          const { left, choiceDue } = value as DepositAllowance;
          value = playSession(new Date().toISOString(), {
            depositLeft: left,
            limitChoiceDue: choiceDue,
          });
        }
        // Like the server, each QR code runs for QR_TTL_MS from the moment it is made.
        if (isQr(value)) {
          qrExpiresAt = Date.now() + QR_TTL_MS;
          value = { ...value, expiresAt: new Date(qrExpiresAt).toISOString() };
        }
        await ports.settle(port, kind, value);
        if (moves(event)) moneyMoves += 1;
      } else if (kind === 'after') {
        await advance(delays[detail!]!(before));
      } else {
        await acts[event.type]!(event, before);
      }
    },
    async see(s, event) {
      const wizard = (s.value as { wizard: string | Record<string, unknown> }).wizard;
      const key = typeof wizard === 'string' ? wizard : Object.keys(wizard)[0]!;
      expect(see[key], `what the player sees in ${key}`).toBeDefined();
      await see[key]!(s, event);
      // Kept apart from the chart, so that a wrong transition shows: a deposit the platform did
      // not answer is tried again under the same key (one payment), a refused one is asked anew.
      if (event?.type === 'xstate.error.actor.submitDeposit') {
        const again = event.error === offline ? 'Tekrar dene' : 'Onayla';
        expect(await inMain().findByRole('button', { name: again })).toBeEnabled();
      }
      // The way to the tools stays in the wizard at every step.
      expect(inMain().getByRole('link', { name: 'Sorumlu oyun araçları' })).toHaveAttribute(
        'href',
        '/profile?tab=protection',
      );
      // The platform's word on a limit set is told.
      if (event?.type === 'xstate.done.actor.saveLimit') {
        expect(site.runtime.notify.show).toHaveBeenLastCalledWith(
          'Limitiniz hemen geçerli oldu',
          expect.objectContaining({ variant: 'success' }),
        );
      }
      // The balance is read at sign-in, then once more for each move of money so far.
      expect(balanceReads).toHaveBeenCalledTimes(1 + moneyMoves);
      // Local storage keeps what the state says is worth keeping.
      const stored = window.localStorage.getItem('depositDraft');
      const expected = selectDraft(s as never) as DepositDraft | null;
      expect(stored === null ? null : JSON.parse(stored)).toEqual(expected);
    },
  };
}

const isQr = (value: unknown): value is DepositOutcome =>
  typeof value === 'object' && value !== null && (value as DepositOutcome).status === 'qr';

/** Events that move money: a submission answered, a deposit seen credited. */
function moves(event: AnyEventObject): boolean {
  if (event.type === 'xstate.done.actor.submitDeposit') return true;
  return (
    event.type === 'xstate.done.actor.checkTransaction' &&
    (event.output as { transaction_status: number }).transaction_status === 1002
  );
}

function selectedName(c: DepositContext): string {
  const method = c.method!;
  return method.group ? `${method.group.name} · ${method.name}` : method.name;
}

// ---------------------------------------------------------------------------------------------

describe('deposit page, driven by the deposit chart', () => {
  it('the paths take every state and at least 95 % of the transitions', () => {
    const measured = coverage(depositMachine, ALL_PATHS);
    expect(measured.missingStates).toEqual([]);
    expect(measured.transitions.missing).toEqual([]);
    expect(measured.transitions.ratio).toBeGreaterThanOrEqual(0.95);
  });

  describe('replayed on the page', () => {
    replayOnDepositClock();

    for (const path of ALL_PATHS) {
      it(describePath(path, nameOfInput(path.input)), () => drive(path, createDriver()), 90_000);
    }
  });
});
