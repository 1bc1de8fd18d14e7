/**
 * How the run reads answers: which ones succeeded, which one of a request counts, and whether
 * one request identity was ever answered two different ways.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Answer } from './calls.ts';
import type { Sent } from './book.ts';

const ENVELOPE_KINDS = new Set(['deposit', 'withdraw', 'cancel', 'claim']);
const SEAMLESS_KINDS = new Set(['debit', 'credit', 'rollback']);

/** A /v1 call or a payment callback that succeeded. */
export const envelopeOk = (answer: Answer) => answer.status === 200 && answer.body.result === true;

const seamlessOk = (answer: Answer) => answer.body.ok === true;

/** Whether the answer accepted the request (a payment callback answers as /v1 does). */
export const accepted = (sent: Sent, answer: Answer) =>
  SEAMLESS_KINDS.has(sent.kind) ? seamlessOk(answer) : envelopeOk(answer);

/**
 * A refusal of the request as sent, which gives its key back (docs/api.md, "Idempotency"): a
 * withdrawal while a bonus is active, its forfeit not accepted. The same key may succeed later.
 */
export const givesKeyBack = (answer: Answer) =>
  answer.body.result === false && answer.body.data?.field === 'acceptBonusForfeit';

/** A payment event delivered again: it answers that it was applied before, and moves nothing. */
const isDuplicateEvent = (answer: Answer) => answer.body.data?.duplicate === true;

/** The answer that says what the request did: the last one that decided anything. */
export function finalAnswer(sent: Sent): Answer | undefined {
  return sent.answers.findLast((answer) => !givesKeyBack(answer));
}

/** What every answer of one identity must agree on; undefined: this answer is not compared. */
function comparable(sent: Sent, answer: Answer): unknown {
  if (sent.kind === 'callback') {
    return isDuplicateEvent(answer) ? undefined : { status: answer.status, body: answer.body };
  }
  if (ENVELOPE_KINDS.has(sent.kind)) {
    if (givesKeyBack(answer)) return undefined;
    return { status: answer.status, result: answer.body.result, data: answer.body.data };
  }
  return { status: answer.status, body: answer.body };
}

export interface TwoAnswers {
  key: string;
  answers: unknown[];
}

/** Identities answered more than once, and those of them answered two different ways. */
export function compareAnswers(sent: readonly Sent[]) {
  let repeated = 0;
  const different: TwoAnswers[] = [];
  for (const request of sent) {
    const answers = request.answers
      .map((answer) => comparable(request, answer))
      .filter((answer) => answer !== undefined);
    if (answers.length < 2) continue;
    repeated++;
    if (answers.some((answer) => !isDeepStrictEqual(answer, answers[0]))) {
      different.push({ key: `${request.kind} ${request.key}`, answers });
    }
  }
  return { repeated, different };
}

/** Per kind of request: how many the run made, and how many of them were accepted. */
export function outcomes(
  sent: readonly Sent[],
): Record<string, { made: number; accepted: number }> {
  const byKind: Record<string, { made: number; accepted: number }> = {};
  for (const request of sent) {
    const kind = (byKind[request.kind] ??= { made: 0, accepted: 0 });
    const answer = finalAnswer(request);
    kind.made++;
    if (answer && accepted(request, answer)) kind.accepted++;
  }
  return byKind;
}
