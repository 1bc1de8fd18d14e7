import { isSupportedLanguage } from '../../../machines/shared/language.ts';
import type { PushMessage } from '../../../machines/shared/push.ts';

/** The site's icon beside a push's text, and the small one of the status bar (public/icons). */
export const PUSH_ICON = '/icons/icon-192.png';

const isText = (value: unknown): value is string => typeof value === 'string';

export function isPushMessage(value: unknown): value is PushMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { title, body, url, tag, lang } = value as Record<string, unknown>;
  return (
    isText(title) &&
    title.trim() !== '' &&
    isText(body) &&
    isText(url) &&
    isText(tag) &&
    isSupportedLanguage(lang)
  );
}

/** A push's payload as the platform sends it, or null for anything else (never a throw). */
export function readPushMessage(data: { json(): unknown } | null | undefined): PushMessage | null {
  try {
    const value = data?.json();
    return isPushMessage(value) ? value : null;
  } catch {
    return null;
  }
}

/** What showNotification takes for a push: the click finds its page in `data.url`. */
export function notificationOf(message: PushMessage): {
  title: string;
  options: NotificationOptions;
} {
  return {
    title: message.title,
    options: {
      body: message.body,
      tag: message.tag,
      lang: message.lang,
      icon: PUSH_ICON,
      badge: PUSH_ICON,
      data: { url: message.url },
    },
  };
}

/**
 * The page of this site a click opens: the push's path, or the home page for anything that is
 * not a path of this site (another origin, a script URL), so a push can never open elsewhere.
 */
export function sitePath(url: unknown, origin: string): string {
  if (!isText(url) || !url.startsWith('/') || url.startsWith('//')) return '/';
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? `${target.pathname}${target.search}${target.hash}` : '/';
  } catch {
    return '/';
  }
}

/** The part of a window client the click uses. */
export interface SiteWindow {
  url: string;
  focused: boolean;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

/** The worker's `clients`, as far as a click needs them (a port: tests pass a fake). */
export interface SiteClients {
  matchAll(options: {
    type: 'window';
    includeUncontrolled: boolean;
  }): Promise<readonly SiteWindow[]>;
  openWindow(url: string): Promise<unknown>;
}

/**
 * Opens `path` where the player is: an open window of the site (the focused one first) is
 * brought forward and taken there; without one, or when it cannot be taken there, a new one.
 */
export async function openSitePage(clients: SiteClients, origin: string, path: string) {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const ours = windows.filter((client) => client.url.startsWith(`${origin}/`));
  const open = ours.find((client) => client.focused) ?? ours[0];
  if (open) {
    try {
      await open.focus();
      await open.navigate(new URL(path, origin).href);
      return;
    } catch {
      // A window the worker does not control refuses navigate(): a new one opens the page.
    }
  }
  await clients.openWindow(path);
}
