/**
 * Every seeded text a player reads, as one list: slides, promotions, popups, special dates,
 * tournaments, the FAQ's answers and the information pages, each with its link, what it speaks
 * for, who it speaks to and its dates (hours from the start of the day it is read).
 */
import { LANGUAGES, type Audience, type Lang } from '../../../machines/shared/contract.ts';
import type { About } from '../../../server/content/about.ts';
import { POPUPS, SPECIAL_DATES, TOURNAMENTS } from '../../../server/content/extras.ts';
import { FAQ, INFORMATION } from '../../../server/content/information.ts';
import { PROMOTIONS } from '../../../server/content/promotions.ts';
import { MAIN_SITE_ID } from '../../../server/content/site.ts';
import { SLIDERS } from '../../../server/content/sliders.ts';

export type Phase = 'coming' | 'running' | 'finished';

export interface Piece {
  /** Where it is: 'slide 12', 'promotion 4', 'FAQ 2', 'page SiteInformation' … */
  where: string;
  kind: 'slide' | 'promotion' | 'popup' | 'special date' | 'tournament' | 'FAQ' | 'page';
  text: Record<Lang, string>;
  link?: string;
  about?: About;
  audience?: Audience;
  /** Shown at all (a disabled item may be switched on by the operator: it is checked too). */
  enabled: boolean;
  /** Hours from the start of the day it is read; undated pieces have none. */
  window?: { start: number; end: number };
  /** The home carousel of the main site, on the desktop (what / shows). */
  homeCarousel?: boolean;
}

/** 'N days H hours' (server/content/offsets.ts) in hours. */
export function hoursOf(offset: string): number {
  const match = /^(-?\d+) days (\d+) hours$/.exec(offset);
  if (!match) throw new Error(`unreadable offset '${offset}'`);
  return Number(match[1]) * 24 + Number(match[2]);
}

const windowOf = (item: { start: string; end: string }) => ({
  start: hoursOf(item.start),
  end: hoursOf(item.end),
});

/** Noon of the day the content is read: the dated views anchor offsets at its midnight. */
const NOW = 12;

export function phaseOf(window: { start: number; end: number }): Phase {
  if (window.start > NOW) return 'coming';
  if (window.end < NOW) return 'finished';
  return 'running';
}

/** Text as the player reads it: markup gone, entities decoded, spaces single. */
export function plain(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&gt;/g, '>')
    .replace(/&lt;/g, '<')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

const both = (text: (lang: Lang) => string) =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, plain(text(lang))])) as Record<Lang, string>;

export const PIECES: Piece[] = [
  ...SLIDERS.map((s): Piece => ({
    where: `slide ${s.id}`,
    kind: 'slide',
    text: both((lang) => `${s[lang].title}. ${s[lang].subtitle}`),
    link: s.link,
    about: s.about,
    audience: s.audience,
    enabled: s.status,
    window: windowOf(s),
    homeCarousel:
      s.siteId === MAIN_SITE_ID &&
      s.siteType === 'desktop' &&
      s.sliderType === 'home' &&
      s.place === 'main',
  })),
  ...PROMOTIONS.map((p): Piece => ({
    where: `promotion ${p.id}`,
    kind: 'promotion',
    text: both((lang) => `${p[lang].title}. ${p[lang].summary} ${p[lang].content}`),
    about: p.about,
    enabled: p.status,
    window: windowOf(p),
  })),
  ...POPUPS.map((p): Piece => ({
    where: `popup ${p.id}`,
    kind: 'popup',
    text: both((lang) => `${p[lang].title}. ${p[lang].content}`),
    link: p.link,
    about: p.about,
    audience: p.audience,
    enabled: p.active,
  })),
  ...SPECIAL_DATES.map((s): Piece => ({
    where: `special date ${s.id}`,
    kind: 'special date',
    text: both((lang) => `${s[lang].title}. ${s[lang].text}`),
    about: s.about,
    enabled: s.status,
    window: windowOf(s),
  })),
  ...TOURNAMENTS.map((t): Piece => ({
    where: `tournament ${t.id}`,
    kind: 'tournament',
    text: both((lang) => `${t[lang].title}. ${t[lang].description}`),
    about: { kind: 'tournament', id: t.id },
    enabled: true,
    window: windowOf(t),
  })),
  ...FAQ.map((item, i): Piece => ({
    where: `FAQ ${i + 1}`,
    kind: 'FAQ',
    text: both((lang) => item[lang].join(' ')),
    about: item.about,
    enabled: true,
  })),
  ...Object.entries(INFORMATION)
    .filter(([type]) => !['SocialMediaLinks', 'SSSinformation'].includes(type))
    .map(([type, texts]): Piece => ({
      where: `page ${type}`,
      kind: 'page',
      text: both((lang) => texts[lang]),
      enabled: true,
    })),
];

/** The social networks the site links to (SocialMediaLinks, the non-empty ones). */
export const SOCIAL_IN_USE = Object.entries(
  JSON.parse(INFORMATION.SocialMediaLinks.tr) as Record<string, string>,
)
  .filter(([, url]) => url.trim() !== '')
  .map(([network]) => network);
