/**
 * `npm run operators`: the console (the server's own account, holding DATA_DIR/operator-token)
 * issues each operator a credential of their own, lists and revokes them. A credential is shown
 * once; the operator uses it as OPERATOR_TOKEN, and the audit trail names them from it.
 */
import { parseArgs } from 'node:util';
import { callDesk } from './operator-client.ts';
import type { OperatorRow } from './operator-desk.ts';

export const OPERATORS_USAGE = `usage: npm run operators -- list
       npm run operators -- add NAME      (prints NAME's credential once)
       npm run operators -- revoke NAME`;

export interface OperatorsTarget {
  baseUrl: string;
  token: string;
}

const call = <T>(target: OperatorsTarget, path: string, body?: object) =>
  callDesk<T>(target, `/operator/operators${path}`, body);

const format = (rows: OperatorRow[]) =>
  rows.length === 0
    ? 'no operators yet (npm run operators -- add NAME)'
    : rows
        .map(
          (o) =>
            `${o.name.padEnd(20)} since ${new Date(o.createdAt).toISOString().slice(0, 10)}` +
            (o.revokedAt ? `  revoked ${new Date(o.revokedAt).toISOString().slice(0, 10)}` : ''),
        )
        .join('\n');

export async function runOperators(argv: string[], target: OperatorsTarget): Promise<string> {
  const { positionals } = parseArgs({ args: argv, allowPositionals: true });
  const [command, name] = positionals;
  if (command === 'list' && !name) return format(await call<OperatorRow[]>(target, ''));
  if (command === 'add' && name) {
    const issued = await call<{ name: string; token: string }>(target, '', { name });
    return (
      `credential of ${issued.name} (shown once; it replaces any earlier one):\n${issued.token}\n` +
      `use it as: OPERATOR_TOKEN=<credential> npm run cashier -- …`
    );
  }
  if (command === 'revoke' && name) {
    return format(await call<OperatorRow[]>(target, `/${encodeURIComponent(name)}/revoke`, {}));
  }
  throw new Error(OPERATORS_USAGE);
}
