/**
 * The demo provider's side of the seamless wallet: it calls the platform only through
 * POST /seamless/{action} on the platform's origin, signed, so each of its calls passes the checks
 * a real provider's do.
 */
import type { Platform } from '../platform.ts';
import { sign } from '../payments/signature.ts';
import type { SeamlessAnswer } from '../wallet/seamless.ts';
import { SEAMLESS_SIGNATURE_HEADER } from '../wallet/seamless-secret.ts';

export interface SeamlessClient {
  balance(token: string): Promise<SeamlessAnswer>;
  debit(
    token: string,
    call: { roundId: string; transactionId: string; amount: number },
  ): Promise<SeamlessAnswer>;
  credit(
    token: string,
    call: { roundId: string; transactionId: string; amount: number; final: boolean },
  ): Promise<SeamlessAnswer>;
}

export function seamlessClient(platform: Platform, secret: string): SeamlessClient {
  const call = async (action: string, body: object): Promise<SeamlessAnswer> => {
    const payload = JSON.stringify(body);
    const url = `/seamless/${action}`;
    const response = await platform.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/json',
        [SEAMLESS_SIGNATURE_HEADER]: sign(secret, { path: url, body: payload }),
      },
      payload,
    });
    return response.json<SeamlessAnswer>();
  };
  return {
    balance: (token) => call('balance', { token }),
    debit: (token, debit) => call('debit', { token, ...debit }),
    credit: (token, credit) => call('credit', { token, ...credit }),
  };
}
