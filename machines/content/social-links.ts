import { SOCIAL_NETWORKS, type SocialNetwork } from '../shared/contract.ts';

export interface SocialLink {
  network: SocialNetwork;
  url: string;
}

/** Only web addresses become links: a javascript: or data: value in the CMS must not be clickable. */
function webUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  return /^https?:\/\/[^\s]+$/i.test(url) ? url : null;
}

/**
 * The SocialMediaLinks record (JSON text of network → URL) as the links to show: the known
 * networks with a non-empty address, in a fixed order. Corrupt JSON shows none rather than failing.
 */
export function parseSocialLinks(text: string | null | undefined): SocialLink[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text ?? '');
  } catch {
    return [];
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return [];
  const record = parsed as Record<string, unknown>;
  return SOCIAL_NETWORKS.flatMap((network) => {
    const url = webUrl(record[network]);
    return url ? [{ network, url }] : [];
  });
}
