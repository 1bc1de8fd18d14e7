/**
 * The pages of the simulated payment provider: a deposit by an instant or QR method gets a
 * random token (only its sha256 is kept) whose page takes the payment until the deposit expires.
 */
import { randomBytes } from 'node:crypto';
import type { Lang } from '../../machines/shared/contract.ts';
import type { TransactionStatus } from '../../machines/shared/finance.ts';
import { sha256 } from '../accounts/sessions.ts';
import type { Db } from '../db/driver.ts';

/** How long a payment page takes payment: a QR code 10 minutes, the others 30. */
export const PAGE_MINUTES = { qr: 10, redirect: 30 } as const;

/** 24 random bytes in base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export const payUrl = (origin: string, token: string) => `${origin}/payments/pay/${token}`;

/**
 * Where the page sends the player back: the returnUrl given, when it is on the site (the origin
 * the call came to, or SITE_URL), else the site's deposit page; with ?transaction=ID.
 */
export function returnUrlFor(
  given: string | undefined,
  site: { origin: string; siteUrl: string },
  transactionId: number,
): string {
  const allowed = new Set([site.origin, new URL(site.siteUrl).origin]);
  let url: URL;
  try {
    url = new URL(given ?? '');
    if (!allowed.has(url.origin)) throw new Error('another site');
  } catch {
    url = new URL(`${site.siteUrl}/deposit`);
  }
  url.searchParams.set('transaction', String(transactionId));
  return url.toString();
}

/** Opens the page of a deposit; answers its token. */
export async function openPaymentSession(
  tx: Db,
  session: { transactionId: number; lang: Lang; returnUrl: string },
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await tx.query(
    `INSERT INTO payment_sessions (token_hash, cash_transaction_id, lang, return_url)
     VALUES ($1, $2, $3, $4)`,
    [sha256(token), session.transactionId, session.lang, session.returnUrl],
  );
  return token;
}

/** A payment page with its deposit, as the page and the callback need it. */
export interface PaymentView {
  transactionId: number;
  playerId: number;
  lang: Lang;
  returnUrl: string;
  amount: number;
  status: TransactionStatus;
  expiresAt: Date;
  methodName: Record<Lang, string>;
}

const VIEW = `SELECT s.cash_transaction_id AS "transactionId", t.player_id AS "playerId", s.lang,
    s.return_url AS "returnUrl",
    t.amount, t.status, t.expires_at AS "expiresAt",
    json_build_object('tr', m.name_tr, 'en', m.name_en) AS "methodName"
  FROM payment_sessions s JOIN cash_transactions t ON t.id = s.cash_transaction_id
  JOIN payment_methods m ON m.id = t.method_id`;

export async function findPayment(db: Db, token: string): Promise<PaymentView | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await db.query<PaymentView>(`${VIEW} WHERE s.token_hash = $1`, [sha256(token)]);
  return row;
}

/** The page of a deposit, by the deposit's id (the provider's callback names either). */
export async function findPaymentOf(db: Db, id: number): Promise<PaymentView | undefined> {
  const [row] = await db.query<PaymentView>(`${VIEW} WHERE s.cash_transaction_id = $1`, [id]);
  return row;
}
