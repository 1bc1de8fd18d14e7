import { describe, expect, it } from 'vitest';
import { createSessionLayer } from '../../server/accounts/sessions.ts';
import type { Db } from '../../server/db/driver.ts';

/** Only what find reads of the database: no session matches. */
const noSessions = { query: async () => [] } as unknown as Db;
/** The browser's binding cookie: without one, find decrypts nothing at all. */
const BINDING = 'binding';
/** Session fields that decrypt (each to itself). */
const USER = { uid: 'u', sid: 'f'.repeat(32), uip: '1.2.3.4', gmt: '', lang: 'tr' };

/** A session layer whose decryption counts its calls and refuses ciphertexts starting 'garbage'. */
function countingLayer() {
  const counted = { decryptions: 0 };
  const layer = createSessionLayer({
    decryptSessionField: (ciphertext) => {
      counted.decryptions += 1;
      if (ciphertext.startsWith('garbage')) throw new Error('not ours');
      return ciphertext;
    },
  });
  return Object.assign(counted, { layer });
}

describe('the session layer decrypts each ciphertext once', () => {
  it('remembers failed decryptions, so replayed garbage costs no RSA operation', async () => {
    const counted = countingLayer();
    const garbage = { uid: 'garbage-1', sid: 'garbage-2', uip: 'garbage-3', gmt: '', lang: 'tr' };
    for (let i = 0; i < 50; i++) {
      expect(await counted.layer.find(noSessions, garbage, BINDING)).toBeUndefined();
    }
    // uid fails first each time, so sid and uip are decrypted too: 3 fields, once each.
    expect(counted.decryptions).toBe(3);
  });

  it('remembers successful decryptions too', async () => {
    const counted = countingLayer();
    for (let i = 0; i < 10; i++) await counted.layer.find(noSessions, USER, BINDING);
    expect(counted.decryptions).toBe(3);
  });

  it('decrypts nothing for a call without the binding cookie', async () => {
    const counted = countingLayer();
    expect(await counted.layer.find(noSessions, USER, undefined)).toBeUndefined();
    expect(counted.decryptions).toBe(0);
  });
});
