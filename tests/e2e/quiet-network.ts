import { expect, type Page, type Request } from '@playwright/test';

interface Traffic {
  underWay: Set<Request>;
  lastMove: number;
}

const watched = new WeakMap<Page, Traffic>();

/** The platform's live stream stays open for the page's life: it never counts as under way. */
const lastsThePageLife = (request: Request) => request.resourceType() === 'eventsource';

/** Follows the page's requests from now on, for `networkQuiet`. */
export function watchNetwork(page: Page): void {
  const traffic: Traffic = { underWay: new Set(), lastMove: Date.now() };
  const ended = (request: Request) => {
    if (traffic.underWay.delete(request)) traffic.lastMove = Date.now();
  };
  page.on('request', (request) => {
    if (lastsThePageLife(request)) return;
    traffic.underWay.add(request);
    traffic.lastMove = Date.now();
  });
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  watched.set(page, traffic);
}

/**
 * Waits until no request of the page (watched since `watchNetwork`) has started or ended for
 * `forMs`. Playwright's 'networkidle' is the same with a fixed 500 ms, which a tour of hundreds
 * of checks paid at every one.
 */
export async function networkQuiet(page: Page, forMs = 150): Promise<void> {
  const traffic = watched.get(page);
  if (!traffic) throw new Error('networkQuiet before watchNetwork(page)');
  await expect
    .poll(() => traffic.underWay.size === 0 && Date.now() - traffic.lastMove >= forMs, {
      intervals: [50],
    })
    .toBe(true);
}
