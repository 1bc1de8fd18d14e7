import type { Db } from './driver.ts';
import * as m001 from './migrations/001_platform.ts';
import * as m002 from './migrations/002_accounts.ts';
import * as m003 from './migrations/003_games.ts';
import * as m004 from './migrations/004_wallet.ts';
import * as m005 from './migrations/005_game_rounds.ts';
import * as m006 from './migrations/006_inbox.ts';
import * as m007 from './migrations/007_bonuses.ts';
import * as m008 from './migrations/008_tournaments.ts';
import * as m009 from './migrations/009_security.ts';
import * as m010 from './migrations/010_protection.ts';
import * as m011 from './migrations/011_reality_check.ts';
import * as m012 from './migrations/012_catalogue_version.ts';
import * as m013 from './migrations/013_change_notices.ts';
import * as m014 from './migrations/014_sms_login_codes.ts';
import * as m015 from './migrations/015_payment_suspense.ts';
import * as m016 from './migrations/016_account_events.ts';
import * as m017 from './migrations/017_login_devices.ts';
import * as m018 from './migrations/018_sealed_at_rest.ts';
import * as m019 from './migrations/019_operators.ts';
import * as m020 from './migrations/020_step_up_codes.ts';
import * as m021 from './migrations/021_session_binding.ts';
import * as m022 from './migrations/022_email_changes.ts';
import * as m023 from './migrations/023_live_notices.ts';
import * as m025 from './migrations/025_written_formats.ts';
import * as m026 from './migrations/026_content_audience.ts';
import * as m027 from './migrations/027_money_in_content.ts';
import * as m028 from './migrations/028_seamless_in_one_call.ts';
import * as m029 from './migrations/029_seamless_by_token.ts';
import * as m030 from './migrations/030_lighter_postings.ts';
import * as m031 from './migrations/031_web_push.ts';
import * as m032 from './migrations/032_game_sessions.ts';
import * as m033 from './migrations/033_limit_choice_and_review.ts';
import * as m034 from './migrations/034_passkeys.ts';

/** Applied in order, each once; add new ones at the end and never edit an applied one. */
export const MIGRATIONS: readonly { id: string; statements: readonly string[] }[] = [
  { id: '001_platform', ...m001 },
  { id: '002_accounts', ...m002 },
  { id: '003_games', ...m003 },
  { id: '004_wallet', ...m004 },
  { id: '005_game_rounds', ...m005 },
  { id: '006_inbox', ...m006 },
  { id: '007_bonuses', ...m007 },
  { id: '008_tournaments', ...m008 },
  { id: '009_security', ...m009 },
  { id: '010_protection', ...m010 },
  { id: '011_reality_check', ...m011 },
  { id: '012_catalogue_version', ...m012 },
  { id: '013_change_notices', ...m013 },
  { id: '014_sms_login_codes', ...m014 },
  { id: '015_payment_suspense', ...m015 },
  { id: '016_account_events', ...m016 },
  { id: '017_login_devices', ...m017 },
  { id: '018_sealed_at_rest', ...m018 },
  { id: '019_operators', ...m019 },
  { id: '020_step_up_codes', ...m020 },
  { id: '021_session_binding', ...m021 },
  { id: '022_email_changes', ...m022 },
  { id: '023_live_notices', ...m023 },
  { id: '025_written_formats', ...m025 },
  { id: '026_content_audience', ...m026 },
  { id: '027_money_in_content', ...m027 },
  { id: '028_seamless_in_one_call', ...m028 },
  { id: '029_seamless_by_token', ...m029 },
  { id: '030_lighter_postings', ...m030 },
  { id: '031_web_push', ...m031 },
  { id: '032_game_sessions', ...m032 },
  { id: '033_limit_choice_and_review', ...m033 },
  { id: '034_passkeys', ...m034 },
];

// Serialises servers that start together on one PostgreSQL.
const MIGRATION_LOCK = 72_010;

/** Applies pending migrations, each in its own transaction; returns the ids applied. */
export async function migrate(db: Db): Promise<string[]> {
  await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const applied: string[] = [];
  for (const migration of MIGRATIONS) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const rows = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [migration.id]);
      if (rows.length > 0) return false;
      for (const sql of migration.statements) await tx.query(sql);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      return true;
    });
    if (done) applied.push(migration.id);
  }
  return applied;
}
