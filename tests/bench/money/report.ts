/** What a run prints: its figures, its invariants, and what broke when one does not hold. */
import { markdownTable } from '../measure.ts';
import type { Counts } from './book.ts';
import type { Player } from './players.ts';
import { passed, type Verdict } from './invariants.ts';

export interface RunResult {
  label: string;
  servers: number;
  players: Player[];
  setupSeconds: number;
  loadSeconds: number;
  totalSeconds: number;
  /** What the load sent and got back, before the retries after it. */
  load: Counts;
  kills: number;
  /** Milliseconds from each SIGKILL to the new process's first answer. */
  downtimes: number[];
  /** Server processes that ended without being killed. */
  crashes: string[];
  /** Requests that got no answer during the load, sent again until they did. */
  unanswered: number;
  /** Refusals for funds sent again after the load. */
  refusalsRetried: number;
  /** Per kind of request, once every request was answered. */
  outcomes: Record<string, { made: number; accepted: number }>;
  verdict: Verdict;
}

/** Every invariant held and no server process ended without being killed. */
export const runPassed = (r: RunResult) => passed(r.verdict) && r.crashes.length === 0;

const n = (value: number) => value.toLocaleString('en-US');
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const perSecond = (r: RunResult) => Math.round(r.load.requests / r.loadSeconds);

export function printRun(r: RunResult): void {
  const {
    load,
    verdict: v,
    verdict: { audit },
  } = r;
  const downtimes = [...r.downtimes].sort((a, b) => a - b);
  const lines = [
    `${r.label}, ${r.servers} server process${r.servers > 1 ? 'es' : ''}, ${r.players.length} players`,
    `  operations    ${n(load.requests)} in ${r.loadSeconds.toFixed(1)} s: ${perSecond(r)}/s ` +
      `(acknowledged ${n(load.acknowledged)}, no answer ${load.noAnswer}, server errors ${load.serverErrors})`,
    `  sent by kind  ${Object.entries(load.byKind)
      .map(([kind, count]) => `${kind} ${count}`)
      .join(', ')}`,
    `  accepted/made ${Object.entries(r.outcomes)
      .map(([kind, { made, accepted }]) => `${kind} ${accepted}/${made}`)
      .join(', ')}`,
    `  SIGKILLs      ${r.kills}` +
      (downtimes.length ? ` (kill to first answer: ${downtimes.map(s).join(', ')})` : '') +
      `; ${r.crashes.length} exits not asked for`,
    `  afterwards    ${r.unanswered} unanswered requests sent again until answered; ` +
      `${r.refusalsRetried} refusals for funds sent again`,
    `  balances      ${v.mismatches.length} of ${r.players.length} players off what their answers imply`,
    `  ledger        ${n(audit.ledgerTransactions)} transactions, ${audit.unbalanced} unbalanced; ` +
      `sum of all postings ${audit.total}; wallets negative ${audit.negativeWallets}, ` +
      `off their postings ${audit.mismatchedWallets}, stray bonus ${audit.strayBonus}`,
    `  transactions  ${v.strayTransactions} stray, ${v.wrongMovements} moved unlike their status, ` +
      `${v.contradictions.length} acknowledged decisions contradicted; ${v.suspense} payments in suspense`,
    `  two answers   ${v.twoAnswers.length} keys (of ${n(v.repeated)} answered more than once)`,
    `  unanswered    ${v.unanswered} requests never answered`,
    `  time          setup ${r.setupSeconds.toFixed(1)} s, whole run ${r.totalSeconds.toFixed(1)} s`,
    `  verdict       ${runPassed(r) ? 'every invariant holds' : 'INVARIANT BROKEN'}`,
  ];
  console.log(lines.join('\n'));
  for (const m of v.mismatches.slice(0, 10)) {
    console.log(`    ${m.username}: expected ${m.expected}, holds ${m.actual}`);
  }
  for (const c of v.contradictions.slice(0, 10)) console.log(`    ${c}`);
  for (const t of v.twoAnswers.slice(0, 10)) {
    console.log(`    ${t.key}: ${JSON.stringify(t.answers)}`);
  }
  for (const crash of r.crashes) console.log(crash);
}

/** One row per database, for docs/performance.md. */
export function summaryTable(results: RunResult[]): string {
  return markdownTable(
    [
      'Database',
      'Server processes',
      'Players',
      'Operations',
      'Acknowledged',
      'Per second',
      'SIGKILLs',
      'Balances off their answers',
      'Unbalanced ledger transactions',
      'Sum of all postings',
      'Keys with two answers',
      'Whole run',
    ],
    results.map((r) => [
      r.label,
      r.servers,
      r.players.length,
      n(r.load.requests),
      n(r.load.acknowledged),
      perSecond(r),
      r.kills,
      r.verdict.mismatches.length,
      r.verdict.audit.unbalanced,
      r.verdict.audit.total,
      r.verdict.twoAnswers.length,
      `${Math.round(r.totalSeconds)} s`,
    ]),
  );
}
