/**
 * The withdraw machine's generated paths in Chromium against the real platform: a fresh player
 * per path deposits 1.000 TL by card (with the welcome bonus, where the path's player has it),
 * switches the authenticator on where the player has it, and withdraws as withdraw.paths.ts
 * says; each state the page settles in is checked as the player sees it. A payout to the account
 * added in the wizard meets the step-up: the password, and the authenticator's code.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './whole-site-test.ts';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type { StepUpOutput } from '../../machines/auth/step-up.machine.ts';
import { buildTrIban, formatIban } from '../../machines/shared/validation/iban.ts';
import { coverage, describePath, drive, type ViewDriver } from '../model/view-driver.ts';
import { switchAuthenticatorOn } from './authenticator.ts';
import { BANK_ACCOUNT_STEP_UP, depositByCard, fillBankAccount, headerBalance } from './cashier.ts';
import { operatorCli } from './operator.ts';
import { signedInNewPlayer, type NewPlayer } from './players.ts';
import { confirmStepUp, stepUpDialog } from './step-up.ts';
import { totp } from './totp.ts';
import { takesStepUp } from '../../machines/cashier/withdraw-context.ts';
import { withdrawMachine } from '../../machines/cashier/withdraw.machine.ts';
import {
  addedAccount,
  havale,
  NOTE,
  OVER_WITHDRAWABLE,
  papara,
  paths,
  VALIDITY_DATE,
  WALLET_NUMBER,
  welcomeBonus,
  WRONG_PASSWORD,
  type Withdrawer,
} from './withdraw.paths.ts';

type Snapshot = SnapshotFrom<typeof withdrawMachine>;

const lira = (kurus: number) =>
  new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(kurus / 100);
const wizard = (page: Page) => page.getByRole('region', { name: 'Para çekme talebi' });
const button = (page: Page, name: string) =>
  wizard(page).getByRole('button', { name, exact: true });
const stepHeading = (page: Page, name: string) =>
  expect(wizard(page).getByRole('heading', { level: 2, name })).toBeVisible();
const heart = (page: Page, method: { name: string; isFavorite: 0 | 1 }) =>
  wizard(page).getByRole('button', {
    name: `${method.name} ${method.isFavorite ? 'favorilerden çıkar' : 'favorilere ekle'}`,
  });
const accountForm = (page: Page) => wizard(page).getByRole('form', { name: 'Yeni banka hesabı' });
/** The step-up's title when a payout goes to an account added or changed within 24 hours. */
const WITHDRAWAL_STEP_UP = 'Çekimi onayla';
const STEP_MS = 30_000;
const withdrawalRule = (rule: 'forfeit' | 'block') =>
  operatorCli('server/bonus-cli.ts', 'settings', '--withdrawal', rule);

/** The card deposit with the welcome bonus chosen on the wizard's bonus step. */
async function depositWithWelcomeBonus(page: Page) {
  const main = page.getByRole('main');
  await page.goto('/deposit');
  await main.getByRole('button', { name: 'Kredi Kartı', exact: true }).click();
  await main.getByLabel(/^Tutar \(TRY\)/).fill('1000');
  await main.getByRole('button', { name: 'Devam' }).click();
  await main.getByRole('radio', { name: /Hoş Geldin Bonusu/ }).check();
  await main.getByRole('button', { name: 'Devam' }).click();
  await main.getByRole('button', { name: 'Onayla' }).click();
  await page.getByRole('button', { name: 'Öde' }).click();
  await expect(headerBalance(page)).toContainText(`Bonus ${lira(welcomeBonus.balance)}`);
}

class WithdrawDriver implements ViewDriver {
  private player!: NewPlayer;
  /** The authenticator's key, for players who switched it on. */
  private key = '';
  /** The last time step of the authenticator the platform took (each is taken once). */
  private usedStep = 0;
  /** The step of the right code typed in the code step, taken when the withdrawal is sent. */
  private typedStep: number | null = null;
  /** A Garanti BBVA IBAN of this player's alone (an IBAN belongs to one player). */
  private readonly iban = formatIban(
    buildTrIban('00062', String(Math.floor(Math.random() * 1e10))),
  );

