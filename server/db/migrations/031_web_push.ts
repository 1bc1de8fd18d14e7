/**
 * Web push (server/push): each device's subscription, the pushes waiting to be sent, what became
 * of the sent ones (for `npm run messages -- push-stats`) and the platform's VAPID key pair.
 *
 * A push is written to push_outbox in the same transaction as the change it tells of, so a
 * change rolled back tells nothing; a statement-level trigger notifies `push` as it commits, and
 * whichever server process claims a row first sends it (server/push/outbox.ts).
 */
export const statements = [
  // session_id: the session that subscribed, so its logout removes the subscription; it outlives
  // a session that merely runs out (pruned a day later), or the device would hear nothing.
  `CREATE TABLE push_subscriptions (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
     session_id bigint REFERENCES sessions (id) ON DELETE SET NULL,
     endpoint text NOT NULL UNIQUE,
     p256dh text NOT NULL,
     auth text NOT NULL,
     topics text[] NOT NULL CHECK (cardinality(topics) > 0
       AND topics <@ ARRAY['cash', 'rewards', 'messages']::text[]),
     lang text NOT NULL CHECK (lang IN ('tr', 'en')),
     created_at timestamptz NOT NULL DEFAULT now(),
     last_success_at timestamptz)`,
  `CREATE INDEX push_subscriptions_player ON push_subscriptions (player_id)`,
  `CREATE INDEX push_subscriptions_session ON push_subscriptions (session_id)`,

  // One row per player and push; claimed_until is a sender's lease on it (claims counts them, so
  // a row whose senders keep dying is given up).
  `CREATE TABLE push_outbox (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
     topic text NOT NULL CHECK (topic IN ('cash', 'rewards', 'messages')),
     kind text NOT NULL,
     tag text NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     claimed_until timestamptz,
     claims integer NOT NULL DEFAULT 0)`,
  // Once per statement, and only when it queued a push: most changes find no device to tell,
  // and a notifying transaction commits behind every other notifying one (live/balance-notices.ts).
  `CREATE FUNCTION push_outbox_written() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF EXISTS (SELECT 1 FROM queued) THEN PERFORM pg_notify('push', TG_TABLE_SCHEMA); END IF;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER push_outbox_written AFTER INSERT ON push_outbox
     REFERENCING NEW TABLE AS queued FOR EACH STATEMENT EXECUTE FUNCTION push_outbox_written()`,

  // What happened to each device's push, and each subscription removed, with why: kept 8 days.
  `CREATE TABLE push_log (
     at timestamptz NOT NULL DEFAULT now(),
     event text NOT NULL CHECK (event IN ('sent', 'failed', 'gone', 'unsubscribed',
       'signed_out', 'excluded', 'taken_over', 'replaced')),
     http_status integer)`,
  `CREATE INDEX push_log_at ON push_log (at)`,

  // The VAPID key pair when VAPID_PRIVATE_KEY is not given: one for every server process on the
  // database, the private key sealed with DATA_KEY.
  `CREATE TABLE push_keys (
     id integer PRIMARY KEY CHECK (id = 1),
     public_key text NOT NULL,
     private_key text NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now())`,
];
