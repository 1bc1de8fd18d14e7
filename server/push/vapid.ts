/**
 * The platform's VAPID key pair (RFC 8292): the browser subscribes with its public key, and every
 * push is signed with its private key. VAPID_PRIVATE_KEY (with VAPID_PUBLIC_KEY) when given;
 * otherwise generated on the first start and kept in the database, the private key sealed with
 * DATA_KEY, so every server process on one database signs with the same key.
 */
import { createECDH } from 'node:crypto';
import webpush from 'web-push';
import { open, seal, sealedWith, type DataKeys } from '../data-keys.ts';
import type { Db } from '../db/driver.ts';

export interface VapidKeys {
  /** base64url of the uncompressed P-256 point: the browser's applicationServerKey. */
  publicKey: string;
  privateKey: string;
  /** Whom a push service may contact about our pushes: a mailto: or https: address. */
  subject: string;
}

/** Where push services reach the operator unless VAPID_SUBJECT says (an https SITE_URL does). */
const FALLBACK_SUBJECT = 'mailto:destek@ankacasino.example';

/** VAPID_SUBJECT, else SITE_URL when push services accept it (https, not localhost). */
export function vapidSubject(configured: string | undefined, siteUrl: string): string {
  if (configured) return configured;
  const site = new URL(siteUrl);
  return site.protocol === 'https:' && site.hostname !== 'localhost'
    ? site.origin
    : FALLBACK_SUBJECT;
}

/** The public key of a private one (both base64url), as the browser must be given it. */
export function publicKeyOf(privateKey: string): string {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  return ecdh.getPublicKey().toString('base64url');
}

/** The configured pair, checked: a public key that is not the private key's stops the start. */
function configuredPair(privateKey: string, publicKey: string | undefined) {
  const derived = publicKeyOf(privateKey);
  if (publicKey && publicKey !== derived) {
    throw new Error('VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY.');
  }
  return { publicKey: derived, privateKey };
}

/** The pair kept in the database, made by whichever process starts first. */
async function storedPair(db: Db, keys: DataKeys) {
  const fresh = webpush.generateVAPIDKeys();
  await db.query(
    `INSERT INTO push_keys (id, public_key, private_key) VALUES (1, $1, $2)
     ON CONFLICT (id) DO NOTHING`,
    [fresh.publicKey, seal(keys, fresh.privateKey)],
  );
  const [row] = await db.query<{ public_key: string; private_key: string }>(
    'SELECT public_key, private_key FROM push_keys WHERE id = 1',
  );
  const privateKey = open(keys, row!.private_key);
  // Sealed again with the current DATA_KEY after a rotation (as sealAtRest does its rows).
  if (!sealedWith(keys, row!.private_key)) {
    await db.query('UPDATE push_keys SET private_key = $1 WHERE id = 1 AND private_key = $2', [
      seal(keys, privateKey),
      row!.private_key,
    ]);
  }
  return { publicKey: row!.public_key, privateKey };
}

export async function loadVapidKeys(
  db: Db,
  options: {
    dataKeys: DataKeys;
    privateKey?: string;
    publicKey?: string;
    subject: string;
  },
): Promise<VapidKeys> {
  const pair = options.privateKey
    ? configuredPair(options.privateKey, options.publicKey)
    : await storedPair(db, options.dataKeys);
  return { ...pair, subject: options.subject };
}
