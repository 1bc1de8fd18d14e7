/** Chromium's `beforeinstallprompt` event: the browser's install dialog, held for later. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let holding = false;
let held: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

/**
 * Holds the browser's offer to install the site from the page's first moment (its own
 * mini-infobar never shows: the site chooses the moment). The browser may make it before the
 * install offer's code has loaded, which then hears of it at once.
 */
export function holdInstallPrompt(): void {
  if (holding) return;
  holding = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    held = event as InstallPromptEvent;
    listeners.forEach((listener) => listener());
  });
}

/** Calls `listener` when an offer is held (at once if one is); returns the unsubscribe. */
export function onInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  if (held) listener();
  return () => listeners.delete(listener);
}

/** The held offer, given once: a browser's prompt can be shown once. */
export function takeInstallPrompt(): InstallPromptEvent | null {
  const prompt = held;
  held = null;
  return prompt;
}
