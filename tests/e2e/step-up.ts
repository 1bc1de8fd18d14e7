/** The step-up's dialog (src/ui/step-up-dialog.tsx) as a player answers it. */
import type { Locator, Page } from '@playwright/test';

/** The open step-up dialog; its title names the change ('Banka hesabını onayla'). */
export const stepUpDialog = (page: Page, title: string): Locator =>
  page.getByRole('dialog', { name: title });

/**
 * Confirms the open step-up with the password and, when the player has a second factor, its
 * code (the authenticator's, or the one sent by SMS).
 */
export async function confirmStepUp(
  page: Page,
  title: string,
  entry: { password: string; code?: string },
): Promise<void> {
  const dialog = stepUpDialog(page, title);
  await dialog.getByLabel(/^Mevcut şifre/).fill(entry.password);
  if (entry.code !== undefined) {
    await dialog.getByLabel(/^(Doğrulama uygulaması kodu|SMS kodu)/).fill(entry.code);
  }
  await dialog.getByRole('button', { name: 'Onayla' }).click();
}
