/**
 * The quick deposit's chart as the model of its panel, opened from the header of the home page:
 * generated paths replayed as a player would (the header's button, typing, quick amounts, the
 * pay button, close), FinanceApi and ProtectionApi answering as the path says, the platform's
 * live stream opening, lost, or telling of the payment, and the clock moved for the QR code's
 * timers; in every state the panel shows what that state means.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { presetsAllowed } from '../../../machines/cashier/deposit-context-reads.ts';
import {
  depositRange,
  DEPOSIT_POLL_MS,
  limitStop,
} from '../../../machines/cashier/deposit-rules.ts';
import { paysInPlace } from '../../../machines/cashier/quick-deposit-rules.ts';
import type { QuickDepositStart } from '../../../machines/cashier/quick-deposit-types.ts';
import { quickDepositMachine } from '../../../machines/cashier/quick-deposit.machine.ts';
import type { FinanceApi, ProtectionApi } from '../../../machines/ports.ts';
import type { DepositOutcome } from '../../../machines/shared/finance.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { otherSite } from '../../../src/runtime/router-bridge.ts';
import { expectFailureTold } from './deposit-notices.ts';
import { replayOnDepositClock } from './deposit-replay.ts';
import { QR_TTL_MS } from '../../machines/cashier/deposit-fixtures.ts';
import { FakeLiveStream } from '../../fixtures/live-stream.ts';
import { playSession } from '../../fixtures/protection.ts';
import { renderSite, SIGNED_IN } from '../../ui/harness.tsx';
import { FiredTransitions } from '../fired-transitions.ts';
import { HeldCalls } from '../held-calls.ts';
import { coverage, describePath, drive, type ViewDriver } from '../view-driver.ts';
import { contextOf, paths } from './quick-deposit.paths.ts';
import { streamNews } from './stream-news.ts';

const tr = messages.tr;
const fired = new FiredTransitions('quickDeposit');

const panel = () => within(screen.getByRole('dialog', { name: 'Hızlı para yatır' }));
const amountField = () => panel().getByRole('textbox', { name: /^Tutar/ });
const lira = (kurus: number, exact = false) =>
  new Intl.NumberFormat('tr', {
    style: 'currency',
    currency: 'TRY',
    minimumFractionDigits: exact || kurus % 100 !== 0 ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(kurus / 100);
const heading = (name: string | RegExp) =>
  panel().findByRole('heading', { level: 3, name }, { timeout: 5000 });

type User = ReturnType<typeof userEvent.setup>;

function createDriver(): ViewDriver {
  let user: User;
  let site: ReturnType<typeof renderSite>;
  let live: FakeLiveStream;
  const ports = new HeldCalls();
  const balanceReads = vi.fn(async () => ({ cash: 0, bonus: 0 }));
  let moneyMoves = 0;
  let qrExpiresAt = 0;
  const click = (name: string | RegExp) => user.click(panel().getByRole('button', { name }));

  /** loadStart is three calls at once: the methods, the last credited deposit, the session. */
  async function answerStart(event: AnyEventObject) {
    if (event.type.startsWith('xstate.error')) {
      (await ports.newest('cashMethods')).reject(event.error);
      return;
    }
    const start = event.output as QuickDepositStart;
    const { limit, offset } = { limit: 1, offset: 0 };
    (await ports.newest('transactions')).resolve({
      items: start.last ? [start.last] : [],
      pagination: { limit, offset, total: start.last ? 1 : 0 },
    });
    (await ports.newest('session')).resolve(
      playSession(new Date().toISOString(), {
        depositLeft: start.allowance,
        limitChoiceDue: start.limitChoiceDue,
      }),
    );
    (await ports.newest('cashMethods')).resolve(start.methods);
  }

  const PORT_OF: Record<string, string> = {
    loadPresets: 'depositAmounts',
    submitDeposit: 'deposit',
    checkTransaction: 'transaction',
  };

  const acts: Record<string, (event: AnyEventObject) => Promise<void>> = {
    'quickDeposit.retry': () => click('Tekrar dene'),
    'quickDeposit.changeAmount': async (e) => {
      await user.clear(amountField());
      await user.type(amountField(), e.text as string);
    },
    'quickDeposit.choosePreset': (e) =>
      user.click(
        within(panel().getByRole('group', { name: 'Hızlı tutarlar' })).getByRole('button', {
          name: lira(e.amount as number),
        }),
      ),
    'quickDeposit.pay': () => click(/ yatır$|^Yatır$|^Kasada devam et$/),
    'quickDeposit.openCashier': () => click(/^(Başka bir yöntem seç|Kasaya git)$/),
    'quickDeposit.again': () => click('Yeni yatırım'),
    'quickDeposit.close': () => click('Kapat'),
    // The operator decides while the player waits: the platform's stream tells the app.
    ...streamNews(() => live),
  };

  /** What the panel shows, per state. */
  const see: Record<
    string,
    (s: AnyMachineSnapshot, event: AnyEventObject | null) => Promise<void>
  > = {
    loading: async () => {
      expect(await panel().findByText('Son yatırımın yükleniyor…')).toBeInTheDocument();
    },
    loadFailed: async () => {
      await heading('Hızlı yatırım açılamadı');
      expect(panel().getByRole('alert')).toHaveTextContent(tr['cashier.deposit.loadFailed.text']!);
      expect(panel().getByRole('button', { name: 'Tekrar dene' })).toBeEnabled();
    },
    nothingRemembered: async () => {
      await heading('Tekrarlanacak bir yatırım yok');
      expect(panel().getByRole('button', { name: 'Kasaya git' })).toBeEnabled();
    },
    limitChoiceDue: async () => {
      await heading('Önce yatırım limitini seç');
      expect(panel().getByRole('button', { name: 'Kasaya git' })).toBeEnabled();
      expect(panel().queryByRole('textbox')).toBeNull();
    },
    loadingPresets: async (s) => {
      await seeAmount(s);
      const c = contextOf(s);
      if (limitStop(c.method!, c.allowance) === null) {
        expect(panel().getByText('Hızlı tutarlar yükleniyor…')).toBeInTheDocument();
      }
    },
    ready: async (s, event) => {
      await seeAmount(s);
      const c = contextOf(s);
      if (limitStop(c.method!, c.allowance) === null) {
        const allowed = presetsAllowed(c);
        const group = panel().queryByRole('group', { name: 'Hızlı tutarlar' });
        if (allowed.length === 0) expect(group).toBeNull();
        else {
          expect(
            within(group!)
              .getAllByRole('button')
              .map((b) => b.textContent),
          ).toEqual(allowed.map((kurus) => lira(kurus)));
        }
      }
      expectFailureTold(site, event);
    },
    submitting: async () => {
      expect(await screen.findByText('Lütfen Bekleyiniz...')).toBeInTheDocument();
      expect(panel().getByRole('button', { name: 'Kapat' })).toBeDisabled();
    },
    redirecting: async () => {
      await heading('Ödeme sayfasına geçiliyor');
      expect(otherSite.open).toHaveBeenLastCalledWith('https://pay.example/checkout/7002');
    },
    showingQr: async (s) => {
      await heading('QR kodu okut');
      expect(await panel().findByRole('img', { name: 'Ödeme için QR kod' })).toBeVisible();
      expect(panel().getByRole('timer')).toHaveTextContent(/^Kalan süre: \d+:\d\d$/);
      const status = contextOf(s).transaction?.transaction_status ?? 1000;
      expect(panel().getByText(tr[`cashier.status.${status}`]!)).toBeInTheDocument();
      expect(site.router.state.location.pathname).toBe('/');
    },
    verifyingExpiry: async () => {
      await heading('Ödeme son kez kontrol ediliyor');
    },
    pending: async (s) => {
      await heading('Talebin alındı');
      expect(panel().getByText(`İşlem no: ${contextOf(s).outcome!.transactionID}`)).toBeVisible();
    },
    completed: async () => {
      await heading('Yatırım hesabınıza geçti');
      expect(panel().getByText(/bakiyene eklendi\.$/)).toHaveTextContent(
        '₺250,00 bakiyene eklendi.',
      );
    },
    rejected: async () => {
      await heading('Yatırım tamamlanmadı');
      expect(panel().getByText('Neden: Ödeme sağlayıcısı reddetti')).toBeVisible();
    },
    expired: async () => {
      await heading('QR kodun süresi doldu');
      expect(panel().getByRole('button', { name: 'Yeni yatırım' })).toBeEnabled();
    },
    closed: async (s, event) => {
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const c = contextOf(s);
      if (event?.type === 'quickDeposit.close') {
        expect(site.router.state.location.pathname).toBe('/');
      } else if (event?.type === 'quickDeposit.openCashier') {
        await waitFor(() => expect(site.router.state.location.pathname).toBe('/deposit'));
        expect(site.router.state.location.search).toBe('');
      } else {
        await waitFor(() =>
          expect(`${site.router.state.location.pathname}${site.router.state.location.search}`).toBe(
            `/deposit?method=${c.method!.id}&amount=${c.amount}`,
          ),
        );
      }
    },
  };

  async function seeAmount(s: AnyMachineSnapshot) {
    const c = contextOf(s);
    const method = c.method!;
    const name = method.group ? `${method.group.name} · ${method.name}` : method.name;
    await heading(`${name} ile yatır`);
    expect(panel().getByText('Son yatırımın: ₺250,00')).toBeVisible();
    const stop = limitStop(method, c.allowance);
    if (stop) {
      expect(panel().getByRole('status')).toHaveTextContent(tr['cashier.deposit.limitReached']!);
      expect(panel().queryByRole('textbox')).toBeNull();
      expect(panel().queryByText(/Maks/)).toBeNull();
      expect(panel().queryByRole('button', { name: / yatır$/ })).toBeNull();
      return;
    }
    const field = await waitFor(() => {
      const shown = amountField();
      expect(shown).toHaveValue(c.amountText);
      return shown;
    });
    const range = depositRange(method, c.allowance);
    if (c.amountError) {
      expect(field).toHaveAccessibleDescription(tr[c.amountError] ?? c.amountError);
      expect(field).toHaveAttribute('aria-invalid', 'true');
    } else {
      expect(field).toHaveAccessibleDescription(`Min ${lira(range.min)} – Maks ${lira(range.max)}`);
    }
    const allowance = panel().queryByText(/^Para yatırma limitiniz bu dönemde en fazla/);
    if (c.allowance === null) expect(allowance).toBeNull();
    else expect(allowance).toHaveTextContent(`en fazla ${lira(c.allowance, true)} daha`);
    const inPlace = paysInPlace(method);
    expect(panel().queryByText(/ödeme sayfası ya da ek bilgi istiyor/) === null).toBe(inPlace);
    // Pressed once the quick amounts are in.
    const pay = panel().getByRole('button', {
      name: inPlace ? / yatır$|^Yatır$/ : 'Kasada devam et',
    });
    if (s.matches('ready')) expect(pay).toBeEnabled();
    else expect(pay).toBeDisabled();
  }

  return {
    async start() {
      user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      moneyMoves = 0;
      balanceReads.mockClear();
      const finance: Partial<FinanceApi> = {
        cashMethods: ports.held('cashMethods'),
        transactions: ports.held('transactions'),
        depositAmounts: ports.held('depositAmounts'),
        deposit: ports.held('deposit'),
        transaction: ports.held('transaction'),
      };
      const protection: Partial<ProtectionApi> = { session: ports.held('session') };
      live = new FakeLiveStream();
      site = renderSite('/', {
        live,
        stored: SIGNED_IN,
        finance,
        protection,
        appPorts: { loadBalance: balanceReads },
      });
      site.runtime.inspect = fired.inspect;
      vi.spyOn(site.runtime.notify, 'show');
      const header = within(await screen.findByRole('banner', {}, { timeout: 8000 }));
      await user.click(await header.findByRole('button', { name: 'Hızlı para yatır' }));
      await screen.findByRole('dialog', { name: 'Hızlı para yatır' }, { timeout: 8000 });
    },
    async act(event) {
      const [, kind, detail, ...rest] = event.type.split('.');
      if (kind === 'done' || kind === 'error') {
        const actor = rest.join('.');
        if (actor === 'loadStart') return answerStart(event);
        let value = kind === 'done' ? (event as { output?: unknown }).output : event.error;
        // Like the server, each QR code runs for QR_TTL_MS from the moment it is made.
        if ((value as DepositOutcome | undefined)?.status === 'qr') {
          qrExpiresAt = Date.now() + QR_TTL_MS;
          value = { ...(value as object), expiresAt: new Date(qrExpiresAt).toISOString() };
        }
        const call = await ports.newest(PORT_OF[actor]!);
        await act(async () => (kind === 'done' ? call.resolve(value) : call.reject(value)));
        if (moves(event)) moneyMoves += 1;
        return;
      }
      if (kind === 'after') {
        const ms = detail === 'pollInterval' ? DEPOSIT_POLL_MS : qrExpiresAt - Date.now() + 1;
        await act(() => vi.advanceTimersByTimeAsync(ms));
        return;
      }
      await acts[event.type]!(event);
    },
    async see(s, event) {
      const key = typeof s.value === 'string' ? s.value : Object.keys(s.value)[0]!;
      expect(see[key], `what the player sees in ${key}`).toBeDefined();
      await see[key]!(s, event);
      // The balance is read at sign-in, then once more for each move of money so far.
      await waitFor(() => expect(balanceReads).toHaveBeenCalledTimes(1 + moneyMoves));
    },
  };
}

/** Events that move money: a deposit answered with a code or a wait, one seen credited. */
function moves(event: AnyEventObject): boolean {
  if (event.type === 'xstate.done.actor.submitDeposit') {
    return (event.output as DepositOutcome).status !== 'redirect';
  }
  return (
    event.type === 'xstate.done.actor.checkTransaction' &&
    (event.output as { transaction_status: number }).transaction_status === 1002
  );
}

describe('quick deposit panel, driven by its chart', () => {
  it('the paths take every state and at least 95 % of the transitions', () => {
    const measured = coverage(quickDepositMachine, paths);
    expect(measured.missingStates).toEqual([]);
    expect(measured.transitions.ratio).toBeGreaterThanOrEqual(0.95);
  });

  describe('replayed on the page', () => {
    replayOnDepositClock();

    for (const path of paths) {
      it(describePath(path, 'header'), () => drive(path, createDriver()), 90_000);
    }

    it('fired on the page every transition the paths planned (measured on the real actor)', () => {
      expect(fired.missedOf(paths)).toEqual([]);
    });
  });
});
