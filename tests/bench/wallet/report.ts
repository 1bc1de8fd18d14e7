/**
 * The wallet bench's figures as markdown, printed, and kept as a section of docs/performance.md:
 * after "Money under concurrency and faults", where `npm run bench` keeps what benches run on
 * their own wrote (tests/bench/run.ts, KEPT_FROM); a rerun replaces the section it wrote before.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { percentile } from '../latency.ts';
import { markdownTable } from '../measure.ts';
import { REPO_ROOT } from '../platform-server.ts';
import { ATTEMPTS } from './calls.ts';
import type { CpuSplit } from './cpu.ts';
import type { LoadOutcome, LoadPlan } from './generator.ts';
import { held, type StatementCount, type Verdict } from './invariant.ts';
import type { Yardstick } from './pgbench.ts';

export interface RunResult {
  label: string;
  servers: number;
  outcome: LoadOutcome;
  verdict: Verdict;
  counted?: StatementCount;
  cpu: CpuSplit;
}

const REPORT = join(REPO_ROOT, 'docs', 'performance.md');
export const HEADING = '## Seamless wallet under load';
const ms = (value: number | undefined) => (value === undefined ? '–' : `${value.toFixed(1)} ms`);
const processes = (r: RunResult) => (r.outcome.kill ? `${r.servers}, one killed` : r.servers);

/** Words wrapped at 100 columns, as the rest of the report. */
const wrap = (text: string) =>
  text
    .split(' ')
    .reduce<string[]>((lines, word) => {
      const last = lines.at(-1);
      if (last !== undefined && last.length + word.length < 100)
        lines[lines.length - 1] += ` ${word}`;
      else lines.push(word);
      return lines;
    }, [])
    .join('\n');

type Method = Omit<LoadPlan, 'urls' | 'tokens' | 'secret' | 'runId'> & {
  players: number;
  opening: number;
  loadAtStart: number;
};

export function method(m: Method): string {
  const pct = (share: number) => `${Math.round(share * 100)} %`;
  return wrap(
    [
      '`npm run bench:wallet` (tests/bench/wallet/; not part of `npm run bench` or `npm test`; CI',
      'runs it small on PostgreSQL for its invariant alone):',
      `for each run a fresh database with ${m.players} players`,
      `(${(m.opening / 100).toLocaleString('en')} TRY, a live session and a slot launch each),`,
      'the platform server as OS processes on it (`node --import tsx server/main.ts`; PGlite in a',
      "fresh `DATA_DIR`, Debian's PostgreSQL in a throwaway cluster with its default durability),",
      'and the load generator in an OS process of its own, on kept-alive connections spread over',
      'the processes in turn (a call that gets no answer is sent again, same transaction id and',
      `body, to another server). ${m.concurrency} game sessions play rounds on their own share of`,
      'the players: a signed bet (1.00–9.99 TRY), then a win (none in half the rounds) or, in',
      `${pct(m.shares.rollback)} of them, a rollback of the bet; ${pct(m.shares.retry)} of calls`,
      `are sent again once answered and ${pct(m.shares.parallelRetry)} twice at once (same`,
      `transaction id); every ${m.burstEveryMs / 1000} s a burst of ${m.burst} rounds on random`,
      `players starts at once. ${m.warmUpMs / 1000} s of warm-up, then ${m.durationMs / 1000} s`,
      "timed. Through PgBouncer: Debian's pgbouncer in transaction mode between the servers and",
      'PostgreSQL for their calls, their LISTEN straight to PostgreSQL (docs/operations.md).',
      'A round trip is a round that ended (bet and win, or bet and rollback); statements',
      'and transactions per call come from pg_stat_statements (top level) and pg_stat_database',
      `over every call sent. Load average ${m.loadAtStart.toFixed(2)} when the run began, on`,
      `${availableParallelism()} cores shared by servers, database, generator and whatever else ran.`,
    ].join(' '),
  );
}

const errorsOf = (r: RunResult) => Object.values(r.outcome.book.errors).reduce((a, b) => a + b, 0);

const callsPerSecond = (r: RunResult) => {
  const { times, seconds } = r.outcome;
  return (times.debit.length + times.credit.length + times.rollback.length) / seconds;
};

/** pgbench beside the PostgreSQL runs (tests/bench/wallet/pgbench.ts). */
export function yardstick(y: Yardstick, results: RunResult[]): string {
  const runs = results
    .filter((r) => r.label.startsWith('PostgreSQL') && !r.outcome.kill)
    .map((r, index) => {
      const perSecond = callsPerSecond(r);
      const share = Math.round((perSecond / y.transactionsPerSecond) * 100);
      const through = r.label.includes('PgBouncer') ? ' through PgBouncer' : '';
      const unit =
        index === 0 ? ` calls a second with ${r.servers} process(es)` : ` with ${r.servers}`;
      return `${Math.round(perSecond)}${unit}${through} (${share} %)`;
    });
  return wrap(
    [
      "The yardstick, in the same run on the same cluster: pgbench's TPC-B-like transaction",
      '(three updates, a select and an insert; tests/bench/wallet/pgbench.ts), its C client on the',
      `same cores with ${y.clients} clients and prepared statements, ${y.seconds} s:`,
      `**${Math.round(y.transactionsPerSecond)} transactions a second** (latency average`,
      `${y.latencyMs.toFixed(1)} ms). A wallet call is a transaction of its own that writes more`,
      'rows than that one, behind HTTP, a signature and a load generator on the same cores; the',
      `PostgreSQL runs above made ${runs.join(', ')}, as a share of pgbench's transactions.`,
    ].join(' '),
  );
}

