import type { InspectionEvent, Observer } from 'xstate';
import { isLocalHost, maskSecrets } from './inspect-mask.ts';

export type InspectorDecision = 'open' | 'notAsked' | 'refused';

/**
 * Whether the inspector opens for this address: only when asked with ?inspect, and only on the
 * developer's own machine or a host the build listed (INSPECT_HOSTS), never on a players' site.
 */
export function inspectorDecision(
  address: { search: string; hostname: string },
  listedHosts: readonly string[],
): InspectorDecision {
  if (!new URLSearchParams(address.search).has('inspect')) return 'notAsked';
  const host = address.hostname.toLowerCase();
  return isLocalHost(host) || listedHosts.includes(host) ? 'open' : 'refused';
}

/**
 * The Stately inspector's observer for createActor, or undefined. It sees events and contexts
 * with their secrets masked, and opens its window from the ?inspect address only, never by
 * itself. The import sits behind the build-time constant (dev, or INSPECT=1), so a normal
 * production build drops the inspector's code entirely.
 */
export async function loadInspector(): Promise<Observer<InspectionEvent> | undefined> {
  if (__INSPECTOR__) {
    if (typeof location === 'undefined') return undefined;
    const decision = inspectorDecision(location, __INSPECTOR__);
    if (decision === 'refused') {
      console.info('The Stately inspector opens on localhost or the hosts of INSPECT_HOSTS only.');
    }
    if (decision !== 'open') return undefined;
    const { createBrowserInspector } = await import('@statelyai/inspect');
    return createBrowserInspector({
      sanitizeEvent: (event) => maskSecrets(event),
      sanitizeContext: (context) => maskSecrets(context),
    }).inspect;
  }
  return undefined;
}
