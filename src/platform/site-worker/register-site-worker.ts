import { Workbox } from 'workbox-window';
import { SITE_WORKER_POLICY, SITE_WORKER_URL } from '../../../machines/shared/site-worker.ts';

/** A string, or the browser's TrustedScriptURL where it has Trusted Types. */
type WorkerUrl = ConstructorParameters<typeof Workbox>[0];

interface TrustedTypesFactory {
  createPolicy(
    name: string,
    rules: { createScriptURL: (url: string) => string },
  ): { createScriptURL(url: string): WorkerUrl };
}

/** The worker's address as the page's CSP (require-trusted-types-for 'script') accepts it. */
function trustedWorkerUrl(): WorkerUrl {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory) return SITE_WORKER_URL;
  const policy = factory.createPolicy(SITE_WORKER_POLICY, {
    createScriptURL: (url) => {
      if (url !== SITE_WORKER_URL) throw new TypeError(`Not the site's worker: ${url}`);
      return url;
    },
  });
  return policy.createScriptURL(SITE_WORKER_URL);
}

/**
 * Registers the site's service worker once the page has loaded and the browser is idle, so it
 * never competes with the first paint or the page's own requests; a browser without service
 * workers (or a page on plain http away from localhost) simply goes without.
 */
export function registerSiteWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    void new Workbox(trustedWorkerUrl()).register().catch(() => undefined);
  };
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(register) : setTimeout(register, 0);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
