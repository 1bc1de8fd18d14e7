/**
 * The mutation check of the model-based tests: thirteen one-line behaviour changes in the
 * machines, applied one at a time; each must make at least one model test (the generated paths
 * driven through the rendered views) fail. Every file is put back as it was, whatever happens.
 *
 *   npm run test:mutations [-- <part of a change's name>]
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface Mutation {
  name: string;
  file: string;
  from: string;
  to: string;
  /** The model tests of the machine (tests/model/...). */
  tests: string[];
}

const MUTATIONS: Mutation[] = [
  {
    name: 'an accepted authenticator code switches 2FA off',
    file: 'machines/account/authenticator.machine.ts',
    from: "guard: { type: 'codeAccepted', params: ({ event }) => event.output },\n            target: 'on',",
    to: "guard: { type: 'codeAccepted', params: ({ event }) => event.output },\n            target: 'off',",
    tests: ['tests/model/account/authenticator.model.test.tsx'],
  },
  {
    name: 'an accepted login code does not sign in',
    file: 'machines/auth/login.machine.ts',
    from: "codeAccepted: (_, step: CodeStepOutput) => step.outcome === 'accepted',",
    to: "codeAccepted: (_, step: CodeStepOutput) => step.outcome !== 'accepted',",
    tests: ['tests/model/auth/login.model.test.tsx'],
  },
  {
    name: 'a refused favourite is not undone',
    file: 'machines/games/favorites.machine.ts',
    from: "onError: { target: 'ready', actions: 'undoChange' },",
    to: "onError: { target: 'ready' },",
    tests: ['tests/model/games/favorites.model.test.tsx'],
  },
  {
    name: 'no balance refresh after a game',
    file: 'machines/games/game-launch.machine.ts',
    from: "'player.close': { target: 'closed', actions: ['exit', 'refreshBalance'] },",
    to: "'player.close': { target: 'closed', actions: ['exit'] },",
    tests: ['tests/model/games/game-launch.model.test.tsx'],
  },
  {
    name: 'the inactivity check inverted',
    file: 'machines/app/app-setup.ts',
    from: 'now() - context.lastActivityAt > INACTIVITY_LIMIT_MS,',
    to: 'now() - context.lastActivityAt <= INACTIVITY_LIMIT_MS,',
    tests: ['tests/model/app.model.test.tsx'],
  },
  {
    name: 'a deposit retried after a lost answer gets a new idempotency key',
    file: 'machines/cashier/deposit-actions.ts',
    from: 'idempotencyKey: failure.keepKey ? context.idempotencyKey : null,',
    to: 'idempotencyKey: null,',
    tests: ['tests/model/cashier/deposit.model.test.tsx'],
  },
  {
    name: 'a withdrawal above the withdrawable balance is accepted',
    file: 'machines/cashier/withdraw-rules.ts',
    from: '(kurus > withdrawable ? WITHDRAW_MESSAGES.overWithdrawable : null)',
    to: 'null',
    tests: ['tests/model/cashier/withdraw.model.test.tsx'],
  },
  {
    name: 'no balance refresh after a cancelled withdrawal',
    file: 'machines/cashier/withdrawals.machine.ts',
    from: "actions: ['closeCancel', 'reloadList', 'refreshBalance', 'announceCancelled'],",
    to: "actions: ['closeCancel', 'reloadList', 'announceCancelled'],",
    tests: ['tests/model/cashier/withdrawals.model.test.tsx'],
  },
  {
    name: 'a refused bank account is not told where it was refused',
    file: 'machines/cashier/bank-accounts.machine.ts',
    from: "{ target: 'form', actions: { type: 'storeRefusal', params: saveRefusalOf } },",
    to: "{ target: 'form' },",
    tests: ['tests/model/cashier/bank-accounts.model.test.tsx'],
  },
  {
    name: 'a confirmed time-out does not sign the player out',
    file: 'machines/protection/protection.machine.ts',
    from: "actions: { type: 'announceSignedOut', params: ({ event }) => event.output },",
    to: '',
    tests: ['tests/model/protection/protection.model.test.tsx'],
  },
  {
    name: 'an operator popup goes before maintenance',
    file: 'machines/app/interruptions.machine.ts',
    from: "export const INTERRUPTION_ORDER = [\n  'maintenance',",
    to: "export const INTERRUPTION_ORDER = [\n  'popup',\n  'maintenance',",
    tests: ['tests/model/interruptions.model.test.tsx'],
  },
  {
    name: 'a two-letter search is sent',
    file: 'machines/shared/search-text.ts',
    from: 'export const SEARCH_MIN_CHARS = 3;',
    to: 'export const SEARCH_MIN_CHARS = 2;',
    tests: [
      'tests/model/games/game-list.model.test.tsx',
      'tests/model/inbox/tickets.model.test.tsx',
    ],
  },
  {
    name: 'a network lost under an open page takes the page away',
    file: 'machines/app/connection.machine.ts',
    from: "on: { 'connection.lost': 'lost' },",
    to: "on: { 'connection.lost': 'openedOffline' },",
    tests: ['tests/model/shell/connection.model.test.tsx'],
  },
];

function applyOnce(source: string, mutation: Mutation): string {
  const at = source.indexOf(mutation.from);
  if (at < 0 || source.indexOf(mutation.from, at + 1) >= 0) {
    throw new Error(`${mutation.name}: the line to change is not in ${mutation.file} exactly once`);
  }
  return source.slice(0, at) + mutation.to + source.slice(at + mutation.from.length);
}

/** Whether the machine's model tests fail with the change applied; the file is put back. */
function caughtBy(mutation: Mutation): boolean {
  const path = join(ROOT, mutation.file);
  const original = readFileSync(path, 'utf8');
  try {
    writeFileSync(path, applyOnce(original, mutation));
    const run = spawnSync('npx', ['vitest', 'run', ...mutation.tests], { cwd: ROOT });
    return run.status !== 0;
  } finally {
    writeFileSync(path, original);
  }
}

const only = process.argv[2];
const chosen = MUTATIONS.filter((mutation) => !only || mutation.name.includes(only));
let missed = 0;
for (const mutation of chosen) {
  const started = Date.now();
  const caught = caughtBy(mutation);
  if (!caught) missed += 1;
  const seconds = Math.round((Date.now() - started) / 1000);
  console.info(`${caught ? 'caught' : 'MISSED'}  ${mutation.name} (${seconds} s)`);
}
console.info(`\n${chosen.length - missed} of ${chosen.length} changes caught.`);
process.exitCode = missed === 0 ? 0 : 1;
