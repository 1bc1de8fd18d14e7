import { expect, test, type Page, type Response } from '@playwright/test';
import type { DepositOutcome } from '../../machines/shared/finance.ts';
import { headerBalance, withoutBonus } from './cashier.ts';
import { field, signedInNewPlayer } from './players.ts';

const main = (page: Page) => page.getByRole('main');
const OVER_LIMIT = 'Girdiğiniz tutar para yatırma limitinizin kalanını aşıyor';

const isDeposit = (response: Response) =>
  response.request().postData()?.includes('processTransaction') ?? false;

/** The QR code's page paid on another device, as the player's phone would. */
async function payOnPhone(page: Page, answer: Promise<Response>) {
  const outcome = ((await (await answer).json()) as { data: DepositOutcome }).data;
  expect(outcome.status).toBe('qr');
  const phone = await page.context().browser()!.newPage();
  try {
    await phone.goto(outcome.status === 'qr' ? outcome.qrPayload : '');
    await phone.getByRole('button', { name: 'Öde' }).click();
    await expect(phone).not.toHaveURL(/\/payments\/pay\//);
  } finally {
    await phone.context().close();
  }
}

/** In the wizard with QR chosen: `amount` through the bonus step, confirmed and paid on the phone. */
async function depositInWizard(page: Page, amount: string) {
  await field(page, 'Tutar (TRY)').fill(amount);
  await main(page).getByRole('button', { name: 'Devam' }).click();
  await withoutBonus(page);
  const answer = page.waitForResponse(isDeposit);
  await main(page).getByRole('button', { name: 'Onayla' }).click();
  await payOnPhone(page, answer);
  await expect(main(page).getByText('Yatırım hesabınıza geçti')).toBeVisible();
}

test('a returning player deposits from the header in one screen and one click; the deposit limit is the amount’s maximum', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (/processTransaction/.test(request.postData() ?? '')) sent.push(request.url());
  });
  await signedInNewPlayer(page, '/profile?tab=protection');
  const limits = main(page).getByRole('region', { name: 'Para yatırma limiti' });
  const form = limits.getByRole('form', { name: 'Para yatırma limiti belirle' });
  await form.getByLabel(/^Tutar \(TRY\)/).fill('300');
  await form.getByRole('button', { name: 'Limiti kaydet' }).click();
  await expect(page.getByText('Limitiniz hemen geçerli oldu')).toBeVisible();

  // The wizard's amount step: QR takes up to ₺10.000, the limit leaves ₺300.
  await page.goto('/deposit');
  await main(page).getByRole('button', { name: 'QR ile Öde', exact: true }).click();
  const amount = field(page, 'Tutar (TRY)');
  await expect(amount).toHaveAccessibleDescription('Min ₺50 – Maks ₺300');
  await amount.fill('400');
  await main(page).getByRole('button', { name: 'Devam' }).click();
  await expect(amount).toHaveAccessibleDescription(OVER_LIMIT);
  await page.waitForTimeout(1500);
  await expect(amount).toHaveAccessibleDescription(OVER_LIMIT);
  expect(sent).toEqual([]);
  await depositInWizard(page, '100');

  // Back another day: from the header, one panel.
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(headerBalance(page)).toContainText('100,00');
  await header.getByRole('button', { name: 'Hızlı para yatır' }).click();
  const panel = page.getByRole('dialog', { name: 'Hızlı para yatır' });
  await expect(panel.getByRole('heading', { name: 'QR ile Öde ile yatır' })).toBeVisible();
  const quickAmount = panel.getByLabel(/^Tutar \(TRY\)/);
  await expect(quickAmount).toHaveValue('100');
  await expect(quickAmount).toHaveAccessibleDescription('Min ₺50 – Maks ₺200');
  const second = page.waitForResponse(isDeposit);
  await panel.getByRole('button', { name: '₺100,00 yatır' }).click();
  await expect(panel.getByRole('img', { name: 'Ödeme için QR kod' })).toBeVisible();
  await payOnPhone(page, second);
  await expect(panel.getByText('Yatırım hesabınıza geçti')).toBeVisible();

  // The limit now leaves ₺100: more is refused beside the field, and nothing is sent.
  await panel.getByRole('button', { name: 'Yeni yatırım' }).click();
  await expect(quickAmount).toHaveAccessibleDescription('Min ₺50 – Maks ₺100');
  await quickAmount.fill('150');
  await panel.getByRole('button', { name: '₺150,00 yatır' }).click();
  await expect(quickAmount).toHaveAccessibleDescription(OVER_LIMIT);
  await page.waitForTimeout(1500);
  await expect(quickAmount).toHaveAccessibleDescription(OVER_LIMIT);
  expect(sent).toHaveLength(2);

  // Closed, the page under it is where it was, with the money in the balance.
  await panel.getByRole('button', { name: 'Kapat' }).click();
  await expect(panel).toBeHidden();
  await expect(headerBalance(page)).toContainText('200,00');
  await expect(page).toHaveURL(/\/$/);
});

test(
  'on a phone, a returning player opens the quick deposit from the header of any page and deposits in one press',
  { tag: '@mobile' },
  async ({ page }) => {
    // The first deposit, in the wizard: ₺100 by QR.
    await signedInNewPlayer(page, '/deposit');
    await main(page).getByRole('button', { name: 'QR ile Öde', exact: true }).click();
    await depositInWizard(page, '100');

    // Back another day, on a lobby: one tap in the header, one panel over the whole screen.
    await page.goto('/slot');
    await expect(headerBalance(page)).toContainText('100,00');
    await page.getByRole('banner').getByRole('button', { name: 'Hızlı para yatır' }).tap();
    const panel = page.getByRole('dialog', { name: 'Hızlı para yatır' });
    await expect(panel.getByRole('heading', { name: 'QR ile Öde ile yatır' })).toBeVisible();
    expect(await panel.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });

    // On the narrowest phone it still fits: nothing past the edge, nothing to scroll sideways,
    // every button a thumb's target.
    await page.setViewportSize({ width: 320, height: 568 });
    const pay = panel.getByRole('button', { name: '₺100,00 yatır' });
    await expect(panel.getByLabel(/^Tutar \(TRY\)/)).toHaveValue('100');
    await expect
      .poll(() =>
        panel.evaluate((shown) => {
          const controls = [...shown.querySelectorAll('button, input')].map((control) =>
            control.getBoundingClientRect(),
          );
          const buttons = [...shown.querySelectorAll('button')].map((button) =>
            button.getBoundingClientRect(),
          );
          return {
            width: shown.getBoundingClientRect().width,
            sideways: shown.scrollWidth - shown.clientWidth,
            outside: controls.filter((box) => box.left < 0 || box.right > 320).length,
            small: buttons.filter((box) => Math.min(box.width, box.height) < 44).length,
          };
        }),
      )
      .toEqual({ width: 320, sideways: 0, outside: 0, small: 0 });

    const second = page.waitForResponse(isDeposit);
    await pay.tap();
    await expect(panel.getByRole('img', { name: 'Ödeme için QR kod' })).toBeVisible();
    await payOnPhone(page, second);
    await expect(panel.getByText('Yatırım hesabınıza geçti')).toBeVisible();
    await panel.getByRole('button', { name: 'Kapat' }).tap();
    await expect(panel).toBeHidden();
    await expect(headerBalance(page)).toContainText('200,00');
    await expect(page).toHaveURL(/\/slot$/);
  },
);
