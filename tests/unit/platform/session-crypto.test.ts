import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Db } from '../../../server/db/driver.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { loadSessionKeys, type SessionKeys } from '../../../server/session-crypto.ts';
import type { ApiClient } from '../../../src/api/client.ts';
import { encryptSessionFields, type SessionFields } from '../../../src/platform/session-crypto.ts';
import { createSessionEncryption } from '../../../src/platform/session-key.ts';

const fields: SessionFields = { uid: '1042', sid: 'a3f9c2d1-session', uip: 'İğ 88.241.12.7 şÇö' };

function decryptAll(decrypt: (ciphertext: string) => string, encrypted: SessionFields) {
  return { uid: decrypt(encrypted.uid), sid: decrypt(encrypted.sid), uip: decrypt(encrypted.uip) };
}

describe('encryptSessionFields', () => {
  it('encrypts with RSA-OAEP SHA-256 that node:crypto decrypts, UTF-8 included', () => {
    const pair = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const encrypted = encryptSessionFields(pair.publicKey, fields);
    const decrypt = (ciphertext: string) =>
      privateDecrypt(
        { key: pair.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(ciphertext, 'base64'),
      ).toString('utf8');

    expect(decryptAll(decrypt, encrypted)).toEqual(fields);
    // OAEP is randomised: the same value never gives the same ciphertext twice.
    expect(encryptSessionFields(pair.publicKey, fields).uid).not.toBe(encrypted.uid);
  });

  it('refuses a key it cannot use', () => {
    expect(() => encryptSessionFields('not a key', fields)).toThrow(/session field uid/);
  });
});

describe('against the server key pair', () => {
  let db: Db;
  let keys: SessionKeys;

  beforeAll(async () => {
    db = await openPglite();
    await migrate(db);
    keys = await loadSessionKeys(db);
  }, 60_000);
  afterAll(() => db.close());

  it('round-trips through the server decryptSessionField', () => {
    const encrypted = encryptSessionFields(keys.publicKey, fields);
    expect(decryptAll(keys.decryptSessionField, encrypted)).toEqual(fields);
  });

  it('fetches the public key once per page life and retries after a failure', async () => {
    let requests = 0;
    let fail = true;
    const api: Pick<ApiClient, 'get'> = {
      get: async <T>(path: string) => {
        requests += 1;
        expect(path).toBe('v1/session-key');
        if (fail) throw new Error('offline');
        return { data: { publicKey: keys.publicKey } as T, message: '' };
      },
    };
    const encryption = createSessionEncryption(api);

    await expect(encryption.publicKey()).rejects.toThrow('offline');
    fail = false;
    const [a, b] = await Promise.all([encryption.encrypt(fields), encryption.encrypt(fields)]);
    await encryption.publicKey();

    expect(requests).toBe(2);
    expect(decryptAll(keys.decryptSessionField, a)).toEqual(fields);
    expect(decryptAll(keys.decryptSessionField, b)).toEqual(fields);
  });
});
