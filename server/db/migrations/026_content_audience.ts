/**
 * Who a slide or popup speaks to: 'anonymous' (visitors without an account), 'signedIn', or
 * NULL for everyone; the site chooses what to show. A slide or popup that leads to the
 * registration already speaks to visitors only. sliders_dated is made again to carry the column
 * (a view keeps the columns it was made with).
 */
const AUDIENCE = `audience text CHECK (audience IN ('anonymous', 'signedIn'))`;
const anchor = `date_trunc('day', now(), 'UTC')`;

export const statements = [
  `ALTER TABLE sliders ADD COLUMN ${AUDIENCE}`,
  `ALTER TABLE popups ADD COLUMN ${AUDIENCE}`,
  `UPDATE sliders SET audience = 'anonymous' WHERE link = '/register'`,
  `UPDATE popups SET audience = 'anonymous' WHERE link = '/register'`,
  `DROP VIEW sliders_dated`,
  `CREATE VIEW sliders_dated AS SELECT t.*, ${anchor} + t.start_offset AS start_date,
     ${anchor} + t.end_offset AS end_date FROM sliders t`,
];
