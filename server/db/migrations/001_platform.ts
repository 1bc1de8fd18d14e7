/**
 * Maintenance flag, server keys, licences and the CMS content of spec §7.
 * Dated content stores offsets from the current UTC day instead of timestamps, so a
 * database seeded months ago still shows running, coming and finished items; the
 * *_dated views turn the offsets into dates.
 */
const anchor = `date_trunc('day', now(), 'UTC')`;
const dated = (table: string) =>
  `CREATE VIEW ${table}_dated AS SELECT t.*, ${anchor} + t.start_offset AS start_date,
     ${anchor} + t.end_offset AS end_date FROM ${table} t`;

export const statements = [
  `CREATE TABLE maintenance (
     id integer PRIMARY KEY CHECK (id = 1),
     status boolean NOT NULL DEFAULT false,
     message text,
     expected_end timestamptz,
     updated_at timestamptz NOT NULL DEFAULT now())`,
  `INSERT INTO maintenance (id) VALUES (1)`,
  `CREATE TABLE server_keys (
     name text PRIMARY KEY,
     public_pem text NOT NULL,
     private_pem text NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE TABLE licenses (
     id integer PRIMARY KEY,
     name text NOT NULL,
     authority text NOT NULL,
     number text NOT NULL,
     url text NOT NULL)`,
  `CREATE TABLE sliders (
     id integer NOT NULL,
     lang text NOT NULL,
     site_id integer NOT NULL,
     site_type text NOT NULL,
     slider_type text NOT NULL,
     place text NOT NULL,
     title text NOT NULL,
     subtitle text NOT NULL DEFAULT '',
     image text NOT NULL,
     link text NOT NULL,
     status boolean NOT NULL,
     start_offset interval NOT NULL,
     end_offset interval NOT NULL,
     sort integer NOT NULL,
     PRIMARY KEY (id, lang))`,
  dated('sliders'),
  `CREATE TABLE promotions (
     id integer NOT NULL,
     lang text NOT NULL,
     category text NOT NULL,
     title text NOT NULL,
     summary text NOT NULL,
     content text NOT NULL,
     image text NOT NULL,
     status boolean NOT NULL,
     start_offset interval NOT NULL,
     end_offset interval NOT NULL,
     PRIMARY KEY (id, lang))`,
  dated('promotions'),
  `CREATE TABLE popups (
     id integer NOT NULL,
     lang text NOT NULL,
     title text NOT NULL,
     content text NOT NULL,
     image text NOT NULL,
     link text NOT NULL,
     active boolean NOT NULL,
     PRIMARY KEY (id, lang))`,
  `CREATE TABLE information (
     inf_type text NOT NULL,
     lang text NOT NULL,
     text text NOT NULL,
     PRIMARY KEY (inf_type, lang))`,
  `CREATE TABLE special_dates (
     id integer NOT NULL,
     lang text NOT NULL,
     title text NOT NULL,
     text text NOT NULL,
     image text NOT NULL,
     status boolean NOT NULL,
     start_offset interval NOT NULL,
     end_offset interval NOT NULL,
     PRIMARY KEY (id, lang))`,
  dated('special_dates'),
  `CREATE TABLE tournaments (
     id integer NOT NULL,
     lang text NOT NULL,
     title text NOT NULL,
     description text NOT NULL,
     image text NOT NULL,
     prize_pool bigint NOT NULL CHECK (prize_pool >= 0),
     start_offset interval NOT NULL,
     end_offset interval NOT NULL,
     PRIMARY KEY (id, lang))`,
  dated('tournaments'),
];
