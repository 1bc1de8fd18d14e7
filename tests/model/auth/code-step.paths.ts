/**
 * The codeStep machine as the model of the login's code prompt, the one step of the three that
 * can end every way: the code accepted, refused, failing or its pending session expired, and
 * the prompt cancelled.
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { codeStepMachine, type CodeStepInput } from '../../../machines/auth/code-step.machine.ts';
import { challengedLogin, offline, sessionExpired } from '../../fixtures/auth.ts';
import { transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof codeStepMachine>;

/** What the login gives its step: the pending session of the challenged sign-in. */
export const loginStep: CodeStepInput = { session: challengedLogin.session };

// Codes that are not 6 digits are left out: the prompt's own validation never sends them.
const events: AnyEventObject[] = [
  { type: 'codeStep.submit', code: '123456' },
  { type: 'codeStep.cancel' },
  { type: 'xstate.done.actor.checkCode', output: true },
  { type: 'xstate.done.actor.checkCode', output: false },
  { type: 'xstate.error.actor.checkCode', error: sessionExpired },
  { type: 'xstate.error.actor.checkCode', error: offline },
];

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([s.value, c.codeError]);
};

export const paths = transitionCover(codeStepMachine, { inputs: [loginStep], events, serialize });

export default { machine: codeStepMachine, paths } satisfies MachineModel;
