/**
 * Whether the page's code still loads. A module whose fetch failed stays failed in the page's
 * module map for the page's life (Chromium since version 150), and so does every module that
 * imports it: a connection lost while a part's code came leaves that part, and any other sharing
 * a chunk with it, unable to load until the page is loaded again.
 */
let spoiled = false;
const listeners = new Set<() => void>();

/**
 * A part's code failed to load although its file comes, or its file is gone (a newer build):
 * only a reload mends the page.
 */
export function reportSpoiledCode(): void {
  if (spoiled) return;
  spoiled = true;
  listeners.forEach((listener) => listener());
}

/** Calls `listener` once the page's code is spoiled (at once if it is); returns the unsubscribe. */
export function listenToSpoiledCode(listener: () => void): () => void {
  if (spoiled) listener();
  else listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A page loaded again starts sound; tests that share one page say so between files. */
export function resetCodeHealth(): void {
  spoiled = false;
  listeners.clear();
}
