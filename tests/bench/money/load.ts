/**
 * The load: workers draw operations from a fixed mix until the run has sent its number of
 * requests, while a live server process is SIGKILLed at even intervals and started again. Then
 * every request that got no answer is sent again with its identity until one comes, and the
 * refusals for funds are retried once more, now that deposits have landed: they must stay
 * refused.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { givesKeyBack } from './answers.ts';
import type { Book, Sent } from './book.ts';
import type { Fleet } from './fleet.ts';
import { Operations, type Play, type Random } from './operations.ts';

export interface LoadOptions {
  operations: number;
  kills: number;
  concurrency: number;
}

/** Weights of the operations in the mix. */
const MIX: [number, keyof Operations][] = [
  [13, 'deposit'],
  [11, 'callback'],
  [7, 'depositDecision'],
  [8, 'withdraw'],
  [3, 'cancel'],
  [8, 'withdrawalDecision'],
  [22, 'bet'],
  [12, 'win'],
  [5, 'rollback'],
  [2, 'claim'],
  [9, 'retry'],
];
const TOTAL = MIX.reduce((sum, [weight]) => sum + weight, 0);

function draw(random: Random): keyof Operations {
  let roll = random() * TOTAL;
  for (const [weight, name] of MIX) {
    roll -= weight;
    if (roll < 0) return name;
  }
  return MIX[0]![1];
}

/** Sends the mix; answers how many SIGKILLs it made. */
export async function runLoad(
  book: Book,
  fleet: Fleet,
  plays: Play[],
  operations: Operations,
  random: Random,
  options: LoadOptions,
): Promise<number> {
  let kills = 0;
  const restarts: Promise<void>[] = [];
  const killDue = () =>
    kills < options.kills &&
    book.requests >= ((kills + 1) * options.operations) / (options.kills + 1) &&
    // One process down at a time: with two, the other one carries the load meanwhile.
    !fleet.servers.some((server) => server.restarting);

  const step = async () => {
    if (killDue()) {
      const target = fleet.servers[kills++ % fleet.servers.length]!;
      restarts.push(fleet.killAndRestart(target));
    }
    const name = draw(random);
    if (name === 'retry') return operations.retry();
    await operations[name](plays[Math.floor(random() * plays.length)]!);
  };

  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      // A kill held back by a restart still in progress is made before the load ends.
      while (book.requests < options.operations || kills < options.kills) await step();
    }),
  );
  await Promise.all(restarts);
  return kills;
}

/** Sends every unanswered request again until it is answered; answers how many were. */
export async function answerTheUnanswered(book: Book): Promise<number> {
  const unanswered = book.sent.filter((sent) => sent.answers.length === 0);
  await inTurn(unanswered, async (sent) => {
    for (let attempt = 0; attempt < 20 && !(await book.send(sent)); attempt++) await sleep(250);
  });
  return unanswered.length;
}

/** A refusal for funds: a retry after the balance grew must answer it again. */
const refusedForFunds = (sent: Sent) =>
  sent.answers.some((answer) =>
    sent.kind === 'debit'
      ? answer.body.code === 'INSUFFICIENT_FUNDS'
      : sent.kind === 'withdraw' && answer.body.result === false && !givesKeyBack(answer),
  );

/** Retries each refusal for funds once more; answers how many. */
export async function retryRefusals(book: Book): Promise<number> {
  const refused = book.sent.filter(refusedForFunds);
  await inTurn(refused, (sent) => book.send(sent).then(() => undefined));
  return refused.length;
}

async function inTurn<T>(items: T[], run: (item: T) => Promise<void>, atOnce = 8) {
  let next = 0;
  await Promise.all(
    Array.from({ length: atOnce }, async () => {
      while (next < items.length) await run(items[next++]!);
    }),
  );
}
