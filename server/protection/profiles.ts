/**
 * The jurisdictions the platform can run under (PROTECTION_PROFILE): each profile holds every
 * responsible-gambling rule the platform enforces and the site shows (machines/shared/protection.ts
 * ProtectionProfile). 'tr' is this site's; 'de' shows how Germany's GGL rules (GlüStV 2021) set
 * the same tools differently.
 */
import type { ProtectionProfile } from '../../machines/shared/protection.ts';

export const PROFILE_IDS = ['tr', 'de'] as const;
export type ProfileId = (typeof PROFILE_IDS)[number];

const PROFILES: Record<ProfileId, ProtectionProfile> = {
  tr: {
    id: 'tr',
    realityCheckMinutes: [15, 30, 45, 60],
    coolingOffHours: 24,
    panicButton: true,
    panicHours: 24,
    reviewMonths: 6,
    limitPromptMonths: 12,
    minSpinSeconds: 0,
    autoplay: true,
    brands: ['Anka Casino'],
    // Turkey keeps no national self-exclusion register: the help line is Yeşilay's.
    schemes: [
      { name: 'Yeşilay YEDAM', url: 'https://www.yedam.org.tr', phone: '115', register: false },
    ],
  },
  de: {
    id: 'de',
    realityCheckMinutes: [60],
    coolingOffHours: 168,
    panicButton: true,
    panicHours: 24,
    reviewMonths: 6,
    limitPromptMonths: 12,
    minSpinSeconds: 5,
    autoplay: false,
    brands: ['Anka Casino'],
    schemes: [
      {
        name: 'OASIS Spielersperrsystem (Regierungspräsidium Darmstadt)',
        url: 'https://rp-darmstadt.hessen.de',
        phone: null,
        register: true,
      },
      {
        name: 'BZgA Beratungstelefon zur Glücksspielsucht',
        url: 'https://www.check-dein-spiel.de',
        phone: '0800 1 37 27 00',
        register: false,
      },
    ],
  },
};

export const DEFAULT_PROFILE: ProfileId = 'tr';

export const isProfileId = (id: string): id is ProfileId =>
  (PROFILE_IDS as readonly string[]).includes(id);

/** The profile of `id`, a copy of its own for the app that runs under it. */
export function protectionProfile(id: ProfileId = DEFAULT_PROFILE): ProtectionProfile {
  if (!isProfileId(id)) throw new Error(`No protection profile '${String(id)}'.`);
  return structuredClone(PROFILES[id]);
}

/** How long a raise or removal of a limit waits under the profile. */
export const coolingOffMs = (profile: Pick<ProtectionProfile, 'coolingOffHours'>) =>
  profile.coolingOffHours * 3_600_000;

/**
 * What an app is built with: a profile's id (PROTECTION_PROFILE), or the profile itself for a
 * test of a rule no named profile sets (a site without the panic button).
 */
export type ProfileChoice = ProfileId | ProtectionProfile;

export const profileOf = (choice?: ProfileChoice): ProtectionProfile =>
  typeof choice === 'object' ? structuredClone(choice) : protectionProfile(choice);
