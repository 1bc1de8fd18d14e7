import { expect, test, type APIRequestContext } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { PLAYER_PASSWORD, signedInNewPlayer, signIn } from './players.ts';
import { visit } from './visit.ts';

/** The texts the platform sent to phone, newest first (test mode keeps what it sends). */
async function smsTo(request: APIRequestContext, phone: string): Promise<string[]> {
  const response = await request.get('/__test__/outbox', { params: { recipient: phone } });
  const { data } = (await response.json()) as { data: { body: string }[] };
  return data.map((message) => message.body);
}

/** The code of the first SMS sent to phone after `before` of them: it may still be on its way. */
async function nextSmsCode(request: APIRequestContext, phone: string, before: number) {
  await expect.poll(async () => (await smsTo(request, phone)).length).toBeGreaterThan(before);
  const [newest] = await smsTo(request, phone);
  return /(\d{6})/.exec(newest!)![1]!;
}

test('SMS as the second factor: chosen in the profile, asked at sign-in, before a limit raise and to turn it off', async ({
  page,
  browser,
}) => {
  const player = await signedInNewPlayer(page, '/profile?tab=security');
  const phone = `+90${player.phone}`;
  const main = page.getByRole('main');

  // SMS is refused until the phone is confirmed.
  const factor = main.getByRole('region', { name: 'Girişte SMS kodu' });
  await factor.getByRole('button', { name: 'Etkinleştir' }).click();
  await expect(factor.getByRole('alert')).toHaveText(
    'SMS doğrulamasını seçmek için önce telefon numaranızı doğrulayın',
  );
  const confirmation = main.getByRole('region', { name: 'SMS ile telefon doğrulama' });
  let sent = (await smsTo(page.request, phone)).length;
  await confirmation.getByRole('button', { name: 'Kod gönder' }).click();
  await confirmation.getByLabel(/^SMS kodu/).fill(await nextSmsCode(page.request, phone, sent));
  await confirmation.getByRole('button', { name: 'Doğrula' }).click();
  await expect(confirmation.getByText('Telefon numaran doğrulandı.')).toBeVisible();
  await factor.getByRole('button', { name: 'Etkinleştir' }).click();
  await expect(factor.getByText('Açık', { exact: true })).toBeVisible();

  // Another browser: the password alone does not sign in; the code sent by SMS does.
  // axe-core is injected into the page: this browser lets it past the content security policy.
  const context = await browser.newContext({ bypassCSP: true });
  const other = await context.newPage();
  await visit(other, '/login');
  sent = (await smsTo(other.request, phone)).length;
  await signIn(other, player.username, PLAYER_PASSWORD);
  const prompt = other.getByRole('dialog', { name: 'İki adımlı doğrulama' });
  await expect(prompt.getByText(/Telefonuna SMS ile gönderilen 6 haneli kodu gir/)).toBeVisible();
  await prompt.getByLabel('6 haneli kod').fill(await nextSmsCode(other.request, phone, sent));
  await prompt.getByRole('button', { name: 'Doğrula' }).click();
  await expect(other).toHaveURL(/\/$/);

  // A raise of a limit asks the password and a code sent for it.
  await other.goto('/profile?tab=protection');
  const card = other.getByRole('main').getByRole('region', { name: 'Para yatırma limiti' });
  const form = card.getByRole('form', { name: 'Para yatırma limiti belirle' });
  await form.getByLabel(/^Tutar \(TRY\)/).fill('500');
  await form.getByRole('button', { name: 'Limiti kaydet' }).click();
  await expect(card.getByRole('listitem')).toContainText('Günlük: ₺500,00');
  await form.getByLabel(/^Tutar \(TRY\)/).fill('2.000');
  await form.getByRole('button', { name: 'Limiti kaydet' }).click();
  const stepUp = other.getByRole('dialog', { name: 'Limit artışını onayla' });
  sent = (await smsTo(other.request, phone)).length;
  await stepUp.getByRole('button', { name: 'SMS kodu gönder' }).click();
  await expect(stepUp.getByText('Kod telefonuna gönderildi. 5 dakika geçerlidir.')).toBeVisible();
  // WCAG 2.2 AA in the dialog, also on a 320 px wide screen without sideways scrolling.
  await other.setViewportSize({ width: 320, height: 640 });
  expect(await axeViolations(other)).toEqual([]);
  await expect
    .poll(() => other.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(320);
  await stepUp.getByLabel(/^Mevcut şifre/).fill(PLAYER_PASSWORD);
  await stepUp.getByLabel(/^SMS kodu/).fill(await nextSmsCode(other.request, phone, sent));
  await stepUp.getByRole('button', { name: 'Onayla' }).click();
  await expect(card).toContainText('Bekleyen değişiklik: Günlük limit ₺2.000,00 olacak.');

  // Turning SMS off loosens the account: its step-up asks the password and a code sent for it.
  await other.goto('/profile?tab=security');
  const otherFactor = other.getByRole('main').getByRole('region', { name: 'Girişte SMS kodu' });
  await otherFactor.getByRole('button', { name: 'Devre dışı bırak' }).click();
  const off = other.getByRole('dialog', { name: 'Kapatmayı onayla' });
  sent = (await smsTo(other.request, phone)).length;
  await off.getByRole('button', { name: 'SMS kodu gönder' }).click();
  await off.getByLabel(/^Mevcut şifre/).fill(PLAYER_PASSWORD);
  await off.getByLabel(/^SMS kodu/).fill(await nextSmsCode(other.request, phone, sent));
  await off.getByRole('button', { name: 'Onayla' }).click();
  await expect(otherFactor.getByText('Kapalı', { exact: true })).toBeVisible();
  await context.close();
});
