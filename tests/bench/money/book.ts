/**
 * What the run sent and what came back. Every money request has an identity a retry repeats
 * (an idempotency key, a provider's transaction id, a payment event id); each answer is kept,
 * and a request that got none is unacknowledged until a retry gets one.
 */
import type { Answer } from './calls.ts';
import type { Fleet, ServerProcess } from './fleet.ts';

export type Kind =
  'deposit' | 'withdraw' | 'cancel' | 'claim' | 'debit' | 'credit' | 'rollback' | 'callback';

export interface Sent {
  kind: Kind;
  player: number;
  /** The request's identity, the same on every retry. */
  key: string;
  /** The request's own fields (amounts, the transaction it names). */
  fields: Record<string, unknown>;
  call(server: ServerProcess): Promise<Answer | undefined>;
  /** Every answer, in order; retries add theirs. None yet: unacknowledged. */
  answers: Answer[];
  /** Called with each answer, so the run learns what the request made. */
  onAnswer?(answer: Answer): void;
}

/** An operator's decision on the desk: not idempotent, so its outcome is read afterwards. */
export interface Decision {
  transactionId: number;
  direction: 'deposit' | 'withdraw';
  action: 'approve' | 'reject' | 'pay';
  answer?: Answer;
}

export interface Counts {
  requests: number;
  acknowledged: number;
  noAnswer: number;
  serverErrors: number;
  byKind: Record<string, number>;
}

export class Book {
  readonly sent: Sent[] = [];
  readonly decisions: Decision[] = [];
  requests = 0;
  acknowledged = 0;
  noAnswer = 0;
  serverErrors = 0;
  readonly byKind: Record<string, number> = {};

  constructor(private readonly fleet: Fleet) {}

  /** The counts so far (the load's, before the retries that follow it). */
  counts(): Counts {
    const { requests, acknowledged, noAnswer, serverErrors } = this;
    return { requests, acknowledged, noAnswer, serverErrors, byKind: { ...this.byKind } };
  }

  add(sent: Omit<Sent, 'answers'>): Sent {
    const full = { ...sent, answers: [] };
    this.sent.push(full);
    return full;
  }

  /** Sends (or sends again) to the next live server; answers whether an answer came. */
  async send(sent: Sent): Promise<boolean> {
    const answer = await this.count(sent.kind, sent.call(await this.fleet.pick()));
    if (!answer) return false;
    sent.answers.push(answer);
    sent.onAnswer?.(answer);
    return true;
  }

  async decide(decision: Decision, call: (server: ServerProcess) => Promise<Answer | undefined>) {
    this.decisions.push(decision);
    decision.answer = await this.count(`desk ${decision.action}`, call(await this.fleet.pick()));
  }

  /** The answer, or undefined when none came or a 5xx did: the outcome is unknown either way. */
  private async count(kind: string, call: Promise<Answer | undefined>) {
    this.requests++;
    this.byKind[kind] = (this.byKind[kind] ?? 0) + 1;
    const answer = await call;
    if (!answer) this.noAnswer++;
    else if (answer.status >= 500) this.serverErrors++;
    else {
      this.acknowledged++;
      return answer;
    }
    return undefined;
  }
}
