/**
 * What the live stream tells the site (server/live): a NOTIFY on the channel `live` as each change
 * commits, whoever made it (a player's call, the operator's desk, a sweep, SQL typed by hand). A
 * payload is JSON naming the table's schema, since channels belong to the whole database and one
 * database may hold several platforms' schemas. Identical notices of one transaction arrive once.
 *
 * Also the stream's tickets: a signed-in page asks for one (live ticket) and opens its stream
 * with it, so the session's own secrets never travel in an address.
 */

/** A trigger function that notifies `body` (a jsonb expression over NEW), unless `skip` holds. */
const notifying = (name: string, body: string, skip = 'false') =>
  `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF ${skip} THEN RETURN NULL; END IF;
     PERFORM pg_notify('live', (jsonb_build_object('schema', TG_TABLE_SCHEMA) || ${body})::text);
     RETURN NULL;
   END $$`;

export const statements = [
  // A player's cash or bonus balance moved.
  notifying('live_balance', `jsonb_build_object('kind', 'balance', 'player', NEW.player_id)`),
  `CREATE TRIGGER live_balance AFTER UPDATE OF balance_kurus, bonus_kurus ON wallets
     FOR EACH ROW WHEN (OLD.balance_kurus IS DISTINCT FROM NEW.balance_kurus
       OR OLD.bonus_kurus IS DISTINCT FROM NEW.bonus_kurus)
     EXECUTE FUNCTION live_balance()`,

  // A deposit or withdrawal was made or changed status (approved, rejected, cancelled, expired).
  notifying(
    'live_transaction',
    `jsonb_build_object('kind', 'transaction', 'player', NEW.player_id, 'transaction', NEW.id,
       'direction', NEW.direction)`,
    `TG_OP = 'UPDATE' AND OLD.status = NEW.status`,
  ),
  `CREATE TRIGGER live_transaction AFTER INSERT OR UPDATE OF status ON cash_transactions
     FOR EACH ROW EXECUTE FUNCTION live_transaction()`,

  // A notification for one player; a mass message for every player.
  notifying('live_notification', `jsonb_build_object('kind', 'inbox', 'player', NEW.player_id)`),
  `CREATE TRIGGER live_notification AFTER INSERT ON player_notifications
     FOR EACH ROW EXECUTE FUNCTION live_notification()`,
  notifying('live_mass_message', `jsonb_build_object('kind', 'inbox', 'player', NULL)`),
  `CREATE TRIGGER live_mass_message AFTER INSERT ON mass_messages
     FOR EACH ROW EXECUTE FUNCTION live_mass_message()`,

  // A session ended: signed out, or revoked by a password change, a reset, a closed account.
  notifying(
    'live_session_end',
    `jsonb_build_object('kind', 'session', 'player', NEW.player_id, 'session', NEW.id,
       'reason', NEW.revoked_reason)`,
  ),
  `CREATE TRIGGER live_session_end AFTER UPDATE OF revoked_at ON sessions
     FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
     EXECUTE FUNCTION live_session_end()`,

  // The maintenance switch, on or off.
  notifying('live_maintenance', `jsonb_build_object('kind', 'maintenance', 'on', NEW.status)`),
  `CREATE TRIGGER live_maintenance AFTER UPDATE OF status ON maintenance
     FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
     EXECUTE FUNCTION live_maintenance()`,

  // ticket_hash: sha256 of a ticket, used once and within a minute (server/live/tickets.ts).
  `CREATE TABLE live_tickets (
     ticket_hash text PRIMARY KEY,
     session_id bigint NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
     expires_at timestamptz NOT NULL)`,
];
