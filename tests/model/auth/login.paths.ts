/**
 * The login machine as the model of /login: credentials answered with and without an
 * authenticator challenge or refused, then the code prompt's code accepted, refused, failing or
 * timed out, and the prompt cancelled.
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { loginMachine } from '../../../machines/auth/login.machine.ts';
import {
  challengedLogin,
  credentials,
  loginFailed,
  offline,
  plainLogin,
  sessionExpired,
} from '../../fixtures/auth.ts';
import { transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof loginMachine>;

// Invalid credentials or codes are left out: the form's own validation never sends them.
const events: AnyEventObject[] = [
  { type: 'login.submit', ...credentials },
  { type: 'xstate.done.actor.login', output: plainLogin },
  { type: 'xstate.done.actor.login', output: challengedLogin },
  { type: 'xstate.error.actor.login', error: loginFailed },
  { type: 'login.submitCode', code: '123456' },
  { type: 'login.cancelCode' },
  { type: 'xstate.done.actor.checkCode', output: true },
  { type: 'xstate.done.actor.checkCode', output: false },
  { type: 'xstate.error.actor.checkCode', error: sessionExpired },
  { type: 'xstate.error.actor.checkCode', error: offline },
];

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([s.value, c.username, c.error, c.codeError, c.pending !== null]);
};

export const paths = transitionCover(loginMachine, { inputs: [undefined], events, serialize });

export default { machine: loginMachine, paths } satisfies MachineModel;
