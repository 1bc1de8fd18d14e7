import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { EnvelopeResponse, MaintenanceStatus } from '../machines/shared/contract.ts';
import type { OutboxRow } from './accounts/outbox.ts';
import { ACCOUNTS_USAGE, runAccounts } from './accounts-cli.ts';
import { OPERATORS_USAGE, runOperators } from './operators-cli.ts';
import { CASHIER_USAGE, runCashier } from './cashier-cli.ts';
import { deskUrl, operatorTokenFile, readEnv } from './config.ts';
import { MESSAGES_USAGE, runMessages } from './messages-cli.ts';
import { OPERATOR_HEADER } from './operator-desk.ts';
import { PROTECTION_USAGE, runProtection } from './protection-cli.ts';

/** Where and how to reach the running server. */
export interface OperatorTarget {
  baseUrl: string;
  token: string;
}

export interface MaintenanceChange {
  on: boolean;
  message?: string;
  expectedEnd?: string;
}

async function request<T = MaintenanceStatus>(
  url: string,
  init?: RequestInit,
): Promise<EnvelopeResponse<T>> {
  const response = await fetch(url, init);
  const body = (await response.json()) as EnvelopeResponse<T>;
  if (!response.ok || !body.result) throw new Error(`${response.status}: ${body.message}`);
  return body;
}

/** Switches maintenance through POST /operator/maintenance; the site sees it at once. */
export async function setMaintenance(target: OperatorTarget, change: MaintenanceChange) {
  return request(`${target.baseUrl}/operator/maintenance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [OPERATOR_HEADER]: target.token },
    body: JSON.stringify(change),
  });
}

export async function getMaintenance(baseUrl: string) {
  return request(`${baseUrl}/v1/check-maintenance`);
}

/** The latest messages of the outbox (dev and test mode), newest first. */
export async function getOutbox(target: OperatorTarget, limit = 20): Promise<OutboxRow[]> {
  const body = await request<OutboxRow[]>(`${target.baseUrl}/operator/outbox?limit=${limit}`, {
    headers: { [OPERATOR_HEADER]: target.token },
  });
  return body.data;
}

/** One message per block: header line, then the body indented. */
export function formatOutbox(rows: readonly OutboxRow[]): string {
  if (rows.length === 0) {
    return 'outbox is empty (messages are kept only with DEMO_OUTBOX=1, as npm start sets, PLATFORM_DEV=1 or PLATFORM_TEST_FAULTS=1)';
  }
  return rows
    .map((row) => {
      const subject = row.subject ? `  ${row.subject}` : '';
      const body = row.body
        .split('\n')
        .map((line) => (line ? `    ${line}` : ''))
        .join('\n');
      return `#${row.id}  ${row.createdAt}  ${row.channel} → ${row.recipient}${subject}\n${body}`;
    })
    .join('\n\n');
}

const USAGE = `usage: npm run maintenance -- on [--message "..."] [--until ISO-date]
       npm run maintenance -- off
       npm run maintenance -- status
       npm run outbox
${CASHIER_USAGE.replace('usage: ', '       ')}
${MESSAGES_USAGE.replace('usage: ', '       ')}
${PROTECTION_USAGE.replace('usage: ', '       ')}
${ACCOUNTS_USAGE.replace('usage: ', '       ')}
${OPERATORS_USAGE.replace('usage: ', '       ')}`;

/**
 * `maintenance on|off|status`, `outbox`, `cashier …`, `messages …`, `protection …` and
 * `accounts …`; the server's token comes from
 * OPERATOR_TOKEN or DATA_DIR/operator-token.
 */
export async function runCli(argv: string[], env = process.env): Promise<string> {
  const config = readEnv(env);
  const baseUrl = deskUrl(config);
  const siteUrl = `http://localhost:${config.port}`;
  const token = () =>
    config.operatorToken ?? readFileSync(operatorTokenFile(config.dataDir), 'utf8').trim();
  if (argv[0] === 'cashier') return runCashier(argv.slice(1), { baseUrl, token: token() });
  if (argv[0] === 'messages') return runMessages(argv.slice(1), { baseUrl, token: token() });
  if (argv[0] === 'protection') return runProtection(argv.slice(1), { baseUrl, token: token() });
  if (argv[0] === 'accounts') return runAccounts(argv.slice(1), { baseUrl, token: token() });
  if (argv[0] === 'operators') return runOperators(argv.slice(1), { baseUrl, token: token() });
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { message: { type: 'string' }, until: { type: 'string' } },
  });
  const [command, action] = positionals;
  if (command === 'outbox' && !action) {
    return formatOutbox(await getOutbox({ baseUrl, token: token() }));
  }
  if (command !== 'maintenance' || !action || !['on', 'off', 'status'].includes(action)) {
    throw new Error(USAGE);
  }
  const show = (s: MaintenanceStatus) =>
    s.status
      ? `maintenance ON${s.expectedEnd ? ` until ${s.expectedEnd}` : ''}: ${s.message}`
      : 'maintenance OFF: the site is open';
  if (action === 'status') return show((await getMaintenance(siteUrl)).data);
  const change: MaintenanceChange = { on: action === 'on' };
  if (action === 'on' && values.message) change.message = values.message;
  if (action === 'on' && values.until) change.expectedEnd = values.until;
  return show((await setMaintenance({ baseUrl, token: token() }, change)).data);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runCli(process.argv.slice(2)).then(
    (line) => console.log(line),
    (error: Error) => {
      console.error(error.message);
      process.exitCode = 1;
    },
  );
}
