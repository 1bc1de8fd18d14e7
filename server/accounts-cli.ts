/**
 * `npm run accounts`: a player's account security and the operator's second factor reset,
 * through the running server's /operator/players/{username}/… endpoints. A reset needs a reason.
 */
import { parseArgs } from 'node:util';
import { callDesk } from './operator-client.ts';
import type { AccountSecurity } from './accounts/operator.ts';

export const ACCOUNTS_USAGE = `usage: npm run accounts -- show USERNAME
       npm run accounts -- reset-factor USERNAME --reason "…"`;

export interface AccountsTarget {
  baseUrl: string;
  token: string;
}

const call = (target: AccountsTarget, path: string, body?: object) =>
  callDesk<AccountSecurity>(target, `/operator/players/${path}`, body);

function format(security: AccountSecurity): string {
  const factor = security.authenticator ? 'authenticator' : security.sms ? 'SMS' : 'none';
  const events = security.events.map(
    (e) =>
      `  ${e.createdAt.slice(0, 16).replace('T', ' ')}  ${e.action} by ${e.actor}: ${e.reason}`,
  );
  return [`${security.username}: second factor ${factor}`, ...events].join('\n');
}

export async function runAccounts(argv: string[], target: AccountsTarget): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { reason: { type: 'string' } },
  });
  const [command, username] = positionals;
  if (!username) throw new Error(ACCOUNTS_USAGE);
  const player = encodeURIComponent(username);
  if (command === 'show') return format(await call(target, `${player}/security`));
  if (command === 'reset-factor' && values.reason) {
    return format(await call(target, `${player}/second-factor/reset`, { reason: values.reason }));
  }
  throw new Error(ACCOUNTS_USAGE);
}
