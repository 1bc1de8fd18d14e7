import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { loadMessages } from '../../src/i18n/intl-messages.ts';
import { rememberComputedStyles } from './computed-style-memo.ts';
import { skipRulesThatCannotMatch } from './style-rule-filter.ts';

// The site loads a language's messages before it speaks it; rendered tests start with the first
// part of both languages in. Each page brings its own part as on the site, so a text a page shows
// without its part having it fails the test that looks for the text.
await Promise.all([loadMessages('tr'), loadMessages('en')]);

// Pages are lazy chunks that vitest transforms on first use, which takes seconds on a busy
// machine; moving from the home page to a lobby renders for ~2 s alone in jsdom, and over 8 s
// with both cores shared (a model test's path failed there once in CI).
configure({ asyncUtilTimeout: 15_000 });
// A page with MUI in jsdom renders slowly on a busy machine (parallel test files, CI): the
// default 5 s per test is too tight for a flow of several pages, and a page's first test
// transforms its lazy chunks too.
vi.setConfig({ testTimeout: 20_000 });

// jsdom has no layout: MUI's media queries and the scroll reset need these two browser calls.
Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }),
});
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
rememberComputedStyles(window);
skipRulesThatCannotMatch(window);

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.restoreAllMocks();
});

// Files share a worker (isolate: false): a clock a file fakes must not stand still in the next.
afterAll(() => {
  vi.useRealTimers();
});
