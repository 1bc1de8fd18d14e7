/**
 * `npm run cashier`: the operator's cashier desk from the command line, through the running
 * server's /operator/cashier endpoints (PGlite's data can only be opened by one process).
 */
import { parseArgs } from 'node:util';
import type { CashierSettings } from './cashier/settings.ts';
import type { LedgerAudit } from './wallet/ledger.ts';
import type { SuspenseRow } from './payments/suspense.ts';
import type { RoundSweep } from './wallet/round-sweep.ts';
import type { OperatorTransaction } from './operator-cashier.ts';
import { callDesk, lira, type DeskTarget } from './operator-client.ts';

export const CASHIER_USAGE = `usage: npm run cashier -- list [--status pending|approved|completed|rejected|expired|cancelled]
       npm run cashier -- approve ID                  (a deposit is credited, a withdrawal approved)
       npm run cashier -- reject ID --reason "…"
       npm run cashier -- pay ID                      (an approved withdrawal)
       npm run cashier -- settings [--withdrawal-cancel on|off]
       npm run cashier -- methods
       npm run cashier -- method ID on|off
       npm run cashier -- audit
       npm run cashier -- close-rounds [--idle-minutes N]   (game rounds left open; default 24 h)
       npm run cashier -- suspense [--all]           (payments that fit no deposit, held)
       npm run cashier -- suspense credit|refund ID --reason "…"
(the audit trail names the operator whose OPERATOR_TOKEN made the call)`;

const call = <T>(target: DeskTarget, path: string, body?: object) =>
  callDesk<T>(target, `/operator/cashier/${path}`, body);

/** One line per transaction, its form's values indented under it. */
function formatTransaction(t: OperatorTransaction): string {
  const when = t.createdAt.slice(0, 16).replace('T', ' ');
  const to = t.accountLabel ? `  → ${t.accountLabel}` : '';
  const reason = t.reason ? `  (${t.reason})` : '';
  const details = Object.entries(t.details)
    .filter(([, value]) => value !== '' && value !== undefined)
    .map(([name, value]) => `${name}=${String(value)}`)
    .join('  ');
  return (
    `#${t.id}  ${when}  ${t.direction.padEnd(8)}  ${t.statusName.padEnd(10)}  ` +
    `${lira(t.amount).padStart(16)}  ${t.method}  ${t.player}${to}${reason}` +
    (details ? `\n         ${details}` : '')
  );
}

/** One line per payment held: what came, for which deposit, why, and what became of it. */
function formatSuspense(s: SuspenseRow): string {
  const resolved = s.resolvedBy ? `  ${s.status} by ${s.resolvedBy}: ${s.note}` : '  OPEN';
  return (
    `S${s.id}  ${s.receivedAt.slice(0, 16).replace('T', ' ')}  ${lira(s.amount).padStart(16)}  ` +
    `deposit #${s.transactionId}  ${s.player}  (${s.why})${resolved}`
  );
}

const onOff = (value: string | undefined) => {
  if (value !== 'on' && value !== 'off') throw new Error(CASHIER_USAGE);
  return value === 'on';
};

export async function runCashier(argv: string[], target: DeskTarget): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      status: { type: 'string' },
      reason: { type: 'string' },
      'withdrawal-cancel': { type: 'string' },
      'idle-minutes': { type: 'string' },
      all: { type: 'boolean' },
    },
  });
  const [command, id, state] = positionals;
  const lang = 'Lang=en';
  switch (command) {
    case 'list': {
      const status = values.status ? `&status=${encodeURIComponent(values.status)}` : '';
      const rows = await call<OperatorTransaction[]>(target, `transactions?${lang}${status}`);
      return rows.length === 0 ? 'no transactions' : rows.map(formatTransaction).join('\n');
    }
    case 'approve':
    case 'reject':
    case 'pay': {
      if (!id || !/^\d+$/.test(id)) throw new Error(CASHIER_USAGE);
      const decided = await call<OperatorTransaction>(
        target,
        `transactions/${id}/${command}?${lang}`,
        { reason: values.reason },
      );
      return formatTransaction(decided);
    }
    case 'settings': {
      const change = values['withdrawal-cancel'];
      const settings = await call<CashierSettings>(
        target,
        `settings?${lang}`,
        change === undefined ? undefined : { withdrawalCancel: onOff(change) },
      );
      return `withdrawal cancellation by players: ${settings.withdrawalCancel ? 'ON' : 'OFF'}`;
    }
    case 'methods': {
      type Row = { id: number; name: string; kind: string; enabled: boolean; directions: string[] };
      const rows = await call<Row[]>(target, `methods?${lang}`);
      return rows
        .map(
          (m) =>
            `${m.id}  ${m.enabled ? 'on ' : 'off'}  ${m.kind.padEnd(13)}  ` +
            `${m.directions.join('+').padEnd(16)}  ${m.name}`,
        )
        .join('\n');
    }
    case 'method': {
      if (!id || !/^\d+$/.test(id)) throw new Error(CASHIER_USAGE);
      const method = await call<{ id: number; enabled: boolean }>(target, `methods/${id}?${lang}`, {
        enabled: onOff(state),
      });
      return `method ${method.id} is ${method.enabled ? 'on' : 'off'}`;
    }
    case 'audit': {
      const a = await call<LedgerAudit>(target, `audit?${lang}`);
      const sound =
        a.total === 0 && a.unbalanced === 0 && a.negativeWallets === 0 && a.mismatchedWallets === 0;
      return (
        `ledger ${sound ? 'OK' : 'BROKEN'}: ${a.ledgerTransactions} transactions, ` +
        `${a.postings} postings, sum ${a.total}, unbalanced ${a.unbalanced}, ` +
        `wallets below zero ${a.negativeWallets}, wallets off their postings ${a.mismatchedWallets}`
      );
    }
    case 'suspense': {
      if (id === undefined) {
        const rows = await call<SuspenseRow[]>(
          target,
          `suspense?${lang}${values.all ? '&all=1' : ''}`,
        );
        return rows.length === 0 ? 'nothing held in suspense' : rows.map(formatSuspense).join('\n');
      }
      if ((id !== 'credit' && id !== 'refund') || !state || !/^\d+$/.test(state)) {
        throw new Error(CASHIER_USAGE);
      }
      const resolved = await call<SuspenseRow>(target, `suspense/${state}/${id}?${lang}`, {
        reason: values.reason,
      });
      return formatSuspense(resolved);
    }
    case 'close-rounds': {
      const minutes = values['idle-minutes'];
      if (minutes !== undefined && !/^\d+$/.test(minutes)) throw new Error(CASHIER_USAGE);
      const swept = await call<RoundSweep>(
        target,
        `rounds/sweep?${lang}`,
        minutes === undefined ? {} : { idleMinutes: Number(minutes) },
      );
      return (
        `${swept.cancelled} rounds cancelled (${lira(swept.returned)} of stakes returned), ` +
        `${swept.settled} rounds with a win settled as they stood`
      );
    }
    default:
      throw new Error(CASHIER_USAGE);
  }
}