  constructor(private readonly page: Page) {}

  async start(input: unknown) {
    const { page } = this;
    const withdrawer = input as Withdrawer;
    this.player = await signedInNewPlayer(page, null);
    if (withdrawer.authenticator) {
      this.key = await switchAuthenticatorOn(page, this.player.password);
      this.usedStep = Math.floor(Date.now() / STEP_MS);
    }
    if (withdrawer.bonusRule) await depositWithWelcomeBonus(page);
    else await depositByCard(page, '1000');
    if (withdrawer.bonusRule === 'block') await withdrawalRule('block');
    await page.goto('/withdraw');
  }

  /**
   * The step of the authenticator's next code the platform has not taken: one after the last
   * taken, within its window (a step either side of now); waits for the clock when there is none.
   */
  private async nextStep(): Promise<number> {
    const step = Math.max(this.usedStep + 1, Math.floor(Date.now() / STEP_MS));
    const wait = (step - 1) * STEP_MS - Date.now();
    if (wait > 0) await this.page.waitForTimeout(wait + 500);
    return step;
  }

  /**
   * The password and, for a player with the authenticator, its code: a fresh one when the
   * platform takes it (`taken`), else the current one (a wrong password is refused before it).
   */
  private async confirmStepUp(title: string, password: string, taken: boolean) {
    if (!this.key) return confirmStepUp(this.page, title, { password });
    const step = taken ? await this.nextStep() : Math.floor(Date.now() / STEP_MS);
    if (taken) this.usedStep = step;
    return confirmStepUp(this.page, title, { password, code: totp(this.key, step * STEP_MS) });
  }

  /** Types `value` into the step's field and goes on. */
  private async submitStep(label: RegExp, value: string) {
    await wizard(this.page).getByLabel(label).fill(value);
    await button(this.page, 'Devam').click();
  }

  async act(event: AnyEventObject, before: AnyMachineSnapshot) {
    const { page } = this;
    const context = (before as Snapshot).context;
    switch (event.type) {
      case 'withdraw.acceptBonusForfeit':
        return wizard(page)
          .getByRole('checkbox', { name: 'Para çekince bonusun iptal edileceğini kabul ediyorum' })
          .setChecked(event.accepted as boolean);
      case 'withdraw.submitBonusForfeit':
        return button(page, 'Devam').click();
      case 'withdraw.retry':
        return button(page, 'Tekrar kontrol et').click();
      case 'withdraw.selectMethod': {
        const method = event.methodID === havale.id ? havale : papara;
        return button(page, method.name).click();
      }
      case 'withdraw.toggleFavorite':
        return heart(
          page,
          context.methods.find((m) => m.id === event.methodID)!,
        ).click();
      case 'withdraw.addAccount':
        return button(page, 'Yeni hesap ekle').click();
      case 'xstate.done.actor.addBankAccount': {
        const form = accountForm(page);
        if (event.form === 'cancelled') return form.getByRole('button', { name: 'Vazgeç' }).click();
        await form.getByLabel(/Hesap sahibi/).fill(addedAccount.owner);
        await form.getByLabel(/^Şube/).fill(addedAccount.branch);
        await form.getByLabel(/^Hesap numarası/).fill(addedAccount.accountNumber);
        await fillBankAccount(form, { iban: this.iban });
        await form.getByRole('button', { name: 'Kaydet' }).click();
        // Saving a payout account takes its own step-up.
        return this.confirmStepUp(BANK_ACCOUNT_STEP_UP, this.player.password, true);
      }
      case 'xstate.done.actor.stepUp': {
        if ((event.output as StepUpOutput).outcome === 'cancelled') {
          return stepUpDialog(page, WITHDRAWAL_STEP_UP)
            .getByRole('button', { name: 'Vazgeç' })
            .click();
        }
        const right = event.right as boolean;
        const password = right ? this.player.password : WRONG_PASSWORD;
        return this.confirmStepUp(WITHDRAWAL_STEP_UP, password, right);
      }
      case 'withdraw.selectAccount':
        return wizard(page)
          .getByRole('button', { name: new RegExp(`^${addedAccount.bankName}`) })
          .click();
      case 'withdraw.submitDestination':
        return this.submitStep(/^Cüzdan numarası/, event.value as string);
      case 'withdraw.submitAmount':
        return this.submitStep(/^Tutar \(TRY\)/, event.amount as string);
      case 'withdraw.submitValidityDate':
        return this.submitStep(/^T\.C\. kimlik kartı son geçerlilik tarihi/, event.date as string);
      case 'withdraw.submitNote':
        return this.submitStep(/^Not/, event.note as string);
      case 'withdraw.submitCode': {
        // A step not taken yet is accepted; three steps ahead never is.
        this.typedStep = event.right ? await this.nextStep() : null;
        const step = this.typedStep ?? Math.floor(Date.now() / STEP_MS) + 3;
        return this.submitStep(/^Doğrulama kodu/, totp(this.key, step * STEP_MS));
      }
      case 'withdraw.back':
        return button(page, 'Geri').click();
      case 'withdraw.confirm':
        // The right code typed goes with it and is taken (a new account's step-up asks its own).
        if (context.code !== null && this.typedStep !== null && !takesStepUp(context)) {
          this.usedStep = Math.max(this.usedStep, this.typedStep);
        }
        return button(page, 'Para çekme talebini gönder').click();
      case 'withdraw.restart':
        return button(page, 'Yeni para çekme talebi').click();
      default:
        throw new Error(`No player action for ${event.type}`);
    }
  }

