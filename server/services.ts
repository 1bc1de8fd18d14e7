import { createOutbox, type Outbox } from './accounts/outbox.ts';
import { dataKeysOf, type DataKeys } from './data-keys.ts';
import { randomBytes } from 'node:crypto';
import { createPasswordHasher, type PasswordHasher } from './accounts/passwords.ts';
import { createCatalogueCache, type CatalogueCache } from './games/catalogue-cache.ts';
import type { ProtectionProfile } from '../machines/shared/protection.ts';
import { protectionProfile } from './protection/profiles.ts';

/**
 * What handlers use besides the database: clock, password hashing, message delivery, the
 * public addresses links are built from, and the game catalogue held in memory.
 */
export interface Services {
  /** Milliseconds since the epoch, for authenticator codes (database times use now()). */
  now(): number;
  passwords: PasswordHasher;
  outbox: Outbox;
  /** Public address of the site, for links in e-mails (never taken from request headers). */
  siteUrl: string;
  /** Origin of the game pages and the payment simulator (GAMES_ORIGIN), in their links. */
  gamesOrigin: string;
  /** Whether a provider's pages take deposits by instant and QR methods (the simulator's). */
  paymentPages: boolean;
  /** What seals authenticator secrets and IBANs at rest (data-keys.ts). */
  dataKeys: DataKeys;
  /** The lists of games and tables, for the one database this app runs on. */
  catalogue: CatalogueCache;
  /** Web push (server/push): the VAPID public key browsers subscribe with. */
  push: PushSetup;
  /** The jurisdiction's responsible-gambling rules (PROTECTION_PROFILE). */
  profile: ProtectionProfile;
  log: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
  };
}

export interface PushSetup {
  publicKey: string;
  /** Test mode only: devices may name an http push service (the tests' local one). */
  httpEndpoints: boolean;
}

const silent = { info: () => {}, warn: () => {} };

export function createServices(parts: Partial<Services> = {}): Services {
  const log = parts.log ?? silent;
  return {
    now: parts.now ?? Date.now,
    passwords: parts.passwords ?? createPasswordHasher(),
    outbox: parts.outbox ?? createOutbox({ enabled: false, log }),
    siteUrl: parts.siteUrl ?? 'http://localhost:8080',
    gamesOrigin: parts.gamesOrigin ?? 'http://localhost:8081',
    paymentPages: parts.paymentPages ?? false,
    // Without keys given (unit tests of the envelope): one that lives as long as the process.
    dataKeys: parts.dataKeys ?? dataKeysOf([randomBytes(32).toString('base64')]),
    catalogue: parts.catalogue ?? createCatalogueCache(),
    // Without a key (unit tests of the envelope): push is not offered.
    push: parts.push ?? { publicKey: '', httpEndpoints: false },
    profile: parts.profile ?? protectionProfile(),
    log,
  };
}
