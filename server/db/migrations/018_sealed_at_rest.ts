/**
 * Authenticator secrets and IBANs are stored sealed (server/data-keys.ts): the IBAN column holds
 * ciphertext, so its format check goes, and one live account per IBAN is kept by a keyed hash.
 * server/db/seal-at-rest.ts seals the rows written before, at every start.
 */
export const statements = [
  `ALTER TABLE bank_accounts DROP CONSTRAINT bank_accounts_iban_check`,
  `DROP INDEX bank_accounts_iban`,
  `ALTER TABLE bank_accounts ADD COLUMN iban_hash text`,
  `CREATE UNIQUE INDEX bank_accounts_iban_hash ON bank_accounts (iban_hash)
     WHERE deleted_at IS NULL`,
];