  async see(snapshot: AnyMachineSnapshot, event: AnyEventObject | null) {
    const { page } = this;
    const s = snapshot as Snapshot;
    const c = s.context;
    const summary = c.summary!;
    // A modal over the review: the rest of the page is hidden from the player's tools meanwhile.
    if (s.matches({ ready: { step: 'steppingUp' } })) {
      const dialog = stepUpDialog(page, WITHDRAWAL_STEP_UP);
      await expect(dialog).toContainText('Bu hesap son 24 saat içinde eklendi veya değiştirildi');
      await expect(dialog.getByLabel(/^Mevcut şifre/)).toHaveValue('');
      await expect(dialog.getByLabel(/^Doğrulama uygulaması kodu/)).toHaveCount(this.key ? 1 : 0);
      const refusal = dialog.getByRole('alert');
      if (c.stepUpError) await expect(refusal).toContainText(c.stepUpError);
      else await expect(refusal).toHaveCount(0);
      return;
    }
    // The header and the wizard's figures follow a withdrawal at once (the summary is read again).
    await expect(headerBalance(page)).toContainText(lira(summary.balance));
    await expect(wizard(page).getByRole('definition').first()).toHaveText(
      lira(summary.withdrawable),
    );
    const main = page.getByRole('main');
    if (s.matches({ ready: { step: 'bonusForfeit' } })) {
      await stepHeading(page, 'Aktif bonus');
      const alert = wizard(page).getByRole('alert');
      await expect(alert.getByRole('heading', { name: 'Aktif bir bonusun var' })).toBeVisible();
      await expect(alert).toContainText(`${lira(welcomeBonus.balance)} bonus bakiyesi`);
      await expect(alert).toContainText(
        `Çevrim: ${lira(0)} / ${lira(welcomeBonus.wageringRequired)} (%0)`,
      );
      const tick = wizard(page).getByRole('checkbox', { name: /bonusun iptal edileceğini/ });
      await expect(tick).toBeChecked({ checked: c.bonusForfeitAccepted });
      await expect(button(page, 'Devam')).toBeEnabled({ enabled: c.bonusForfeitAccepted });
      return;
    }
    if (s.matches({ ready: { step: 'bonusBlocked' } })) {
      await stepHeading(page, 'Aktif bonus');
      const alert = wizard(page).getByRole('alert');
      await expect(
        alert.getByRole('heading', { name: 'Çevrim bitmeden para çekilemez' }),
      ).toBeVisible();
      await expect(alert).toContainText(welcomeBonus.title);
      await expect(wizard(page).getByRole('textbox')).toHaveCount(0);
      await expect(button(page, 'Devam')).toHaveCount(0);
      await expect(button(page, 'Tekrar kontrol et')).toBeEnabled();
      return;
    }
    if (s.matches({ ready: { step: 'method' } })) {
      await stepHeading(page, 'Yöntem seç');
      for (const method of c.methods) {
        await expect(button(page, method.name)).toBeVisible();
        await expect(heart(page, method)).toHaveAttribute(
          'aria-pressed',
          String(method.isFavorite === 1),
        );
      }
      return;
    }
    if (s.matches({ ready: { step: { account: 'bank' } } })) {
      await stepHeading(page, 'Ödeme hesabı');
      const saved = wizard(page).getByRole('list', { name: 'Kayıtlı banka hesapların' });
      if (c.accounts.length === 0) {
        await expect(wizard(page).getByText('Kayıtlı banka hesabın yok.')).toBeVisible();
        await expect(saved).toHaveCount(0);
      } else {
        await expect(saved.getByRole('button')).toHaveCount(c.accounts.length);
        await expect(saved.getByRole('button')).toContainText(this.iban);
      }
      await expect(button(page, 'Yeni hesap ekle')).toBeEnabled();
      await expect(button(page, 'Geri')).toBeVisible();
      return;
    }
    if (s.matches({ ready: { step: { account: 'adding' } } })) {
      await stepHeading(page, 'Ödeme hesabı');
      await expect(accountForm(page)).toBeVisible();
      // The form's own cancel is the way back.
      await expect(button(page, 'Geri')).toHaveCount(0);
      return;
    }
    if (s.matches({ ready: { step: { account: 'destination' } } })) {
      await stepHeading(page, 'Ödeme hesabı');
      await expect(wizard(page).getByLabel(/^Cüzdan numarası/)).toBeVisible();
      return;
    }
    if (s.matches({ ready: { step: 'amount' } })) {
      await stepHeading(page, 'Tutar');
      await expect(
        wizard(page).getByText(`Çekilebilir: ${lira(summary.withdrawable)}`),
      ).toBeVisible();
      const amount = wizard(page).getByLabel(/^Tutar \(TRY\)/);
      if (event?.type === 'withdraw.submitAmount' && event.amount === OVER_WITHDRAWABLE) {
        await expect(amount).toHaveAttribute('aria-invalid', 'true');
        await expect(amount).toHaveAccessibleDescription(/Bu tutar çekilebilir bakiyenden fazla/);
      } else {
        await expect(amount).toHaveAttribute('aria-invalid', 'false');
      }
      if (event?.type === 'xstate.done.actor.addBankAccount') {
        await expect(page.getByText('Banka hesabı eklendi')).toBeVisible();
      }
      return;
    }
    if (s.matches({ ready: { step: 'validityDate' } })) {
      await stepHeading(page, 'Kimlik geçerlilik tarihi');
      await expect(wizard(page).getByLabel(/geçerlilik tarihi/)).toBeVisible();
      return;
    }
    if (s.matches({ ready: { step: 'note' } })) {
      await stepHeading(page, 'Not');
      await expect(wizard(page).getByLabel(/^Not/)).toBeVisible();
      return;
    }
    if (s.matches({ ready: { step: 'code' } })) {
      await stepHeading(page, 'Doğrulama kodu');
      // Asked on every visit: never kept, not even after going back.
      await expect(wizard(page).getByLabel(/^Doğrulama kodu/)).toHaveValue('');
      return;
    }
    if (s.matches({ ready: { step: 'review' } })) {
      await stepHeading(page, 'Kontrol et ve onayla');
      const method = c.methodID === havale.id ? havale : papara;
      const destination =
        method === havale ? `${addedAccount.bankName} · ${this.iban}` : WALLET_NUMBER;
      for (const value of [method.name, destination, lira(c.amount!), NOTE]) {
        await expect(wizard(page).getByText(value, { exact: true })).toBeVisible();
      }
      await expect(wizard(page).getByText(`14 Mayıs ${VALIDITY_DATE.slice(0, 4)}`)).toBeVisible();
      await expect(button(page, 'Para çekme talebini gönder')).toBeEnabled();
      await expect(page.getByText('Lütfen Bekleyiniz...')).toHaveCount(0);
      // The platform's refusal stays on the review until the next attempt.
      const refusal = wizard(page).getByRole('alert');
      if (c.failure) await expect(refusal).toContainText(c.failure);
      else await expect(refusal).toHaveCount(0);
      return;
    }
    if (s.matches({ ready: { step: 'submitted' } })) {
      await stepHeading(page, 'Talebin alındı');
      await expect(wizard(page).getByRole('alert')).toContainText('Para çekme talebin alındı');
      await expect(wizard(page).getByText('Beklemede', { exact: true })).toBeVisible();
      await expect(wizard(page).getByText(lira(c.transaction!.amount))).toBeVisible();
      await expect(
        wizard(page).getByText(c.transaction!.methodName, { exact: true }),
      ).toBeVisible();
      // The request is in the player's list beside the wizard, waiting for the operator.
      await expect(
        main
          .getByRole('listitem')
          .filter({ hasText: lira(c.transaction!.amount) })
          .first(),
      ).toContainText('Beklemede');
      return;
    }
    throw new Error(`No view for ${JSON.stringify(s.value)}`);
  }
}

