/** How the operator commands call the running server's desk: GET, or POST with a JSON body. */
import type { EnvelopeResponse } from '../machines/shared/contract.ts';
import { OPERATOR_HEADER } from './operator-desk.ts';

export interface DeskTarget {
  baseUrl: string;
  token: string;
}

/** The answer's data, or an error saying the status and the desk's message. */
export async function callDesk<T>(target: DeskTarget, path: string, body?: object): Promise<T> {
  const response = await fetch(`${target.baseUrl}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      [OPERATOR_HEADER]: target.token,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const answer = (await response.json()) as EnvelopeResponse<T>;
  if (!response.ok || !answer.result) throw new Error(`${response.status}: ${answer.message}`);
  return answer.data;
}

/** Kuruş as the commands print them: 150050 → '1.500,50 TRY'. */
export const lira = (kurus: number) =>
  `${(kurus / 100).toLocaleString('tr-TR', { minimumFractionDigits: 2 })} TRY`;
