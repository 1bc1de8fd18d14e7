import { constants, generateKeyPair, privateDecrypt } from 'node:crypto';
import { promisify } from 'node:util';
import type { Db } from './db/driver.ts';

/** The key pair the site encrypts session fields (uid, sid, uip) with. */
export interface SessionKeys {
  /** RSA-2048 public key, PEM (SPKI), served at GET /v1/session-key. */
  publicKey: string;
  /** Decrypts one RSA-OAEP (SHA-256) base64 field to UTF-8; throws when it is not ours. */
  decryptSessionField(ciphertextBase64: string): string;
}

const KEY_NAME = 'session';

export interface PemKeyPair {
  publicKey: string;
  privateKey: string;
}

/** A new pair, made on a thread of the pool: a quarter of a second of CPU. */
export const generateSessionKeyPair = (): Promise<PemKeyPair> =>
  promisify(generateKeyPair)('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

/**
 * Loads the pair from the database, storing a new one (newPair, generated when not given) on the
 * first start. Kept in the database so every server on one PostgreSQL decrypts what any of them
 * handed out.
 */
export async function loadSessionKeys(db: Db, newPair?: Promise<PemKeyPair>): Promise<SessionKeys> {
  type Row = { public_pem: string; private_pem: string };
  const select = () =>
    db.query<Row>('SELECT public_pem, private_pem FROM server_keys WHERE name = $1', [KEY_NAME]);
  let [row] = await select();
  if (!row) {
    const pair = await (newPair ?? generateSessionKeyPair());
    // A server starting at the same moment may have stored its pair first; then use that one.
    await db.query(
      `INSERT INTO server_keys (name, public_pem, private_pem) VALUES ($1, $2, $3)
       ON CONFLICT (name) DO NOTHING`,
      [KEY_NAME, pair.publicKey, pair.privateKey],
    );
    [row] = await select();
  }
  if (!row) throw new Error('session key pair could not be stored');
  const { public_pem: publicKey, private_pem: privateKey } = row;
  return {
    publicKey,
    decryptSessionField: (ciphertextBase64) =>
      privateDecrypt(
        { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(ciphertextBase64, 'base64'),
      ).toString('utf8'),
  };
}
