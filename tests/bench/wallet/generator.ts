/**
 * The load generator, an OS process of its own (forked by run.ts, never the servers' process):
 * `concurrency` game sessions each playing rounds on their own share of the players, and every
 * `burstEveryMs` a burst of rounds on players drawn at random, all at once. Calls started during
 * the warm-up are not timed. Answers its figures and the book over IPC, then exits.
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
}

export async function generate(plan: LoadPlan): Promise<LoadOutcome> {
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
  const bursts: Promise<unknown>[] = [];
  const timer = setInterval(() => {
    if (performance.now() >= until) return;
    const picked = Array.from({ length: plan.burst }, () => Math.floor(random() * players));
    bursts.push(Promise.all(picked.map(play)));
  }, plan.burstEveryMs);
  try {
    await Promise.all(Array.from({ length: plan.concurrency }, (_, w) => session(w)));
  } finally {
    clearInterval(timer);
  }
  await Promise.all(bursts);
  provider.close();
  return {
    book,
    seconds: plan.durationMs / 1000,
    rounds,
    times,
    roundTimes,
    callsSent: book.calls,
  };
}

// Forked: the plan arrives over IPC, the outcome goes back the same way.
if (process.send) {
  process.once('message', (plan: LoadPlan) => {
    generate(plan).then(
      (outcome) => process.send!({ outcome }, () => process.exit(0)),
      (error: unknown) => process.send!({ error: String(error) }, () => process.exit(1)),
    );
  });
}
