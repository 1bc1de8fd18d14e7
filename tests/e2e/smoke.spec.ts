import { expect, test, type Page } from '@playwright/test';

async function expectHomeWithHeader(page: Page) {
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));

  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  // A welcome popup may open on top: as a modal it hides the page from the accessibility tree.
  await expect(page.getByRole('banner', { includeHidden: true })).toBeVisible();
  expect(pageErrors).toEqual([]);
}

test('the home page loads and shows the header', async ({ page }) => {
  await expectHomeWithHeader(page);
});

test(
  'the home page loads and shows the header on a phone',
  { tag: '@mobile' },
  async ({ page }) => {
    await expectHomeWithHeader(page);
  },
);
