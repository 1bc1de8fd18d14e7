/**
 * The player's inbox and the New Year lottery: notifications about their deposits and
 * withdrawals (a kind and its parameters, worded in the player's language when read), the
 * operator's mass messages with who has read them, the ticket campaign (one row, an operator
 * setting) and the tickets qualifying deposits earned.
 */
export const statements = [
  `CREATE TABLE player_notifications (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
     kind text NOT NULL,
     params jsonb NOT NULL DEFAULT '{}',
     amount bigint NOT NULL DEFAULT 0,
     cash_transaction_id bigint REFERENCES cash_transactions (id),
     read_at timestamptz,
     created_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE INDEX player_notifications_player ON player_notifications (player_id, created_at, id)`,

  `CREATE TABLE mass_messages (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     title_tr text NOT NULL,
     body_tr text NOT NULL,
     title_en text NOT NULL,
     body_en text NOT NULL,
     sent_by text NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE TABLE mass_message_reads (
     player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
     message_id bigint NOT NULL REFERENCES mass_messages (id) ON DELETE CASCADE,
     read_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (player_id, message_id))`,

  // Deposits completed in [starts_at, ends_at) with at least min_kurus earn a ticket.
  `CREATE TABLE ticket_campaign (
     id integer PRIMARY KEY CHECK (id = 1),
     starts_at timestamptz NOT NULL,
     ends_at timestamptz NOT NULL,
     min_kurus bigint NOT NULL CHECK (min_kurus > 0),
     draw_at timestamptz NOT NULL,
     updated_at timestamptz NOT NULL DEFAULT now(),
     CHECK (starts_at < ends_at AND ends_at <= draw_at))`,
  // One ticket per deposit, whatever retries; the number is readable and unique.
  `CREATE TABLE lottery_tickets (
     id bigint PRIMARY KEY,
     ticket_number text NOT NULL UNIQUE,
     player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
     cash_transaction_id bigint NOT NULL UNIQUE REFERENCES cash_transactions (id),
     amount bigint NOT NULL,
     deposited_at timestamptz NOT NULL,
     draw_at timestamptz NOT NULL)`,
  `CREATE SEQUENCE lottery_ticket_ids`,
  `CREATE INDEX lottery_tickets_player ON lottery_tickets (player_id, deposited_at, id)`,
];
