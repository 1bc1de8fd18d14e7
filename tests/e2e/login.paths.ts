/**
 * The login machine as the model of /login against the real platform: what the player does
 * (sign in with or without the authenticator, or with a wrong password), each followed by the
 * platform's answer to it, and how the code step ends (the right code typed, or the prompt
 * cancelled). A wrong code keeps the step running: that is the code step's model. The passkey
 * sign-ins are passkey-login.spec.ts's: here the autofill's ceremony only waits, unanswered.
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { CodeStepOutput } from '../../machines/auth/code-step.machine.ts';
import { loginMachine, type LoginInput } from '../../machines/auth/login.machine.ts';
import { challengedLogin, loginFailed, plainLogin } from '../fixtures/auth.ts';
import { transitionCover } from '../model/view-driver.ts';
import { answered, type Platform } from './answered-model.ts';

type Snapshot = SnapshotFrom<typeof loginMachine>;
export type Who = 'guarded' | 'plain' | 'wrongPassword';

// The values only pass the form's rules: the driver types the real players' credentials.
const submitAs = (who: Who) => ({
  type: 'login.submit',
  username: 'oyuncu1',
  password: 'Gizli1234',
  who,
});
const events: AnyEventObject[] = [
  submitAs('guarded'),
  submitAs('plain'),
  submitAs('wrongPassword'),
  { type: 'xstate.done.actor.codeStep', output: { outcome: 'accepted' } satisfies CodeStepOutput },
  { type: 'xstate.done.actor.codeStep', output: { outcome: 'cancelled' } satisfies CodeStepOutput },
];

const platform: Platform = (event, asked) => {
  // Chromium offers passkeys in the username's autofill; with no passkey, its ceremony waits.
  if (asked.matches({ editing: 'askingAutofill' })) {
    return { type: 'xstate.done.actor.autofillSupported', output: true };
  }
  if (asked.matches('submitting')) {
    if (event.who === 'wrongPassword')
      return { type: 'xstate.error.actor.login', error: loginFailed };
    const output = event.who === 'plain' ? plainLogin : challengedLogin;
    return { type: 'xstate.done.actor.login', output };
  }
  return null;
};

const model = answered(loginMachine, platform);
export const paths = transitionCover(model, {
  // Chromium has passkeys: the page offers them (passkey-login.spec.ts signs in with one).
  inputs: [{ passkeys: true } satisfies LoginInput],
  events,
  tryEveryEvent: true,
  serialize: (s) => {
    const c = (s as Snapshot).context;
    return JSON.stringify([s.value, c.error !== null]);
  },
});
