/**
 * The protection machine's generated paths in Chromium against the real platform: a fresh
 * signed-in player changes the daily deposit limit on the profile's responsible-gaming tab as
 * protection.paths.ts says. The platform's answers follow from what the player does, its clock
 * is moved past most of a raise's 24-hour wait, and each state the page settles in is checked as
 * the player sees it: the limit, the pending change and its countdown, the buttons, the notices.
 */
import { type Page, type Response } from '@playwright/test';
import { expect, test } from './whole-site-test.ts';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { protectionMachine } from '../../machines/protection/protection.machine.ts';
import { changeTiming, type ProtectionState } from '../../machines/shared/protection.ts';
import { coverage, describePath, drive, type ViewDriver } from '../model/view-driver.ts';
import { PLAYER_PASSWORD, signedInNewPlayer } from './players.ts';
import { answer, DUE_SOON_MS, HIGH, LOW, paths, TIMER_FIRES } from './protection.paths.ts';
import { advanceClock, resetClock } from './support.ts';

type Snapshot = SnapshotFrom<typeof protectionMachine>;

// The platform's clock is moved for everyone: it is put back afterwards.
test.afterEach(() => resetClock());

/** What the player types for an amount in kuruş, and how the page shows it. */
const TYPED: Record<number, string> = { [LOW]: '500', [HIGH]: '2.000' };
const shown = (kurus: number) => `₺${TYPED[kurus]},00`;
const everyMinutes = (minutes: number) => `Her ${minutes} dakikada bir`;

const main = (page: Page) => page.getByRole('main');
const depositCard = (page: Page) => main(page).getByRole('region', { name: 'Para yatırma limiti' });
const depositForm = (page: Page) =>
  depositCard(page).getByRole('form', { name: 'Para yatırma limiti belirle' });
const realityCheck = (page: Page) =>
  main(page).getByRole('combobox', { name: 'Hatırlatma aralığı' });

/** The countdown of a pending change, as the page rounds it (up, to the minute). */
function countdown(effectiveAt: string, now: string) {
  const minutes = Math.ceil((Date.parse(effectiveAt) - Date.parse(now)) / 60_000);
  return `Onay için kalan süre: ${Math.floor(minutes / 60)} sa ${minutes % 60} dk`;
}

