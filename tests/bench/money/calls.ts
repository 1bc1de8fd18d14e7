/**
 * The HTTP calls of the money run, as a player's browser, a game provider, a payment provider
 * and the operator's desk make them. A call that gets no answer (the server was killed, the
 * connection refused or reset) answers undefined: it may or may not have happened.
 */
import type { SessionContext } from '../../../machines/shared/contract.ts';
import { OPERATOR_HEADER } from '../../../server/operator-desk.ts';
import { PROVIDER_CALLBACK } from '../../../server/payments/routes.ts';
import { SIGNATURE_HEADER, sign } from '../../../server/payments/signature.ts';
import { SEAMLESS_SIGNATURE_HEADER } from '../../../server/wallet/seamless-secret.ts';
import type { ServerProcess } from './fleet.ts';

export interface Answer {
  status: number;
  // Each caller reads the shape its endpoint documents.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** Long enough for a call queued behind a restart's warm-up, short enough not to hang the run. */
const TIMEOUT_MS = 60_000;

async function post(
  url: string,
  body: string,
  headers: Record<string, string>,
  keepCookies?: (setCookie: string[]) => void,
): Promise<Answer | undefined> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    keepCookies?.(response.headers.getSetCookie());
    return { status: response.status, body: await response.json() };
  } catch {
    return undefined;
  }
}

/**
 * A signed-in player's client: its own address (the servers trust X-Forwarded-For from
 * loopback) and the cookies the server set, sent back as a browser would.
 */
export class PlayerClient {
  user?: SessionContext;
  private readonly cookies = new Map<string, string>();

  constructor(readonly ip: string) {}

  call(
    server: ServerProcess,
    cls: string,
    method: string,
    data: Record<string, unknown>,
  ): Promise<Answer | undefined> {
    const envelope = {
      api: { class: cls, method },
      data: { ...data, Lang: 'en' },
      ...(this.user ? { user: this.user } : {}),
    };
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return post(
      `${server.url}/v1`,
      JSON.stringify(envelope),
      { panel: 'frontend', 'x-forwarded-for': this.ip, ...(cookie ? { cookie } : {}) },
      (setCookie) => this.keep(setCookie),
    );
  }

  private keep(setCookie: string[]) {
    for (const line of setCookie) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(at + 1).trim());
    }
  }
}

/** POST /seamless/{action}, signed as the game provider signs it. */
export function seamless(
  server: ServerProcess,
  secret: string,
  action: 'debit' | 'credit' | 'rollback',
  body: object,
): Promise<Answer | undefined> {
  const payload = JSON.stringify(body);
  const path = `/seamless/${action}`;
  return post(`${server.url}${path}`, payload, {
    [SEAMLESS_SIGNATURE_HEADER]: sign(secret, { path, body: payload }),
  });
}

/** The payment provider's signed event for a deposit, at POST /payments/callback. */
export function providerCallback(
  server: ServerProcess,
  secret: string,
  event: object,
): Promise<Answer | undefined> {
  const payload = JSON.stringify(event);
  return post(`${server.url}${PROVIDER_CALLBACK}`, payload, {
    [SIGNATURE_HEADER]: sign(secret, { path: PROVIDER_CALLBACK, body: payload }),
  });
}

/** POST to the operator's desk of that server process with a credential. */
export function desk(
  server: ServerProcess,
  token: string,
  path: string,
  body: object,
): Promise<Answer | undefined> {
  return post(`${server.deskUrl}${path}`, JSON.stringify(body), { [OPERATOR_HEADER]: token });
}
