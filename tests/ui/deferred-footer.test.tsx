import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSite } from './harness.tsx';

/** Chromium's IntersectionObserver as far as the footer uses it; jsdom has none. */
class ScreenObserver {
  static all: ScreenObserver[] = [];
  constructor(private readonly report: IntersectionObserverCallback) {
    ScreenObserver.all.push(this);
  }
  observe() {}
  disconnect() {}
  /** The observed place comes into view. */
  enter() {
    this.report(
      [{ isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

function footerRequests() {
  return vi.mocked(fetch).mock.calls.filter(([url]) => String(url).includes('footer-menu'));
}

afterEach(() => {
  ScreenObserver.all = [];
  vi.unstubAllGlobals();
});

describe('the footer', () => {
  it('is built when its place comes into view, not with the first screen', async () => {
    vi.stubGlobal('IntersectionObserver', ScreenObserver);
    renderSite('/promotions');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Promosyonlar');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(footerRequests()).toEqual([]);

    act(() => ScreenObserver.all.forEach((observer) => observer.enter()));
    expect(await screen.findByRole('contentinfo')).toHaveTextContent(/Tüm hakları saklıdır/);
    expect(footerRequests()).toHaveLength(1);
  });

  it('is built a little after the page has loaded for readers who never scroll to it', async () => {
    vi.stubGlobal('IntersectionObserver', ScreenObserver);
    renderSite('/promotions');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Promosyonlar');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(await screen.findByRole('contentinfo', {}, { timeout: 5000 })).toHaveTextContent(
      /Tüm hakları saklıdır/,
    );
  });
});
