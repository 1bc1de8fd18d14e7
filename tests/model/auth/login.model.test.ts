import { loginMachine } from '../../../machines/auth/login.machine.ts';
import {
  challengedLogin,
  credentials,
  loginFailed,
  offline,
  plainLogin,
  sessionExpired,
  wrongCode,
} from '../../fixtures/auth.ts';
import { describeGeneratedPaths } from './model-suite.ts';

describeGeneratedPaths('login', loginMachine, {
  events: [
    { type: 'login.submit', ...credentials },
    { type: 'login.submit', username: '', password: '' },
    { type: 'login.submitCode', code: '123456' },
    { type: 'login.submitCode', code: '12345' },
    { type: 'login.cancelCode' },
    { type: 'xstate.done.actor.login', output: plainLogin },
    { type: 'xstate.done.actor.login', output: challengedLogin },
    { type: 'xstate.error.actor.login', error: loginFailed },
    { type: 'xstate.done.actor.checkCode', output: true },
    { type: 'xstate.done.actor.checkCode', output: false },
    { type: 'xstate.error.actor.checkCode', error: sessionExpired },
    { type: 'xstate.error.actor.checkCode', error: wrongCode },
    { type: 'xstate.error.actor.checkCode', error: offline },
  ],
  flags: ['error', 'codeError'],
  expectPaths: [
    '"editing" [error="Giriş Başarısız"]',
    '"editing" [error="login.sessionExpired"]',
    '"awaitingCode" [codeError="login.wrongCode"]',
    '"awaitingCode" [codeError="Girdiğiniz kod hatalı"]',
    '"awaitingCode" [codeError="common.somethingWentWrong"]',
  ],
});
