/**
 * Concluding a tournament: its final standings are written and each prize is paid into the
 * winner's wallet (ledger kind tournament_prize, from the house account 'tournaments'), in one
 * transaction. The conclusion row's primary key makes it happen once: a second server (or CLI
 * call) concluding at the same time waits for the first one's transaction and finds it done.
 * Every player placed hears of the end on their devices subscribed to 'rewards'.
 */
import { DEFAULT_LANG } from '../../machines/shared/contract.ts';
import type { Db } from '../db/driver.ts';
import { queuePush } from '../push/outbox.ts';
import { lockWallet, transfer } from '../wallet/ledger.ts';
import { standingsOf } from './leaderboard.ts';
import { findTournaments } from './tournaments.ts';

export type Conclusion =
  | { outcome: 'concluded'; participants: number; winners: number; paid: number }
  | { outcome: 'already' | 'unknown' | 'notEnded' };

/**
 * Concludes tournament id once its end has passed; early (the standings up to now) with early.
 */
export function concludeTournament(
  db: Db,
  id: number,
  { early = false }: { early?: boolean } = {},
): Promise<Conclusion> {
  return db.transaction(async (tx) => {
    const [tournament] = await findTournaments(tx, DEFAULT_LANG, id);
    if (!tournament) return { outcome: 'unknown' };
    if (tournament.concludedAt) return { outcome: 'already' };
    if (tournament.status !== 'concluded' && !early) return { outcome: 'notEnded' };
    const claimed = await tx.query(
      `INSERT INTO tournament_conclusions (tournament_id, participants) VALUES ($1, 0)
       ON CONFLICT DO NOTHING RETURNING tournament_id`,
      [id],
    );
    if (claimed.length === 0) return { outcome: 'already' };
    const end = tournament.status === 'concluded' ? tournament.endDate : new Date();
    const standings = await standingsOf(tx, { ...tournament, endDate: end, status: 'active' });
    // Wallets are locked in player order, as every other writer locks one player at a time.
    const ledgerIds = new Map<number, number>();
    const winners = standings.filter((s) => s.prize > 0).sort((a, b) => a.playerId - b.playerId);
    for (const winner of winners) {
      const wallet = await lockWallet(tx, winner.playerId);
      const ledgerId = await transfer(tx, wallet, {
        kind: 'tournament_prize',
        from: 'tournaments',
        to: 'wallet',
        amount: winner.prize,
      });
      ledgerIds.set(winner.playerId, ledgerId);
    }
    await tx.query('UPDATE tournament_conclusions SET participants = $2 WHERE tournament_id = $1', [
      id,
      standings.length,
    ]);
    if (standings.length > 0) {
      await tx.query(
        `INSERT INTO tournament_standings (tournament_id, rank, player_id, points, prize,
           ledger_transaction_id)
         SELECT $1, s.rank, s.player_id, s.points, s.prize, s.ledger_id
         FROM unnest($2::integer[], $3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[])
           AS s(rank, player_id, points, prize, ledger_id)`,
        [
          id,
          standings.map((s) => s.rank),
          standings.map((s) => s.playerId),
          standings.map((s) => s.points),
          standings.map((s) => s.prize),
          standings.map((s) => ledgerIds.get(s.playerId) ?? null),
        ],
      );
    }
    await queuePush(
      tx,
      { kind: 'tournament_ended', tag: `tournament-${id}` },
      standings.map((s) => s.playerId),
    );
    return {
      outcome: 'concluded',
      participants: standings.length,
      winners: winners.length,
      paid: winners.reduce((sum, w) => sum + w.prize, 0),
    };
  });
}

/** Concludes every tournament whose end has passed and that is not paid yet; answers how many. */
export async function concludeEnded(db: Db): Promise<number> {
  const due = await db.query<{ id: number }>(
    `SELECT DISTINCT t.id FROM tournaments_dated t
     JOIN tournament_rules r ON r.tournament_id = t.id
     WHERE t.end_date <= now()
       AND NOT EXISTS (SELECT 1 FROM tournament_conclusions c WHERE c.tournament_id = t.id)
     ORDER BY t.id`,
  );
  let concluded = 0;
  for (const { id } of due) {
    if ((await concludeTournament(db, id)).outcome === 'concluded') concluded++;
  }
  return concluded;
}
