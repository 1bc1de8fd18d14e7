import type { InspectionEvent, Observer } from 'xstate';
import { isLocalHost, maskSecrets } from './inspect-mask.ts';

/**
 * The Stately inspector's observer for createActor, or undefined. It opens only when asked with
 * ?inspect, on the developer's own machine (localhost), and sees events and contexts with their
 * secrets masked. The import sits behind the build-time constant (dev, or INSPECT=1), so a
 * normal production build drops the inspector's code entirely.
 */
export async function loadInspector(): Promise<Observer<InspectionEvent> | undefined> {
  if (__INSPECTOR__) {
    if (typeof location === 'undefined') return undefined;
    if (!new URLSearchParams(location.search).has('inspect')) return undefined;
    if (!isLocalHost(location.hostname)) {
      console.info('The Stately inspector opens on localhost only.');
      return undefined;
    }
    const { createBrowserInspector } = await import('@statelyai/inspect');
    return createBrowserInspector({
      sanitizeEvent: (event) => maskSecrets(event),
      sanitizeContext: (context) => maskSecrets(context),
    }).inspect;
  }
  return undefined;
}
