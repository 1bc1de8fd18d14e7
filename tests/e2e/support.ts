/**
 * Harness for specs: global server state through the real server's operator and test-fault
 * endpoints. A spec that changes either restores it (afterEach) so spec order never matters.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Fault {
  class: string;
  method: string;
  /** HTTP status to answer with; without it the call only waits delayMs and goes through. */
  status?: number;
  delayMs?: number;
}

export async function setMaintenance(on: boolean, message?: string): Promise<void> {
  await call(
    'POST',
    '/operator/maintenance',
    { on, ...(message ? { message } : {}) },
    operatorToken(),
  );
}

// The server writes this token into its DATA_DIR at start; the config made that folder.
function operatorToken(): string {
  const file = join(fromConfig('E2E_DATA_DIR'), 'operator-token');
  if (!existsSync(file)) {
    throw new Error(
      `No ${file}: the server under test was not started by tests/e2e/playwright.config.ts ` +
        '(a reused local server?). Stop it, or set E2E_DATA_DIR to its DATA_DIR.',
    );
  }
  return readFileSync(file, 'utf8').trim();
}

/** The operator's decision on a pending deposit or withdrawal (what `npm run cashier` sends). */
export async function decideTransaction(id: string, decision: 'approve' | 'reject') {
  await call('POST', `/operator/cashier/transactions/${id}/${decision}`, {}, operatorToken());
}

export async function injectFault(fault: Fault): Promise<void> {
  await call('POST', '/__test__/faults', fault);
}

export async function clearFaults(): Promise<void> {
  await call('DELETE', '/__test__/faults');
}

/** Moves the platform's clock forward (limits' waits); resetClock puts it back. */
export async function advanceClock(ms: number): Promise<void> {
  await call('POST', '/__test__/clock', { ms });
}

/** Switches a seeded popup on or off for every visitor, as the operator does. */
export async function setPopupActive(id: number, active: boolean): Promise<void> {
  await call('PUT', '/__test__/popup', { id, active });
}

export async function resetClock(): Promise<void> {
  await call('DELETE', '/__test__/clock');
}

/**
 * The operator's desk listens on the server's port + 2 (OPERATOR_PORT's default), or where
 * E2E_DESK_URL says (another server process on the same database: two-servers.config.ts).
 */
const deskUrl = () => {
  if (process.env.E2E_DESK_URL) return process.env.E2E_DESK_URL;
  const url = new URL(fromConfig('E2E_BASE_URL'));
  url.port = String(Number(url.port) + 2);
  return url.origin;
};

async function call(method: string, path: string, body?: object, operatorToken?: string) {
  const base = path.startsWith('/operator/') ? deskUrl() : fromConfig('E2E_BASE_URL');
  const response = await fetch(base + path, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(operatorToken ? { 'x-operator-token': operatorToken } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok || (JSON.parse(text) as { result?: unknown }).result !== true) {
    throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  }
}

function fromConfig(name: 'E2E_DATA_DIR' | 'E2E_BASE_URL'): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run specs with playwright test -c tests/e2e`);
  return value;
}
