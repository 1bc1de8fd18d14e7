/**
 * `npm run accounts`: a player's account security, the operator's second factor reset, and the
 * player's passkeys (listed, and one revoked), through the running server's
 * /operator/players/{username}/… endpoints. A reset and a revocation need a reason.
 */
import { parseArgs } from 'node:util';
import { callDesk } from './operator-client.ts';
import type { AccountSecurity } from './accounts/operator.ts';
import type { PlayerPasskeys } from './accounts/operator-passkeys.ts';

export const ACCOUNTS_USAGE = `usage: npm run accounts -- show USERNAME
       npm run accounts -- reset-factor USERNAME --reason "…"
       npm run accounts -- passkeys USERNAME
       npm run accounts -- revoke-passkey USERNAME PASSKEY_ID --reason "…"`;

export interface AccountsTarget {
  baseUrl: string;
  token: string;
}

const call = <T = AccountSecurity>(target: AccountsTarget, path: string, body?: object) =>
  callDesk<T>(target, `/operator/players/${path}`, body);

function format(security: AccountSecurity): string {
  const factor = security.authenticator ? 'authenticator' : security.sms ? 'SMS' : 'none';
  const events = security.events.map(
    (e) =>
      `  ${e.createdAt.slice(0, 16).replace('T', ' ')}  ${e.action} by ${e.actor}: ${e.reason}`,
  );
  return [`${security.username}: second factor ${factor}`, ...events].join('\n');
}

const minute = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/** One line a passkey: its id (what revoke-passkey takes), name, when added and last used. */
function formatPasskeys({ username, passkeys }: PlayerPasskeys): string {
  const lines = passkeys.map(
    (key) =>
      `  ${key.id}  "${key.name}"  added ${minute(key.createdAt)}, last used ${
        key.lastUsedAt ? minute(key.lastUsedAt) : 'never'
      }`,
  );
  return [`${username}: ${passkeys.length} passkey(s)`, ...lines].join('\n');
}

export async function runAccounts(argv: string[], target: AccountsTarget): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { reason: { type: 'string' } },
  });
  const [command, username, id] = positionals;
  if (!username) throw new Error(ACCOUNTS_USAGE);
  const player = encodeURIComponent(username);
  if (command === 'show') return format(await call(target, `${player}/security`));
  if (command === 'reset-factor' && values.reason) {
    return format(await call(target, `${player}/second-factor/reset`, { reason: values.reason }));
  }
  if (command === 'passkeys') {
    return formatPasskeys(await call<PlayerPasskeys>(target, `${player}/passkeys`));
  }
  if (command === 'revoke-passkey' && id && values.reason) {
    const body = { id, reason: values.reason };
    return formatPasskeys(await call<PlayerPasskeys>(target, `${player}/passkeys/revoke`, body));
  }
  throw new Error(ACCOUNTS_USAGE);
}