export function figuresTable(results: RunResult[]): string {
  return markdownTable(
    [
      'Database',
      'Server processes',
      'Round trips a second',
      'Calls a second',
      'Call p50',
      'Call p95',
      'Call p99',
      'Round trip p99',
      'Errors',
      'Statements / call',
      'Transactions / call',
      'Invariant',
    ],
    results.map((r) => {
      const { outcome, counted } = r;
      const calls = [...outcome.times.debit, ...outcome.times.credit, ...outcome.times.rollback];
      calls.sort((a, b) => a - b);
      const trips = [...outcome.roundTimes].sort((a, b) => a - b);
      const perCall = (n: number) => (counted ? (n / outcome.callsSent).toFixed(1) : '–');
      return [
        r.label,
        processes(r),
        Math.round(outcome.rounds / outcome.seconds),
        Math.round(callsPerSecond(r)),
        ms(percentile(calls, 50)),
        ms(percentile(calls, 95)),
        ms(percentile(calls, 99)),
        ms(percentile(trips, 99)),
        errorsOf(r),
        perCall(counted?.statements ?? 0),
        perCall(counted?.transactions ?? 0),
        held(r.verdict) ? 'held' : '**broken**',
      ];
    }),
  );
}

export function invariantTable(results: RunResult[]): string {
  return markdownTable(
    [
      'Database',
      'Server processes',
      'Acknowledged bets / wins / rollbacks',
      'Retries (answers differing)',
      'Balances off their answers',
      'Sum of all postings',
      'Unbalanced ledger transactions',
      'Wallets off their postings',
      'Postings twice for one call',
      'Ledger transactions beyond the answers',
    ],
    results.map((r) => {
      const { book } = r.outcome;
      const v = r.verdict;
      return [
        r.label,
        processes(r),
        `${book.acknowledged.debit} / ${book.acknowledged.credit} / ${book.acknowledged.rollback}`,
        `${book.retries} (${book.replaysDiffering})`,
        v.mismatches,
        v.audit.total,
        v.audit.unbalanced,
        v.audit.mismatchedWallets,
        v.duplicates + v.repeatedIds,
        v.extraMoves,
      ];
    }),
  );
}

export const KILL_METHOD = wrap(
  [
    'Under SIGKILL: in a run with one killed, the generator kills the last server process with',
    'SIGKILL while the first burst of the timed phase is on its way. As a game provider does, it',
    'sends each call that got no answer (connection broken or refused) again, same transaction id',
    `and body, to another server, up to ${ATTEMPTS} attempts with a short back-off; a server that`,
    'refuses a connection gets no more calls. The answer of the retry is the acknowledged one, and',
    'the invariant above must hold as in the other runs.',
  ].join(' '),
);

/** A kill that caught no call on its way proves nothing. */
export const killCaughtCalls = (r: RunResult) => !r.outcome.kill || r.outcome.kill.inFlight > 0;

export function killTable(results: RunResult[]): string {
  return markdownTable(
    [
      'Database',
      'Server processes',
      'Calls in flight on the killed one',
      'Calls resent after the kill',
      'Invariant',
    ],
    results.map((r) => [
      r.label,
      processes(r),
      r.outcome.kill!.inFlight,
      r.outcome.kill!.resent,
      held(r.verdict) ? 'held' : '**broken**',
    ]),
  );
}

export const CPU_METHOD = wrap(
  [
    'Where the CPU went, from /proc over each run (warm-up included): the server processes,',
    'every PostgreSQL process on the machine, the generator (its own figure) and what else ran',
    '(the bench itself, the system, anything else on the machine), per call sent and as a share',
    'of all cores in that time.',
  ].join(' '),
);

/** CPU milliseconds per call sent, by part, and how busy the cores were. */
export function cpuTable(results: RunResult[]): string {
  return markdownTable(
    [
      'Database',
      'Server processes',
      'Servers / call',
      'PostgreSQL / call',
      'Generator / call',
      'Other / call',
      'Cores busy',
    ],
    results.map((r) => {
      const { cpu } = r;
      const perCall = (msSpent: number) => `${(msSpent / r.outcome.callsSent).toFixed(2)} ms`;
      const busy = cpu.servers + cpu.postgres + cpu.generator + cpu.other;
      return [
        r.label,
        processes(r),
        perCall(cpu.servers),
        r.label === 'PGlite' ? '(in the server)' : perCall(cpu.postgres),
        perCall(cpu.generator),
        perCall(cpu.other),
        `${Math.round((busy / cpu.capacity) * 100)} %`,
      ];
    }),
  );
}

/** The statements that took the most database time, per run on PostgreSQL. */
export function statementsTable(r: RunResult): string {
  return markdownTable(
    ['Statement', 'Calls', 'Mean', 'Share of database time'],
    (r.counted?.top ?? []).map((t) => [
      `\`${t.query.replaceAll('|', '\\|')}\``,
      t.calls,
      `${t.meanMs.toFixed(3)} ms`,
      `${(t.share * 100).toFixed(1)} %`,
    ]),
  );
}

/** Replaces this bench's section of docs/performance.md, or adds it at the end. */
export function writeSection(section: string): void {
  if (!existsSync(REPORT)) return;
  const report = readFileSync(REPORT, 'utf8');
  const at = report.indexOf(`\n${HEADING}\n`);
  const next = at === -1 ? -1 : report.indexOf('\n## ', at + HEADING.length + 2);
  const before = (at === -1 ? report : report.slice(0, at)).trimEnd();
  const after = next === -1 ? '' : `\n${report.slice(next).trimStart()}`;
  writeFileSync(REPORT, `${before}\n\n${section.trim()}\n${after}`);
}
