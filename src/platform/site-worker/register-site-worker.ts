import { Workbox, WorkboxEvent } from 'workbox-window';
import { SITE_WORKER_POLICY, SITE_WORKER_URL } from '../../../machines/shared/site-worker.ts';
import { handOverSiteWorker } from './site-worker-handle.ts';

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
 * A newer build's worker the browser found while this page loaded, before the registration
 * listened (the browser looks at /sw.js at each navigation): told as workbox-window's 'waiting'
 * once it is installed, as one found later would be.
 */
function tellEarlyUpdate(workbox: Workbox, registration: ServiceWorkerRegistration | undefined) {
  const installing = registration?.installing;
  if (!installing || !navigator.serviceWorker.controller) return;
  installing.addEventListener('statechange', () => {
    if (registration.waiting === installing) {
      workbox.dispatchEvent(new WorkboxEvent('waiting', { sw: installing }));
    }
  });
}

/**
 * Registers the site's service worker once the page has loaded and the browser is idle, so it
 * never competes with the first paint or the page's own requests; a browser without service
 * workers (or a page on plain http away from localhost) simply goes without. The registration is
 * handed to the update offer (site-update-port.ts) before it starts, so it hears every update.
 */
export function registerSiteWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    const workbox = new Workbox(trustedWorkerUrl());
    handOverSiteWorker(workbox);
    void workbox.register().then(
      (registration) => tellEarlyUpdate(workbox, registration),
      () => undefined,
    );
  };
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(register) : setTimeout(register, 0);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
