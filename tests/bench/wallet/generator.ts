/**
 * The load generator, an OS process of its own (forked by run.ts, never the servers' process):
 * `concurrency` game sessions each playing rounds on their own share of the players, and every
 * `burstEveryMs` a burst of rounds on players drawn at random, all at once. Calls started during
 * the warm-up are not timed. In a kill run it also kills one server process with SIGKILL during
 * the first burst of the timed phase: here, since only here is known when calls are on it.
 * Answers its figures and the book over IPC, then exits.
 */
import { seededRandom } from '../../fixtures/seeded-random.ts';
import { emptyBook, Provider, type Action, type Book, type Shares } from './calls.ts';

export interface LoadPlan {
  urls: string[];
  tokens: string[];
  secret: string;
  concurrency: number;
  burst: number;
  burstEveryMs: number;
  warmUpMs: number;
  durationMs: number;
  shares: Shares;
  seed: number;
  /** Distinguishes the round ids of runs on one database. */
  runId: string;
  /** A kill run: the server (index in urls) to kill, and its process id. */
  kill?: { server: number; pid: number };
}

export interface KillFigures {
  /** Calls awaiting the killed server's answer when it was killed. */
  inFlight: number;
  /** Calls sent again after the kill, having got no answer. */
  resent: number;
}

export interface LoadOutcome {
  book: Book;
  /** Seconds timed, and rounds that ended within them. */
  seconds: number;
  rounds: number;
  /** Milliseconds of each call timed, by action; and of whole rounds. */
  times: Record<Action, number[]>;
  roundTimes: number[];
  /** Calls sent in all, warm-up and retries included. */
  callsSent: number;
  /** CPU milliseconds this process spent sending them. */
  cpuMs: number;
  kill?: KillFigures;
}

/** How far into its burst the server is killed: its calls are on it, some in the database. */
const KILL_INTO_BURST_MS = 30;

export async function generate(plan: LoadPlan): Promise<LoadOutcome> {
  const cpuAtStart = process.cpuUsage();
  const random = seededRandom(plan.seed);
  const times: Record<Action, number[]> = { debit: [], credit: [], rollback: [] };
  const roundTimes: number[] = [];
  const begin = performance.now();
  const timedFrom = begin + plan.warmUpMs;
  const until = timedFrom + plan.durationMs;
  const timed = (started: number) => started >= timedFrom && performance.now() <= until;
  const book = emptyBook(plan.tokens.length);
  const provider = new Provider(
    plan.urls,
    plan.secret,
    book,
    (action, started, ms) => {
      if (timed(started)) times[action].push(ms);
    },
    plan.concurrency + plan.burst,
  );
  let rounds = 0;
  let next = 0;
  const play = async (player: number) => {
    const started = performance.now();
    const roundId = `${plan.runId}-${player}-${next++}`;
    const ended = await provider.round(player, plan.tokens[player]!, roundId, random, plan.shares);
    if (ended && timed(started)) {
      rounds++;
      roundTimes.push(performance.now() - started);
    }
  };
  const players = plan.tokens.length;
  const session = async (worker: number) => {
    for (let turn = worker; performance.now() < until; turn += plan.concurrency) {
      await play(turn % players);
    }
  };
  // Bursts start every burstEveryMs from the start: the first one past the warm-up gets the kill.
  const killBurst = Math.max(1, Math.ceil(plan.warmUpMs / plan.burstEveryMs));
  let killed: { inFlight: number; resentBefore: number } | undefined;
  const kill = (target: { server: number; pid: number }) => {
    killed = { inFlight: provider.inFlight(target.server), resentBefore: book.resent };
    process.kill(target.pid, 'SIGKILL');
  };
  const bursts: Promise<unknown>[] = [];
  const timer = setInterval(() => {
    if (performance.now() >= until) return;
    const picked = Array.from({ length: plan.burst }, () => Math.floor(random() * players));
    bursts.push(Promise.all(picked.map(play)));
    if (plan.kill && bursts.length === killBurst) setTimeout(kill, KILL_INTO_BURST_MS, plan.kill);
  }, plan.burstEveryMs);
  try {
    await Promise.all(Array.from({ length: plan.concurrency }, (_, w) => session(w)));
  } finally {
    clearInterval(timer);
  }
  await Promise.all(bursts);
  provider.close();
  if (plan.kill && !killed) throw new Error('no burst in the timed phase to kill a server in');
  return {
    book,
    seconds: plan.durationMs / 1000,
    rounds,
    times,
    roundTimes,
    callsSent: book.calls,
    cpuMs: cpuMsSince(cpuAtStart),
    kill: killed && { inFlight: killed.inFlight, resent: book.resent - killed.resentBefore },
  };
}

const cpuMsSince = (start: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
};

// Forked: the plan arrives over IPC, the outcome goes back the same way.
if (process.send) {
  process.once('message', (plan: LoadPlan) => {
    generate(plan).then(
      (outcome) => process.send!({ outcome }, () => process.exit(0)),
      (error: unknown) => process.send!({ error: String(error) }, () => process.exit(1)),
    );
  });
}
