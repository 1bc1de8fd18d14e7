/** Types and loading of the static site configuration in public/datas (spec §3, §7). */

/** One menu entry: the label is a message key, the path a route of the site or a web address. */
export interface MenuEntry {
  id: string;
  label: string;
  path: string;
  icon?: string;
  /** primary entries sit in the top bar; secondary ones in the games strip below it. */
  group?: 'primary' | 'secondary' | 'account';
  authOnly?: boolean;
  anonymousOnly?: boolean;
}

export interface LanguageOption {
  id: number;
  title: string;
  lang: string;
}

export interface FooterColumn {
  id: string;
  title: string;
  items: MenuEntry[];
}

/** The footer's menus; the support contacts are the operator's content (support-contacts.tsx). */
export interface FooterMenu {
  columns: FooterColumn[];
  legal: MenuEntry[];
}

export interface LogoEntry {
  id: string;
  name: string;
  logo: string;
}

interface SiteFiles {
  'header-menu': MenuEntry[];
  languages: LanguageOption[];
  'footer-menu': FooterMenu;
  partners: LogoEntry[];
  'investment-methods': LogoEntry[];
}
export type SiteFile = keyof SiteFiles;

const cache = new Map<SiteFile, Promise<unknown>>();

/** Fetches /datas/{file}.json once per page life; a failed fetch is retried on the next call. */
export function loadSiteFile<F extends SiteFile>(file: F): Promise<SiteFiles[F]> {
  const cached = cache.get(file);
  if (cached) return cached as Promise<SiteFiles[F]>;
  const request = fetch(`/datas/${file}.json`).then(async (response) => {
    if (!response.ok) throw new Error(`/datas/${file}.json answered ${response.status}`);
    return (await response.json()) as SiteFiles[F];
  });
  cache.set(file, request);
  request.catch(() => cache.delete(file));
  return request;
}

/** Entries for who is looking: signed-in players or anonymous visitors. */
export function visibleEntries(entries: readonly MenuEntry[], signedIn: boolean): MenuEntry[] {
  return entries.filter((e) => !(e.authOnly && !signedIn) && !(e.anonymousOnly && signedIn));
}

export const isExternal = (path: string) => /^(https?:|mailto:|tel:)/.test(path);
