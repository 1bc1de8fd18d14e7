/**
 * Reality checks: when the player last acknowledged one in a session. The next check falls due
 * the chosen interval after that (or after the sign-in), so every tab of the session shares one
 * timer, a reload keeps it, and it runs only while the player is signed in.
 */
export const statements = [`ALTER TABLE sessions ADD COLUMN reality_checked_at timestamptz`];