/** The platform's clock now (an advance by nothing answers it). */
async function platformNow(): Promise<number> {
  const response = await fetch(`${process.env.E2E_BASE_URL}/__test__/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ms: 0 }),
  });
  if (!response.ok) throw new Error(`The test clock answered ${response.status}`);
  const body = (await response.json()) as { data: { now: string } };
  return Date.parse(body.data.now);
}

const CHANGES = ['set_limit', 'withdraw_limit_change', 'confirm_limit', 'set_reality_check'];
const isChangeAnswer = (response: Response) => {
  if (!response.url().endsWith('/v1')) return false;
  const asked = response.request().postDataJSON() as { api?: { method?: string } } | null;
  return CHANGES.includes(asked?.api?.method ?? '');
};

/** Whether the player's new daily deposit limit raises the one in force (a step-up first). */
const raises = (before: Snapshot, amount: number) =>
  changeTiming(
    before.context.state?.limits.find((limit) => limit.kind === 'deposit')?.amount,
    amount,
  ) === 'later';

class ProtectionDriver implements ViewDriver {
  /** When the real raise falls due, by the platform's last answer. */
  private raiseDueAt: string | null = null;
  /** The state the player's last change was made in: the model's answer to it is the notice. */
  private asked: Snapshot | null = null;

  constructor(private readonly page: Page) {}

  async start() {
    await signedInNewPlayer(this.page);
    await this.page.goto('/profile?tab=protection');
  }

  /** A raise asks who is there: the player types the password in the step-up dialog. */
  private async stepUp() {
    const dialog = this.page.getByRole('dialog', { name: 'Limit artışını onayla' });
    await dialog.getByLabel(/^Mevcut şifre/).fill(PLAYER_PASSWORD);
    await dialog.getByRole('button', { name: 'Onayla' }).click();
  }

  /** Makes a change as the player does, and keeps when the platform's raise falls due. */
  private async change(makeIt: () => Promise<void>) {
    const answered = this.page.waitForResponse(isChangeAnswer);
    await makeIt();
    const { data } = (await (await answered).json()) as { data: ProtectionState };
    const raise = data.pending.find((change) => change.kind === 'deposit');
    this.raiseDueAt = raise?.effectiveAt ?? null;
  }

  async act(event: AnyEventObject, before: AnyMachineSnapshot) {
    const { page } = this;
    this.asked = before as Snapshot;
    switch (event.type) {
      case 'protection.setLimit':
        return this.change(async () => {
          await depositForm(page)
            .getByLabel(/^Tutar \(TRY\)/)
            .fill(TYPED[event.amount as number]!);
          await depositForm(page).getByRole('button', { name: 'Limiti kaydet' }).click();
          if (raises(before as Snapshot, event.amount as number)) await this.stepUp();
        });
      case 'protection.withdrawChange':
        return this.change(() =>
          depositCard(page).getByRole('button', { name: 'Değişikliği geri al' }).click(),
        );
      case 'protection.confirmChange':
        return this.change(() =>
          depositCard(page).getByRole('button', { name: 'Değişikliği onayla' }).click(),
        );
      case 'protection.setRealityCheck': {
        // A day goes by, all but DUE_SOON_MS of the raise's wait, before the player comes back.
        await advanceClock(Date.parse(this.raiseDueAt!) - DUE_SOON_MS - (await platformNow()));
        return this.change(async () => {
          await realityCheck(page).click();
          await page.getByRole('option', { name: everyMinutes(event.minutes as number) }).click();
        });
      }
      case TIMER_FIRES:
        // The page's own timer, DUE_SOON_MS after the last answer: `see` waits for it.
        return;
      default:
        throw new Error(`No player action for ${event.type}`);
    }
  }

  async see(snapshot: AnyMachineSnapshot, event: AnyEventObject | null) {
    const { page } = this;
    const s = snapshot as Snapshot;
    // Every answer follows the player's change at once: the page settles only in idle.
    expect(s.value).toEqual({ ready: 'idle' });
    const state = s.context.state!;
    const card = depositCard(page);
    await expect(depositForm(page).getByRole('button', { name: 'Limiti kaydet' })).toBeEnabled();
    // The pending change first: a due soon one must be seen before the page's timer fires.
    const pending = state.pending.find((change) => change.kind === 'deposit');
    const withdraw = card.getByRole('button', { name: 'Değişikliği geri al' });
    const confirm = card.getByRole('button', { name: 'Değişikliği onayla' });
    if (!pending) {
      await expect(card).not.toContainText('Bekleyen değişiklik');
      await expect(withdraw).toHaveCount(0);
      await expect(confirm).toHaveCount(0);
    } else {
      await expect(card).toContainText(
        `Bekleyen değişiklik: Günlük limit ${shown(pending.amount!)} olacak.`,
      );
      await expect(withdraw).toBeEnabled();
      if (s.context.due.includes('deposit:day')) {
        // Due by the page's timer, up to DUE_SOON_MS after the answer before.
        await expect(confirm).toBeEnabled({ timeout: DUE_SOON_MS + 5_000 });
        await expect(card).toContainText('Bekleme süresi doldu; onaylarsanız geçerli olur.');
      } else {
        await expect(card).toContainText(countdown(pending.effectiveAt, state.now));
        await expect(confirm).toHaveCount(0);
      }
    }

    const limit = state.limits.find((l) => l.kind === 'deposit');
    const remove = card.getByRole('button', { name: 'Para yatırma limiti (Günlük) kaldır' });
    if (limit) {
      await expect(card.getByRole('listitem')).toHaveCount(1);
      await expect(card.getByRole('listitem')).toContainText(`Günlük: ${shown(limit.amount)}`);
      await expect(remove).toBeEnabled();
    } else {
      await expect(card.getByRole('listitem')).toHaveCount(0);
      await expect(remove).toHaveCount(0);
    }

    // No refusal on the tab; the platform's message of the change as a notice.
    await expect(main(page).getByRole('alert')).toHaveCount(0);
    if (event && event.type !== TIMER_FIRES) {
      const { message } = answer(event, this.asked!.context.state!);
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    }

    const minutes = state.realityCheckMinutes;
    await expect(realityCheck(page)).toHaveText(
      minutes === null ? 'Kapalı' : everyMinutes(minutes),
    );
  }
}

test.describe('protection: generated paths against the platform', () => {
  test('cover every limit change a real platform can be made to give', () => {
    const { missingStates, transitions } = coverage(protectionMachine, paths);
    // Failures (the jsdom model covers them), and the time-out and self-exclusion, which sign
    // the player out (protection.spec.ts covers them).
    expect(missingStates).toEqual([
      'protection.failed',
      'protection.ready.confirmingClosure',
      'protection.ready.closingAccount',
      'protection.closed',
    ]);
    expect(transitions.missing).toEqual([
      'protection.loading: xstate.error.actor.getState → protection.failed',
      'protection.failed: protection.retry → protection.loading',
      // A change in another tab: tabs.spec.ts takes it.
      'protection.ready.idle: protection.changedElsewhere → protection.loading',
      'protection.ready.idle: protection.chooseTimeout → protection.ready.confirmingClosure',
      'protection.ready.idle: protection.chooseExclusion → protection.ready.confirmingClosure',
      // A cancelled step-up and a refused raise: the jsdom model and protection.spec take them.
      'protection.ready.steppingUp: xstate.done.actor.stepUp → protection.ready.idle',
      'protection.ready.saving: xstate.error.actor.saveChange [guarded] → protection.ready.steppingUp',
      'protection.ready.saving: xstate.error.actor.saveChange → protection.ready.idle',
      'protection.ready.confirmingClosure: protection.confirmTimeout [guarded] → protection.ready.closingAccount',
      'protection.ready.confirmingClosure: protection.confirmExclusion [guarded] → protection.ready.closingAccount',
      'protection.ready.confirmingClosure: protection.cancel → protection.ready.idle',
      'protection.ready.closingAccount: xstate.done.actor.closeAccount → protection.closed',
      'protection.ready.closingAccount: xstate.error.actor.closeAccount → protection.ready.confirmingClosure',
    ]);
  });

  for (const path of paths) {
    test(describePath(path, '/profile?tab=protection'), async ({ page }) => {
      test.setTimeout(60_000);
      await drive(path, new ProtectionDriver(page));
    });
  }
});
