import { describe, expect, it } from 'vitest';
import { isFirstPageMessage } from '../../../src/i18n/first-page-messages.ts';
import { loadMessages, loadPageMessages, messagesFor } from '../../../src/i18n/intl-messages.ts';
import { routerPages } from '../../../src/i18n/message-usage.ts';
import pageMessages from 'virtual:page-messages';

describe("each page's messages", () => {
  it('come for every page of the router, in both languages', () => {
    const pages = routerPages();
    expect(pages).toContain('features/cashier/deposit-page');
    expect(pages.length).toBeGreaterThan(15);
    expect(Object.keys(pageMessages.tr).sort()).toEqual([...pages].sort());
    expect(Object.keys(pageMessages.en).sort()).toEqual([...pages].sort());
  });

  it("hold the texts the page uses, not another page's nor the first page's", async () => {
    const login = (await pageMessages.tr['features/auth/login-page']!()).default;
    const deposit = (await pageMessages.en['features/cashier/deposit-page']!()).default;
    expect(Object.keys(login)).toEqual(expect.arrayContaining(['auth.link.forgotPassword']));
    expect(login).not.toHaveProperty(['cashier.deposit.subtitle']);
    expect(deposit).toHaveProperty(['cashier.deposit.subtitle']);
    // Texts built from a prefix come whole: every step's name.
    expect(
      Object.keys(deposit).filter((key) => key.startsWith('cashier.deposit.step.')).length,
    ).toBeGreaterThan(3);
    expect(Object.keys(login).filter(isFirstPageMessage)).toEqual([]);
  });

  it("bring the quick deposit's texts with the deposit page, whose part the header opens it with", async () => {
    const deposit = (await pageMessages.tr['features/cashier/deposit-page']!()).default;
    const play = (await pageMessages.tr['app/pages/play-page']!()).default;
    expect(deposit).toHaveProperty(['cashier.quick.title']);
    expect(deposit).toHaveProperty(['cashier.deposit.overAllowance']);
    expect(play).not.toHaveProperty(['cashier.quick.title']);
  });
});

describe('a language switch', () => {
  it('shows a language again only once it has the part of every page opened since', async () => {
    await loadMessages('tr');
    await loadMessages('en');
    await loadPageMessages('features/cashier/deposit-page');
    expect(messagesFor('en').messages).toHaveProperty(['cashier.deposit.subtitle']);

    // Back to Turkish: English stays on screen until the deposit page's Turkish part is in.
    const switching = loadMessages('tr');
    expect(messagesFor('tr').locale).toBe('en');
    await switching;
    expect(messagesFor('tr').locale).toBe('tr');
    expect(messagesFor('tr').messages).toHaveProperty(['cashier.deposit.subtitle']);
  });
});
