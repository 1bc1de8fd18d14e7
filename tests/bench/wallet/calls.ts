/**
 * A game provider's side of the seamless wallet, for the load generator: signed calls on
 * kept-alive connections spread over the server processes, and rounds of a bet followed by a win
 * or a rollback, some calls sent again with the same transaction id. A call that got no answer is
 * sent again, as a provider does, to a server still up. The book keeps what the acknowledged
 * answers imply for each player's balance.
 */
import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { sign } from '../../../server/payments/signature.ts';
import { SEAMLESS_SIGNATURE_HEADER } from '../../../server/wallet/seamless-secret.ts';

export type Action = 'debit' | 'credit' | 'rollback';
interface Answer {
  ok: boolean;
  code?: string;
  balance?: number;
}

export interface Book {
  /** Per player: kuruş their balance moved by acknowledged calls. */
  delta: number[];
  /** Ledger transactions the acknowledged calls made (a win of 0 makes none). */
  moves: number;
  acknowledged: Record<Action, number>;
  /** Refusals and failures by code ('network' when no answer came). */
  errors: Record<string, number>;
  retries: number;
  /** Calls sent again, same id and body, after an attempt got no answer. */
  resent: number;
  /** Retries whose answer was not the first answer. */
  replaysDiffering: number;
  calls: number;
}

export const emptyBook = (players: number): Book => ({
  delta: Array.from({ length: players }, () => 0),
  moves: 0,
  acknowledged: { debit: 0, credit: 0, rollback: 0 },
  errors: {},
  retries: 0,
  resent: 0,
  replaysDiffering: 0,
  calls: 0,
});

export interface Shares {
  /** Of calls sent again once answered, and sent twice at once. */
  retry: number;
  parallelRetry: number;
  /** Of rounds that end in a rollback instead of a win. */
  rollback: number;
}

/** What one timed call reports: its action, when it started and how long it took (ms). */
export type OnTime = (action: Action, started: number, ms: number) => void;

/** Attempts at one call before the run gives up on it, and the back-off between them. */
export const ATTEMPTS = 8;
const backOffMs = (attempt: number) => Math.min(25 * 2 ** (attempt - 1), 400);

export class Provider {
  private readonly agents: Agent[];
  private turn = 0;
  /** Per server: calls sent to it and not yet answered. */
  private readonly pending: number[];
  /** Servers that refused a connection: nothing listens there any more. */
  private readonly down = new Set<number>();

  constructor(
    private readonly urls: string[],
    private readonly secret: string,
    readonly book: Book,
    private readonly onTime: OnTime,
    connections: number,
  ) {
    this.agents = urls.map(() => new Agent({ keepAlive: true, maxSockets: connections }));
    this.pending = urls.map(() => 0);
  }

  inFlight(server: number): number {
    return this.pending[server]!;
  }

  /**
   * One call to the next live server in turn. An attempt that gets no answer (the connection
   * failed or broke) is sent again after a short back-off, same id and body, to another server
   * if one is up: the answer of the one that answers is the call's.
   */
  async call(action: Action, fields: object): Promise<Answer> {
    const body = JSON.stringify(fields);
    let failed: number | undefined;
    for (let attempt = 1; ; attempt++) {
      const server = this.pick(failed);
      const started = performance.now();
      this.book.calls++;
      this.pending[server]!++;
      try {
        const answer = await this.post(server, action, body);
        this.onTime(action, started, performance.now() - started);
        if (!answer.ok) this.count(answer.code ?? 'unknown');
        return answer;
      } catch (error) {
        this.count('network');
        if ((error as NodeJS.ErrnoException).code === 'ECONNREFUSED') this.down.add(server);
        if (attempt === ATTEMPTS) throw error;
        if (attempt === 1) this.book.resent++;
        failed = server;
        await sleep(backOffMs(attempt));
      } finally {
        this.pending[server]!--;
      }
    }
  }

  /** The next server in turn that is up, other than the one that just failed if another is. */
  private pick(failed: number | undefined): number {
    const up = this.urls.map((_, server) => server).filter((server) => !this.down.has(server));
    const others = up.filter((server) => server !== failed);
    const choice = others.length > 0 ? others : up;
    if (choice.length === 0) throw new Error('every server refuses connections');
    return choice[this.turn++ % choice.length]!;
  }

  /** A round on player's launch: a bet, then a win or a rollback; answers whether it ended. */
  async round(player: number, token: string, roundId: string, random: () => number, s: Shares) {
    const bet = 100 + Math.floor(random() * 900);
    const debit = { token, roundId, transactionId: `${roundId}:bet`, amount: bet };
    const taken = await this.callWithRetries('debit', debit, random, s);
    if (!taken.ok) return false;
    this.apply(player, 'debit', -bet, true);
    if (random() < s.rollback) {
      const rollback = {
        token,
        roundId,
        transactionId: `${roundId}:rollback`,
        referenceTransactionId: debit.transactionId,
      };
      const back = await this.callWithRetries('rollback', rollback, random, s);
      if (back.ok) this.apply(player, 'rollback', bet, true);
      return back.ok;
    }
    const win = random() < 0.5 ? 0 : Math.floor(random() * 2 * bet);
    const credit = { token, roundId, transactionId: `${roundId}:win`, amount: win, final: true };
    const paid = await this.callWithRetries('credit', credit, random, s);
    if (paid.ok) this.apply(player, 'credit', win, win > 0);
    return paid.ok;
  }

  /** The call, and at times the same call again (after its answer, or at the same moment). */
  private async callWithRetries(action: Action, fields: object, random: () => number, s: Shares) {
    const draw = random();
    if (draw < s.parallelRetry) {
      this.book.retries++;
      const [first, second] = await Promise.all([
        this.call(action, fields),
        this.call(action, fields),
      ]);
      this.compare(first, second);
      return first;
    }
    const first = await this.call(action, fields);
    if (draw < s.parallelRetry + s.retry) {
      this.book.retries++;
      this.compare(first, await this.call(action, fields));
    }
    return first;
  }

  private compare(first: Answer, again: Answer) {
    if (JSON.stringify(first) !== JSON.stringify(again)) this.book.replaysDiffering++;
  }

  private apply(player: number, action: Action, kurus: number, moves: boolean) {
    this.book.delta[player]! += kurus;
    this.book.acknowledged[action]++;
    if (moves) this.book.moves++;
  }

  private count(code: string) {
    this.book.errors[code] = (this.book.errors[code] ?? 0) + 1;
  }

  private post(server: number, action: Action, body: string): Promise<Answer> {
    const path = `/seamless/${action}`;
    const url = new URL(path, this.urls[server]);
    const headers = {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      [SEAMLESS_SIGNATURE_HEADER]: sign(this.secret, { path, body }),
    };
    return new Promise((resolve, reject) => {
      const req = request(url, { method: 'POST', agent: this.agents[server], headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString()) as Answer);
          } catch (error) {
            reject(error as Error);
          }
        });
        res.on('error', reject);
      });
      req.setTimeout(30_000, () => req.destroy(new Error('timed out')));
      req.on('error', reject);
      req.end(body);
    });
  }

  close() {
    for (const agent of this.agents) agent.destroy();
  }
}
