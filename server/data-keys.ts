/**
 * Encryption at rest (ASVS V6) for what a database dump must not give away: authenticator
 * secrets and IBANs. AES-256-GCM from Node's crypto; each value is sealed as
 * `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url), so several keys can be open at once and a
 * key can be rotated: the first key seals, every key opens, and `sealAtRest` re-seals what an
 * older key sealed at the next start. IBANs are also kept as a keyed hash (`blindIndex`), which
 * finds an IBAN without opening every row.
 *
 * The keys: DATA_KEY (base64 32-byte keys, comma separated, the current one first), else the
 * file DATA_DIR/data-key, made on the first start (one key per line, current first; only the
 * account running the server may read it). Several servers on one PostgreSQL need the same keys.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
} from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface DataKeys {
  /** The id of the key that seals (its sha256's first 8 hex digits). */
  currentId: string;
  keys: ReadonlyMap<string, Buffer>;
  /** Derived from the current key: the IBAN index changes with it (sealAtRest rebuilds it). */
  indexKey: Buffer;
}

const PREFIX = 'v1';

const idOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

/** Keys from base64 texts, the current one first. */
export function dataKeysOf(encoded: readonly string[]): DataKeys {
  const list = encoded.map((text) => Buffer.from(text.trim(), 'base64'));
  if (list.length === 0 || list.some((key) => key.length !== 32)) {
    throw new Error('DATA_KEY: give base64 keys of 32 bytes, comma separated, the current first');
  }
  const current = list[0]!;
  return {
    currentId: idOf(current),
    keys: new Map(list.map((key) => [idOf(key), key])),
    indexKey: Buffer.from(hkdfSync('sha256', current, '', 'iban index', 32)),
  };
}

export const dataKeyFile = (dataDir: string) => join(dataDir, 'data-key');

/** DATA_KEY, else the key file in dataDir, made with a new key when there is none. */
export function loadDataKeys(env: { dataKey?: string; dataDir: string }): DataKeys {
  if (env.dataKey) return dataKeysOf(env.dataKey.split(','));
  const file = dataKeyFile(env.dataDir);
  if (!existsSync(file)) {
    writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return dataKeysOf(readFileSync(file, 'utf8').split('\n').filter(Boolean));
}

export function seal(keys: DataKeys, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.keys.get(keys.currentId)!, iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [PREFIX, keys.currentId, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Whether text is sealed, and with the current key. */
export const sealedWith = (keys: DataKeys, text: string) =>
  text.startsWith(`${PREFIX}.${keys.currentId}.`);

export const isSealed = (text: string) => text.startsWith(`${PREFIX}.`);

/** The plain text of a sealed value; throws when no key opens it or it was changed. */
export function open(keys: DataKeys, text: string): string {
  const [prefix, id, iv, tag, sealed] = text.split('.');
  const key = id === undefined ? undefined : keys.keys.get(id);
  if (prefix !== PREFIX || !key || !iv || !tag || sealed === undefined) {
    throw new Error(`a value sealed at rest cannot be opened (key ${id ?? '?'} not given)`);
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(sealed, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

/** A keyed hash of an IBAN: equal IBANs, equal hashes; nothing to read from it. */
export const blindIndex = (keys: DataKeys, iban: string) =>
  createHmac('sha256', keys.indexKey).update(iban).digest('hex');
