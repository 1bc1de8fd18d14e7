import type { NoticeOptions, Notifier } from '../api/notifier.ts';

type Show = (message: string, options: NoticeOptions) => void;

export interface SnackbarNotifier extends Notifier {
  /** Hands the notifier the mounted snackbar stack; notices sent before it are shown then. */
  attach(show: Show): () => void;
  /** True once a notice has been asked for: only then is the snackbar code loaded. */
  isWanted(): boolean;
  subscribe(listener: () => void): () => void;
}

/**
 * The runtime needs a notifier before React renders, and most visits never show a notice:
 * notices wait in a queue while notistack loads on the first one.
 */
export function createSnackbarNotifier(): SnackbarNotifier {
  let target: Show | null = null;
  let wanted = false;
  const pending: [string, NoticeOptions][] = [];
  const listeners = new Set<() => void>();
  return {
    show(message, options) {
      if (target) return target(message, options);
      pending.push([message, options]);
      if (!wanted) {
        wanted = true;
        listeners.forEach((listener) => listener());
      }
    },
    attach(show) {
      target = show;
      pending.splice(0).forEach(([message, options]) => show(message, options));
      return () => {
        if (target === show) target = null;
      };
    },
    isWanted: () => wanted,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