test.describe('withdraw: generated paths against the platform', () => {
  test('cover every state and transition a real platform can be made to give', () => {
    const { missingStates, transitions } = coverage(withdrawMachine, paths);
    // A load that fails (the network): the jsdom model covers it and its retry.
    expect(missingStates).toEqual(['withdraw.failed']);
    expect(transitions.missing).toEqual([
      'withdraw.loading: xstate.error.actor.loadWithdrawData → withdraw.failed',
      'withdraw.failed: withdraw.retry → withdraw.loading',
      // Re-entering a draft from before a reload: the jsdom model restores each one.
      'withdraw.ready.step.restoring: always [guarded] → withdraw.ready.step.account',
      'withdraw.ready.step.restoring: always [guarded] → withdraw.ready.step.amount',
      'withdraw.ready.step.restoring: always [guarded] → withdraw.ready.step.validityDate',
      'withdraw.ready.step.restoring: always [guarded] → withdraw.ready.step.note',
      'withdraw.ready.step.restoring: always [guarded] → withdraw.ready.step.code',
      'withdraw.ready.step.restoring: always → withdraw.ready.step.review',
      // Every withdraw method of the platform pays to an account, a wallet or an address: none
      // goes from the method straight to the amount (nor back, two lines down).
      'withdraw.ready.step.method: withdraw.selectMethod [guarded] → withdraw.ready.step.amount',
      // The bank account form failing as a whole: the jsdom model covers it.
      'withdraw.ready.step.account.adding: xstate.error.actor.addBankAccount → withdraw.ready.step.account.bank',
      'withdraw.ready.step.amount: withdraw.back → withdraw.ready.step.method',
      // A request not answered, or answered too late; the summary not read again; a favourite
      // the platform does not save: the jsdom model covers them.
      'withdraw.ready.step.submitting: xstate.error.actor.submitWithdraw [guarded] → withdraw.ready.step.review',
      'withdraw.ready.step.submitting: xstate.after.submitTimeout.withdraw.ready.step.submitting → withdraw.ready.step.review',
      'withdraw.ready.step.submitted.readingSummary: xstate.error.actor.loadSummary → withdraw.ready.step.submitted.summaryRead',
      'withdraw.ready.favorite.saving: xstate.error.actor.setFavoriteMethod → withdraw.ready.favorite.idle',
    ]);
  });

  for (const path of paths) {
    const withdrawer = path.input as Withdrawer;
    test(describePath(path, withdrawer.name), async ({ page }) => {
      test.setTimeout(90_000);
      try {
        await drive(path, new WithdrawDriver(page));
      } finally {
        // The operator's rule is the platform's, for every player: back to its default.
        if (withdrawer.bonusRule === 'block') await withdrawalRule('forfeit');
      }
    });
  }
});
