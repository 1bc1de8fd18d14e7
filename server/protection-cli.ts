/**
 * `npm run protection`: a player's protection state and the operator's changes to it, through
 * the running server's /operator/players/{username}/… endpoints. Every change needs a reason.
 */
import { parseArgs } from 'node:util';
import type { ProtectionState } from '../machines/shared/protection.ts';
import { parseLira } from '../machines/shared/money.ts';
import type { OperatorProtectionEvent } from './protection/events.ts';
import { callDesk, lira, type DeskTarget } from './operator-client.ts';

export const PROTECTION_USAGE = `usage: npm run protection -- show USERNAME
       npm run protection -- limit USERNAME deposit|loss|wager day|week|month AMOUNT|none --reason "…"
       npm run protection -- limit USERNAME play_time day MINUTES|none --reason "…"
       npm run protection -- timeout USERNAME 24h|1w|1m|6w --reason "…"
       npm run protection -- exclude USERNAME 6m|1y|5y|permanent --reason "…"`;

type Shown = ProtectionState & { events: OperatorProtectionEvent[] };

const call = (target: DeskTarget, path: string, body?: object) =>
  callDesk<Shown>(target, `/operator/players/${path}`, body);

const amountText = (kind: string, amount: number | null) =>
  amount === null ? 'none' : kind === 'play_time' ? `${amount} min` : lira(amount);

/** The state as lines an operator reads: closure, limits, pending changes, latest events. */
export function formatProtection(username: string, s: Shown): string {
  const closed =
    s.closed === 'excluded'
      ? `SELF-EXCLUDED since ${s.exclusion!.since} ${s.exclusion!.until ? `until ${s.exclusion!.until}` : 'permanently'}`
      : s.closed === 'timeout'
        ? `TIME-OUT until ${s.timeoutUntil}`
        : s.closed === 'panic'
          ? `PANIC (the player stopped play) until ${s.timeoutUntil}`
          : 'open: may play and deposit';
  const lines = [
    `${username}: ${closed}`,
    `reality check: ${s.realityCheckMinutes ? `every ${s.realityCheckMinutes} min` : 'off'}`,
    `play time today: ${s.playTime.playedMinutes} min` +
      (s.playTime.limitMinutes ? ` of ${s.playTime.limitMinutes}` : ''),
    ...s.limits.map((l) => `limit ${l.kind} per ${l.period}: ${amountText(l.kind, l.amount)}`),
    ...s.pending.map(
      (p) =>
        `pending ${p.kind} per ${p.period}: ${amountText(p.kind, p.amount)} from ${p.effectiveAt}`,
    ),
    ...s.events.map(
      (e) =>
        `${e.createdAt}  ${e.actor}  ${e.action} ${JSON.stringify(e.details)}` +
        (e.reason ? `  (${e.reason})` : ''),
    ),
  ];
  return lines.join('\n');
}

/** An amount as typed: lira for money, minutes for the play time, or 'none'. */
function amountOf(kind: string, typed: string | undefined): number | null {
  if (typed === 'none') return null;
  const amount = kind === 'play_time' ? Number(typed) : parseLira(typed ?? '');
  if (amount === null || !Number.isInteger(amount)) throw new Error(PROTECTION_USAGE);
  return amount;
}

export async function runProtection(argv: string[], target: DeskTarget): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { reason: { type: 'string' } },
  });
  const [command, username, ...rest] = positionals;
  if (!username) throw new Error(PROTECTION_USAGE);
  const player = encodeURIComponent(username);
  const reason = values.reason;
  let state: Shown;
  if (command === 'show' && rest.length === 0) {
    state = await call(target, `${player}/protection`);
  } else if (command === 'limit' && rest.length === 3) {
    const [kind, period, typed] = rest as [string, string, string];
    const amount = amountOf(kind, typed);
    state = await call(target, `${player}/limits`, { kind, period, amount, reason });
  } else if ((command === 'timeout' || command === 'exclude') && rest.length === 1) {
    const path = command === 'timeout' ? 'timeout' : 'exclusion';
    state = await call(target, `${player}/${path}`, { length: rest[0], reason });
  } else {
    throw new Error(PROTECTION_USAGE);
  }
  return formatProtection(username, state);
}
