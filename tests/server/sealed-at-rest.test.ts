import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AuthenticatorKey } from '../../machines/shared/contract.ts';
import type { BankAccount } from '../../machines/shared/finance.ts';
import { dataKeysOf, open } from '../../server/data-keys.ts';
import { sealAtRest } from '../../server/db/seal-at-rest.ts';
import { DEMO_AUTHENTICATOR_SECRET } from '../../server/db/seed.ts';
import { addBankAccount } from './cashier.ts';
import { TEST_DATA_KEYS, harnessForFile } from './harness.ts';
import { asUser, newPlayer, userTestConfig } from './players.ts';

/** Authenticator secrets and IBANs in the database are ciphertext (ASVS 2.8.1, 6.1.3). */
const h = harnessForFile({ config: userTestConfig() });

/** Everything the two tables hold, as a dump of them would show it. */
const dumped = async () =>
  JSON.stringify([
    await h.db.query('SELECT * FROM authenticators'),
    await h.db.query('SELECT * FROM bank_accounts'),
  ]);

describe('secrets at rest', () => {
  it('are sealed: neither an authenticator secret nor an IBAN is in a dump', async () => {
    const player = await newPlayer(h);
    const account = await addBankAccount(h, player);
    const key = await h.call<AuthenticatorKey>(
      'user',
      'user_generate_ga',
      { password: player.values.password },
      asUser(player),
    );
    const dump = await dumped();
    expect(dump).not.toContain(account.iban);
    expect(dump).not.toContain(key.body.data.secret);
    // The seed's demo authenticator was sealed at start too.
    expect(dump).not.toContain(DEMO_AUTHENTICATOR_SECRET);
    expect(dump).toMatch(/"iban":"v1\.[0-9a-f]{8}\./);
    // The player still reads their own IBAN.
    const listed = await h.call<BankAccount[]>('finance', 'list_bank_accounts', {}, asUser(player));
    expect(listed.body.data.map((a) => a.iban)).toEqual([account.iban]);
  });

  it('are sealed again with a new key at the next start, the old key still opening them', async () => {
    const player = await newPlayer(h);
    const account = await addBankAccount(h, player);
    const rotated = dataKeysOf([
      randomBytes(32).toString('base64'),
      Buffer.alloc(32, 7).toString('base64'),
    ]);
    const before = await h.db.query<{ iban: string }>('SELECT iban FROM bank_accounts');
    expect((await sealAtRest(h.db, rotated)).sealed).toBeGreaterThanOrEqual(before.length);
    const [row] = await h.db.query<{ iban: string; iban_hash: string }>(
      'SELECT iban, iban_hash FROM bank_accounts WHERE id = $1',
      [account.bankAccountID],
    );
    expect(row!.iban.startsWith(`v1.${rotated.currentId}.`)).toBe(true);
    expect(open(rotated, row!.iban)).toBe(account.iban);
    // The old key alone no longer opens it.
    expect(() => open(TEST_DATA_KEYS, row!.iban)).toThrow('cannot be opened');
    // Back to the test key, so the rest of the file reads its rows.
    await sealAtRest(
      h.db,
      dataKeysOf([
        Buffer.alloc(32, 7).toString('base64'),
        rotated.keys.get(rotated.currentId)!.toString('base64'),
      ]),
    );
  });

  it('still hold one live account per IBAN, whoever saves it', async () => {
    const first = await newPlayer(h);
    const second = await newPlayer(h);
    const account = await addBankAccount(h, first);
    const again = await h.call(
      'finance',
      'save_bank_account',
      {
        owner: `${second.values.firstname} ${second.values.lastname}`,
        branch: 'Nilüfer',
        accountNumber: '12345678',
        iban: account.iban,
        password: second.values.password,
      },
      asUser(second, 'en'),
    );
    expect(again.body.result).toBe(false);
    expect(again.body.data).toEqual({ field: 'iban' });
  });
});
