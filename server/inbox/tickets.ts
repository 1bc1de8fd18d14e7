/**
 * The New Year lottery (spec §9): a deposit completed inside the campaign's window with at least
 * its minimum earns one ticket, issued in the same database transaction as the deposit's credit.
 */
import type { Pagination } from '../../machines/shared/contract.ts';
import type { LotteryTicket, TicketCampaign } from '../../machines/shared/history.ts';
import type { Db } from '../db/driver.ts';
import { TURKEY_UTC_OFFSET, TURKEY_UTC_OFFSET_MS } from '../../machines/shared/turkey-time.ts';
import { notify } from './notifications.ts';

/**
 * The season around `now`: from the 1st of the previous month (so deposits of the last weeks
 * count in a demo) until the next 1 January, drawn that day at 20:00, 250 TRY at least.
 */
export function seasonAround(now: Date): TicketCampaign {
  const local = new Date(now.getTime() + TURKEY_UTC_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  const from = new Date(Date.UTC(year, month - 1, 1));
  const start = `${from.toISOString().slice(0, 10)}T00:00:00${TURKEY_UTC_OFFSET}`;
  return {
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(`${year + 1}-01-01T00:00:00${TURKEY_UTC_OFFSET}`).toISOString(),
    minAmount: 25_000,
    drawAt: new Date(`${year + 1}-01-01T20:00:00${TURKEY_UTC_OFFSET}`).toISOString(),
  };
}

const CAMPAIGN_SELECT = `SELECT starts_at, ends_at, min_kurus, draw_at FROM ticket_campaign
  WHERE id = 1`;

interface CampaignRow {
  starts_at: Date;
  ends_at: Date;
  min_kurus: number;
  draw_at: Date;
}

const toCampaign = (row: CampaignRow): TicketCampaign => ({
  startsAt: new Date(row.starts_at).toISOString(),
  endsAt: new Date(row.ends_at).toISOString(),
  minAmount: Number(row.min_kurus),
  drawAt: new Date(row.draw_at).toISOString(),
});

/**
 * The campaign; seeded at first start, so always there once the database is seeded. `forUpdate`
 * holds it until the transaction ends, so two operators' partial changes do not undo each other.
 */
export async function readCampaign(db: Db, forUpdate = false): Promise<TicketCampaign> {
  const [row] = await db.query<CampaignRow>(`${CAMPAIGN_SELECT}${forUpdate ? ' FOR UPDATE' : ''}`);
  return row ? toCampaign(row) : seasonAround(new Date());
}

/** Sets the campaign (the operator's); tickets already issued keep their draw. */
export async function writeCampaign(db: Db, campaign: TicketCampaign): Promise<TicketCampaign> {
  const [row] = await db.query<CampaignRow>(
    `INSERT INTO ticket_campaign (id, starts_at, ends_at, min_kurus, draw_at)
     VALUES (1, $1, $2, $3, $4)
     ON CONFLICT (id) DO UPDATE SET starts_at = $1, ends_at = $2, min_kurus = $3, draw_at = $4,
       updated_at = now()
     RETURNING starts_at, ends_at, min_kurus, draw_at`,
    [campaign.startsAt, campaign.endsAt, campaign.minAmount, campaign.drawAt],
  );
  return toCampaign(row!);
}

/** Seeds the season around now when no campaign was ever set; answers whether it did. */
export async function seedCampaign(tx: Db, now = new Date()): Promise<boolean> {
  const season = seasonAround(now);
  const rows = await tx.query(
    `INSERT INTO ticket_campaign (id, starts_at, ends_at, min_kurus, draw_at)
     VALUES (1, $1, $2, $3, $4) ON CONFLICT (id) DO NOTHING RETURNING id`,
    [season.startsAt, season.endsAt, season.minAmount, season.drawAt],
  );
  return rows.length > 0;
}

/** 'YB27-000123': the draw's year in Turkey and the ticket's place in the sequence. */
function ticketNumber(id: number, drawAt: Date): string {
  const year = new Date(drawAt.getTime() + 3 * 3_600_000).getUTCFullYear() % 100;
  return `YB${String(year).padStart(2, '0')}-${String(id).padStart(6, '0')}`;
}

/**
 * Issues the ticket a just-credited deposit earns, if it qualifies, and tells the player. A
 * deposit is credited once (its status only leaves pending once); the unique deposit column
 * keeps it to one ticket whatever happens.
 */
export async function awardTicket(
  tx: Db,
  deposit: { id: number; player_id: number; amount: number; updated_at: Date },
): Promise<string | undefined> {
  const [campaign] = await tx.query<CampaignRow>(
    `${CAMPAIGN_SELECT} AND starts_at <= $1 AND ends_at > $1 AND min_kurus <= $2`,
    [new Date(deposit.updated_at).toISOString(), deposit.amount],
  );
  if (!campaign) return undefined;
  const [next] = await tx.query<{ id: number }>(`SELECT nextval('lottery_ticket_ids') AS id`);
  const drawAt = new Date(campaign.draw_at);
  const number = ticketNumber(Number(next!.id), drawAt);
  const issued = await tx.query(
    `INSERT INTO lottery_tickets (id, ticket_number, player_id, cash_transaction_id, amount,
       deposited_at, draw_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (cash_transaction_id) DO NOTHING
     RETURNING id`,
    [
      next!.id,
      number,
      deposit.player_id,
      deposit.id,
      deposit.amount,
      new Date(deposit.updated_at).toISOString(),
      drawAt.toISOString(),
    ],
  );
  if (issued.length === 0) return undefined;
  await notify(tx, {
    playerId: deposit.player_id,
    kind: 'ticket_earned',
    params: { ticket: number },
    amount: deposit.amount,
    cashTransactionId: deposit.id,
    at: new Date(deposit.updated_at),
  });
  return number;
}

export interface TicketPageQuery {
  limit: number;
  offset: number;
  /** Letters, digits and '-' only (checked by the caller): no LIKE wildcard gets through. */
  search?: string;
}

/** One page of the player's tickets, newest first. */
export async function ticketPage(
  db: Db,
  playerId: number,
  query: TicketPageQuery,
): Promise<{ items: LotteryTicket[]; pagination: Pagination }> {
  const where = `WHERE player_id = $1 AND ($2::text IS NULL OR ticket_number ILIKE $2)`;
  const params = [playerId, query.search ? `%${query.search}%` : null];
  const rows = await db.query<{
    ticket_number: string;
    cash_transaction_id: number;
    amount: number;
    deposited_at: Date;
    draw_at: Date;
  }>(
    `SELECT ticket_number, cash_transaction_id, amount, deposited_at, draw_at
     FROM lottery_tickets ${where} ORDER BY deposited_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [...params, query.limit, query.offset],
  );
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*) AS total FROM lottery_tickets ${where}`,
    params,
  );
  return {
    items: rows.map((row) => ({
      ticketNumber: row.ticket_number,
      transactionID: row.cash_transaction_id,
      amount: row.amount,
      depositedAt: new Date(row.deposited_at).toISOString(),
      drawAt: new Date(row.draw_at).toISOString(),
    })),
    pagination: { limit: query.limit, offset: query.offset, total: count!.total },
  };
}
