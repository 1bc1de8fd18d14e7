/**
 * One credential per operator, kept as a hash: the audit trail names who decided from the
 * credential that made the call, never from what the call says.
 */
export const statements = [
  `CREATE TABLE operators (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     name text NOT NULL UNIQUE CHECK (name ~ '^[a-z][a-z0-9._-]{1,31}$' AND name <> 'console'),
     token_hash text NOT NULL UNIQUE,
     created_at timestamptz NOT NULL DEFAULT now(),
     revoked_at timestamptz)`,
];
