import { LANGUAGES } from '../../machines/shared/contract.ts';
import { INFORMATION } from '../content/information.ts';
import { LICENSES, POPUPS, SPECIAL_DATES, TOURNAMENTS } from '../content/extras.ts';
import { PROMOTIONS } from '../content/promotions.ts';
import { SLIDERS } from '../content/sliders.ts';
import { BANKS, METHOD_GROUPS, METHODS } from '../content/cashier.ts';
import { seedCampaign } from '../inbox/tickets.ts';
import { declineLimit } from '../protection/limit-choice.ts';
import { buildCatalogue } from './catalogue.ts';
import type { Db } from './driver.ts';
import { OFFERS, PROMO_CODES, seedBonuses } from './seed-bonuses.ts';
import { seedDemoCashier, seedPaymentMethods } from './seed-cashier.ts';
import { seedCatalogue, seedDemoGameData } from './seed-games.ts';
import { seedDemoRounds } from './seed-rounds.ts';

type Row = Record<string, unknown>;

const perLang = <T extends { id: number }>(
  items: T[],
  kind: string,
  row: (item: T, lang: 'tr' | 'en') => Row,
) =>
  items.flatMap((item) =>
    LANGUAGES.map((lang) => ({
      id: item.id,
      lang,
      image: `/media/${kind}/${item.id}-${lang}.svg`,
      ...row(item, lang),
    })),
  );

/** The rows of each content table, built from server/content. */
function contentRows(): Record<string, Row[]> {
  return {
    licenses: LICENSES.map((l) => ({ ...l })),
    sliders: perLang(SLIDERS, 'slider', (s, lang) => ({
      site_id: s.siteId,
      site_type: s.siteType,
      slider_type: s.sliderType,
      place: s.place,
      title: s[lang].title,
      subtitle: s[lang].subtitle,
      link: s.link,
      status: s.status,
      start_offset: s.start,
      end_offset: s.end,
      sort: s.sort,
      audience: s.audience ?? null,
    })),
    promotions: perLang(PROMOTIONS, 'promotion', (p, lang) => ({
      category: p.category,
      ...p[lang],
      status: p.status,
      start_offset: p.start,
      end_offset: p.end,
    })),
    popups: perLang(POPUPS, 'popup', (p, lang) => ({
      ...p[lang],
      link: p.link,
      active: p.active,
      audience: p.audience ?? null,
    })),
    special_dates: perLang(SPECIAL_DATES, 'special', (s, lang) => ({
      ...s[lang],
      status: s.status,
      start_offset: s.start,
      end_offset: s.end,
    })),
    tournaments: perLang(TOURNAMENTS, 'tournament', (t, lang) => ({
      ...t[lang],
      prize_pool: t.prizePool,
      start_offset: t.start,
      end_offset: t.end,
    })),
    tournament_rules: TOURNAMENTS.map((t) => ({
      tournament_id: t.id,
      kind: t.rule.kind,
      stake_per_point: t.rule.stakePerPoint ?? 0,
      min_bet: t.rule.minBet,
    })),
    tournament_games: TOURNAMENTS.flatMap((t) =>
      t.rule.games.map((g) => ({ tournament_id: t.id, game_type: g.gameType, game_id: g.gameId })),
    ),
    tournament_prizes: TOURNAMENTS.flatMap((t) =>
      t.rule.prizes.map((p) => ({
        tournament_id: t.id,
        from_rank: p.fromRank,
        to_rank: p.toRank,
        amount: p.amount,
      })),
    ),
    information: Object.entries(INFORMATION).flatMap(([infType, texts]) =>
      LANGUAGES.map((lang) => ({ inf_type: infType, lang, text: texts[lang] })),
    ),
  };
}

/** The password of every demo player (README, "Demo players"). */
export const DEMO_PASSWORD = 'Demo1234';
/** The authenticator secret of `demo2fa`, shown in the README so anyone can add it to an app. */
export const DEMO_AUTHENTICATOR_SECRET = 'JBSWY3DPEHPK3PXP';

interface DemoPlayer {
  username: string;
  email: string;
  tckn: string;
  firstname: string;
  lastname: string;
  birthDate: string;
  city: string;
  address: string;
  phone: string;
  active: boolean;
  authenticator: boolean;
  /**
   * DEMO_PASSWORD hashed once with OWASP_SCRYPT (server/accounts/passwords.ts), kept here so
   * seeding costs no scrypt run: the password is public anyway (README). If the parameters
   * change, the next login of the player rehashes it.
   */
  passwordHash: string;
}

