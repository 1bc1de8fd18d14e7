import type { Lang } from '../../../machines/shared/contract.ts';

const MANIFESTS: Record<Lang, string> = {
  tr: '/manifest.webmanifest',
  en: '/manifest-en.webmanifest',
};

/** Points the page's manifest link at the language's, so an install takes the player's names. */
export function linkManifestOf(language: Lang): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (link) link.setAttribute('href', MANIFESTS[language]);
}
