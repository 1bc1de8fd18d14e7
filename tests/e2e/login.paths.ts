/**
 * The login machine as the model of /login against the real platform: what the player does
 * (sign in with or without the authenticator, or with a wrong password; type the right code or
 * a wrong one; cancel the prompt), each followed by the platform's answer to it.
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { loginMachine } from '../../machines/auth/login.machine.ts';
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
  { type: 'login.submitCode', code: '123456', right: true },
  { type: 'login.submitCode', code: '123456', right: false },
  { type: 'login.cancelCode' },
];

const platform: Platform = (event, asked) => {
  if (asked.matches('submitting')) {
    if (event.who === 'wrongPassword')
      return { type: 'xstate.error.actor.login', error: loginFailed };
    const output = event.who === 'plain' ? plainLogin : challengedLogin;
    return { type: 'xstate.done.actor.login', output };
  }
  if (asked.matches('verifyingCode'))
    return { type: 'xstate.done.actor.checkCode', output: event.right };
  return null;
};

const model = answered(loginMachine, platform);
export const paths = transitionCover(model, {
  inputs: [undefined],
  events,
  serialize: (s) => {
    const c = (s as Snapshot).context;
    return JSON.stringify([s.value, c.error !== null, c.codeError !== null]);
  },
});
