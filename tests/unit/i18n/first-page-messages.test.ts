import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isFirstPageMessage } from '../../../src/i18n/first-page-messages.ts';
import { messageUses, modulesOf } from '../../../src/i18n/message-usage.ts';
import { messages } from '../../../src/i18n/messages.ts';

const keys = Object.keys(messages.tr);

describe('the first page messages', () => {
  // src/main.tsx and the home page with everything they import, lazily too (menus, dialogs),
  // except the router's pages, which bring their own messages.
  const modules = modulesOf([resolve('src/main.tsx'), resolve('src/features/home/home-page.tsx')]);

  it('cover every message the shell, the home page and the app actors use', () => {
    expect(modules.length).toBeGreaterThan(100);
    const missing = messageUses(modules, keys)
      .filter(({ key }) => !isFirstPageMessage(key))
      .map(({ key, file }) => `${key} (${relative('.', file)})`);
    expect(missing).toEqual([]);
  });

  it('leave most messages to the pages that need them', () => {
    const first = keys.filter(isFirstPageMessage);
    expect(first.length).toBeLessThan(keys.length / 3);
  });
});