export const DEMO_PLAYERS: readonly DemoPlayer[] = [
  {
    username: 'demo',
    email: 'demo@ankacasino.example',
    tckn: '38472916000',
    firstname: 'Deniz',
    lastname: 'Yılmaz',
    birthDate: '1990-05-14',
    city: 'İstanbul',
    address: 'Bağdat Caddesi No: 12, Kadıköy',
    phone: '+905321112233',
    active: true,
    authenticator: false,
    passwordHash:
      '$scrypt$ln=17,r=8,p=1$kD2kQ/jaRKZFaM4S7GE9vw==$qChbfsYpLwxQ+3/B2QEyFgQJdYcSv7s59tdecK7VO9eZN2CHYamnyNeEypXnhR+fORzJXlmfaUV66zCxMUX28w==',
  },
  {
    username: 'demo2fa',
    email: 'demo2fa@ankacasino.example',
    tckn: '52719384650',
    firstname: 'Ayşe',
    lastname: 'Kaya',
    birthDate: '1986-11-02',
    city: 'İzmir',
    address: 'Kıbrıs Şehitleri Caddesi No: 40, Alsancak',
    phone: '+905324445566',
    active: true,
    authenticator: true,
    passwordHash:
      '$scrypt$ln=17,r=8,p=1$q2CT9toXz6QsfqUvN0q0Rw==$amKlkMVoAV56UUKaYUY9oY+ggWIuoskHNg/zNuQe3XQoIJY6o7sm7sK80QF8TD43uNRCGQpL8KZHbMepwTujYg==',
  },
  {
    username: 'inactive',
    email: 'inactive@ankacasino.example',
    tckn: '61928374550',
    firstname: 'Mehmet',
    lastname: 'Demir',
    birthDate: '1979-03-27',
    city: 'Ankara',
    address: 'Atatürk Bulvarı No: 101, Çankaya',
    phone: '+905327778899',
    active: false,
    authenticator: false,
    passwordHash:
      '$scrypt$ln=17,r=8,p=1$aCliia5SVgplNnk3anol7A==$EuGjDz8Df1kndDsDwRLt+jcKf4sZZ8fHfnKP2SbwxhEBO4fonKiAJ7HWH4XYLUMQxZLy/imwabcgYpRre6/kNw==',
  },
];

/**
 * Adds each demo player that is missing (by username), with a TRY wallet and the choice of no
 * deposit limit.
 */
async function seedDemoPlayers(tx: Db): Promise<number> {
  const existing = await tx.query<{ username: string }>(
    'SELECT lower(username) AS username FROM players WHERE lower(username) = ANY($1)',
    [DEMO_PLAYERS.map((p) => p.username)],
  );
  const missing = DEMO_PLAYERS.filter((p) => !existing.some((row) => row.username === p.username));
  let added = 0;
  for (const demo of missing) {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO players (uid, username, email, tckn, firstname, lastname, birth_date, country,
         city, address, phone, phone_confirmed_at, password_hash, active)
       VALUES (gen_random_uuid()::text, $1, $2, $3, $4, $5, $6::date, 'TR', $7, $8, $9, now(),
         $10, $11)
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        demo.username,
        demo.email,
        demo.tckn,
        demo.firstname,
        demo.lastname,
        demo.birthDate,
        demo.city,
        demo.address,
        demo.phone,
        demo.passwordHash,
        demo.active,
      ],
    );
    if (!row) continue;
    await tx.query(
      `INSERT INTO wallets (player_id, currency) VALUES ($1, 'TRY') ON CONFLICT DO NOTHING`,
      [row.id],
    );
    // A demo player has made the choice registration asks for (RTS 12): no deposit limit now.
    await declineLimit(tx, row.id, 'registration', Date.now());
    if (demo.authenticator) {
      await tx.query(
        `INSERT INTO authenticators (player_id, secret, enabled_at) VALUES ($1, $2, now())
         ON CONFLICT DO NOTHING`,
        [row.id, DEMO_AUTHENTICATOR_SECRET],
      );
    }
    added++;
  }
  return added;
}

/**
 * What every new database gets, whatever the day: the content, the catalogue, the payment
 * methods and the bonus offers. Each table that has rows is left alone. New embedded databases
 * are copies of a template that holds it already (create-database.ts).
 */
export async function seedFixed(tx: Db): Promise<Record<string, number>> {
  const added: Record<string, number> = {};
  for (const [table, rows] of Object.entries(contentRows())) {
    const [existing] = await tx.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`);
    if ((existing?.n ?? 0) > 0) continue;
    for (const row of rows) {
      const columns = Object.keys(row);
      const marks = columns.map((_, i) => `$${i + 1}`).join(', ');
      // ON CONFLICT: two servers seeding one PostgreSQL at once still add each row once.
      await tx.query(
        `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${marks}) ON CONFLICT DO NOTHING`,
        Object.values(row),
      );
    }
    added[table] = rows.length;
  }
  return Object.assign(
    added,
    await seedCatalogue(tx),
    await seedPaymentMethods(tx),
    await seedBonuses(tx),
  );
}

/** Everything seedFixed writes: a template holding other data must not be copied. */
export const fixedSeedData = () => ({
  content: contentRows(),
  catalogue: buildCatalogue(),
  payments: { BANKS, METHOD_GROUPS, METHODS },
  bonuses: { OFFERS, PROMO_CODES },
});

/**
 * Fills every content, catalogue and cashier table that is still empty (seedFixed), sets the
 * lottery campaign to the current season when none was ever set, and adds the demo players that
 * are missing (with their coupons, and their cashier history, which makes their balance), in one
 * transaction; tables with rows are left alone, so a restart keeps the operator's changes.
 * Returns the number of rows added per table (tables that got none are left out).
 */
export async function seed(
  db: Db,
  { demoPlayers = true }: { demoPlayers?: boolean } = {},
): Promise<Record<string, number>> {
  return db.transaction(async (tx) => {
    const added: Record<string, number> = {};
    if (demoPlayers) {
      const players = await seedDemoPlayers(tx);
      if (players > 0) added.players = players;
    }
    Object.assign(added, await seedFixed(tx));
    // Before the demo history, whose deposits of the last weeks then earn their tickets.
    if (await seedCampaign(tx)) added.ticket_campaign = 1;
    if (demoPlayers) {
      const coupons = await seedDemoGameData(tx);
      if (coupons > 0) added.coupons = coupons;
      const transactions = await seedDemoCashier(tx);
      if (transactions > 0) added.cash_transactions = transactions;
      const rounds = await seedDemoRounds(tx);
      if (rounds > 0) added.game_rounds = rounds;
    }
    return added;
  });
}
