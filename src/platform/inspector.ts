import type { InspectionEvent, Observer } from 'xstate';

/**
 * The Stately inspector's observer for createActor, or undefined. Dev opens it with ?inspect;
 * an INSPECT=1 build always does. The import sits behind the build-time constant so a normal
 * production build drops the inspector's code entirely.
 */
export async function loadInspector(): Promise<Observer<InspectionEvent> | undefined> {
  if (__INSPECTOR__) {
    const requested =
      !import.meta.env.DEV ||
      (typeof location !== 'undefined' && new URLSearchParams(location.search).has('inspect'));
    if (!requested) return undefined;
    const { createBrowserInspector } = await import('@statelyai/inspect');
    return createBrowserInspector().inspect;
  }
  return undefined;
}
