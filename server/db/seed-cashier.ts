import { buildTrIban } from '../../machines/shared/validation/iban.ts';
import { BANKS, METHOD_GROUPS, METHODS } from '../content/cashier.ts';
import { PAGE_MINUTES } from '../payments/sessions.ts';
import { lockWallet } from '../wallet/ledger.ts';
import { applyAction, openTransaction, type Actor, type Opening } from '../cashier/transactions.ts';
import { CARD_DECLINED } from '../cashier/reasons.ts';
import type { Db } from './driver.ts';

const empty = async (tx: Db, table: string) =>
  ((await tx.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))[0]?.n ?? 0) === 0;

/** Fills the banks and the payment methods when they are empty; answers the rows added. */
export async function seedPaymentMethods(tx: Db): Promise<Record<string, number>> {
  const added: Record<string, number> = {};
  if (await empty(tx, 'banks')) {
    for (const bank of BANKS) {
      await tx.query(
        'INSERT INTO banks (id, code, name, type_id) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
        [bank.id, bank.code, bank.name, bank.typeId],
      );
    }
    added.banks = BANKS.length;
  }
  if (await empty(tx, 'payment_methods')) {
    for (const group of METHOD_GROUPS) {
      await tx.query(
        `INSERT INTO payment_method_groups (id, slug, name_tr, name_en) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING`,
        [group.id, group.slug, group.tr, group.en],
      );
    }
    for (const m of METHODS) {
      await tx.query(
        `INSERT INTO payment_methods (id, kind, group_id, name_tr, name_en, bankcode, receiver, sort)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
        [
          m.id,
          m.kind,
          m.groupId ?? null,
          m.tr,
          m.en,
          m.bankcode ?? null,
          m.receiver ? JSON.stringify(m.receiver) : null,
          m.sort,
        ],
      );
      for (const direction of ['deposit', 'withdraw'] as const) {
        const d = m[direction];
        if (!d) continue;
        await tx.query(
          `INSERT INTO payment_method_directions
             (method_id, direction, min_kurus, max_kurus, fields, highlighted)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
          [m.id, direction, d.min * 100, d.max * 100, d.fields, d.highlighted ?? false],
        );
      }
    }
    added.payment_methods = METHODS.length;
  }
  return added;
}

const DAY = 86_400_000;

/** A past deposit or withdrawal and what became of it. */
interface PastTransaction {
  daysAgo: number;
  opening: Omit<Opening, 'actor' | 'at'>;
  /** Applied one after the other, an hour apart. */
  then: {
    action: 'credit' | 'approve' | 'pay' | 'reject' | 'expire';
    by: Actor;
    reason?: string;
  }[];
}

const OPERATOR: Actor = { kind: 'operator', ref: 'seed' };
const PROVIDER: Actor = { kind: 'provider', ref: 'seed' };

/**
 * The demo players' cashier history, which is also where their balance comes from: `demo` ends
 * at 1,250.00 TRY (deposits 1,000 + 500, a paid withdrawal of 250), `demo2fa` at 4,873.50.
 */
function history(username: string, bankAccountId: number | undefined): PastTransaction[] {
  if (username === 'demo2fa') {
    return [
      {
        daysAgo: 30,
        opening: { direction: 'deposit', methodId: 1001, amount: 487_350 },
        then: [{ action: 'credit', by: OPERATOR }],
      },
    ];
  }
  return [
    {
      daysAgo: 40,
      opening: { direction: 'deposit', methodId: 1301, amount: 100_000 },
      then: [{ action: 'credit', by: PROVIDER }],
    },
    {
      daysAgo: 25,
      opening: {
        direction: 'deposit',
        methodId: 1002,
        amount: 50_000,
        details: { branch: 'Kadıköy', account: '6290417385', referenceNumber: 'GRT2025110' },
      },
      then: [{ action: 'credit', by: OPERATOR }],
    },
    {
      daysAgo: 18,
      opening: { direction: 'deposit', methodId: 1401, amount: 20_000 },
      then: [{ action: 'reject', by: PROVIDER, reason: CARD_DECLINED.tr }],
    },
    {
      daysAgo: 12,
      opening: {
        direction: 'withdraw',
        methodId: 1101,
        amount: 25_000,
        bankAccountId,
        accountLabel: 'Garanti BBVA · **** 7385',
        details: { bankAccountID: bankAccountId, validityDate: '2031-05-14', note: '' },
      },
      then: [
        { action: 'approve', by: OPERATOR },
        { action: 'pay', by: OPERATOR },
      ],
    },
    {
      daysAgo: 3,
      opening: {
        direction: 'deposit',
        methodId: 1501,
        amount: 15_000,
        expiresInMinutes: PAGE_MINUTES.qr,
      },
      then: [{ action: 'expire', by: { kind: 'system', ref: 'expiry' } }],
    },
  ];
}

/**
 * Gives each demo player whose wallet has never moved a saved bank account (demo) and a cashier
 * history made with the ledger's own functions, dated back from now. Answers the transactions
 * added.
 */
export async function seedDemoCashier(tx: Db): Promise<number> {
  const players = await tx.query<{ id: number; username: string; name: string }>(
    `SELECT p.id, p.username, p.firstname || ' ' || p.lastname AS name FROM players p
     JOIN wallets w ON w.player_id = p.id
     WHERE p.username IN ('demo', 'demo2fa')
       AND NOT EXISTS (SELECT 1 FROM ledger_postings l WHERE l.account_id = w.account_id)`,
  );
  let added = 0;
  for (const player of players) {
    const [account] =
      player.username === 'demo'
        ? await tx.query<{ id: number }>(
            // As old as the history that pays to it: a withdrawal to it takes no step-up.
            `INSERT INTO bank_accounts (player_id, bank_id, owner, branch, account_number, iban,
               created_at, updated_at)
             VALUES ($1, 7, $2, 'Kadıköy', '6290417385', $3, now() - interval '40 days',
               now() - interval '40 days')
             ON CONFLICT DO NOTHING RETURNING id`,
            [player.id, player.name, buildTrIban('00062', '6290417385')],
          )
        : [];
    for (const past of history(player.username, account?.id)) {
      const at = new Date(Date.now() - past.daysAgo * DAY);
      const wallet = await lockWallet(tx, player.id);
      const actor: Actor = { kind: 'player', ref: String(player.id) };
      const row = await openTransaction(tx, wallet, { ...past.opening, actor, at });
      for (const [i, step] of past.then.entries()) {
        await applyAction(tx, row.id, step.action, step.by, {
          reason: step.reason,
          at: new Date(at.getTime() + (i + 1) * 3_600_000),
        });
      }
      added++;
    }
  }
  return added;
}
