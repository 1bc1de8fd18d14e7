import type { AuthApi } from '../../machines/ports.ts';
import type { LoginAnswer, SessionContext, SiteType } from '../../machines/shared/contract.ts';
import type { ApiAnswer, ApiMethod, ApiPayload } from '../../machines/shared/contract/index.ts';
import type { SessionEncryption } from '../platform/session-key.ts';
import { ApiError } from './api-error.ts';
import type { ApiClient, CallOptions } from './client.ts';
import { foldMessage } from '../../machines/shared/server-messages.ts';

/** The site type the platform expects with code checks (spec §9: desktop). */
const SITE_TYPE: SiteType = 'desktop';

/** The platform's refusal of a wrong 6-digit code (check_ga, sms_validate), in tr and en. */
const WRONG_CODE = new Set(
  ['Girdiğiniz kod hatalı', 'The code you entered is incorrect'].map(foldMessage),
);

/** A wrong code is an answer (false), not a failure; rate limits and expiry stay failures. */
const isWrongCode = (error: unknown) =>
  error instanceof ApiError &&
  error.kind === 'refused' &&
  WRONG_CODE.has(foldMessage(error.message));

/** A code check's failure: false for a wrong code (the machine shows it), else rethrown. */
const wrongCodeIsFalse = (error: unknown): false => {
  if (isWrongCode(error)) return false;
  throw error;
};

/** Spec §3: uid, sid and uip of a login's answer are kept only encrypted with the server's key. */
export async function sessionOf(
  answer: LoginAnswer,
  encryption: SessionEncryption,
): Promise<SessionContext> {
  const encrypted = await encryption.encrypt({
    uid: String(answer.uid),
    sid: answer.sid,
    uip: answer.uip,
  });
  return { ...encrypted, gmt: answer.gtm, lang: answer.language };
}

/** Authenticated calls whose failure the calling machine shows itself (inline, not as a toast). */
const AUTH_QUIET: CallOptions = { auth: true, quiet: true };
const AUTH: CallOptions = { auth: true };

/**
 * The AuthApi port over the platform's `user` class. Failures reject with the client's ApiError:
 * its message is the server's (already translated) text and its `kind` tells refused from network.
 */
export function createAuthApi(client: ApiClient, encryption: SessionEncryption): AuthApi {
  const user = <M extends ApiMethod<'user'>>(
    method: M,
    data: ApiPayload<'user', M>,
    options = AUTH,
  ): Promise<ApiAnswer<'user', M>> =>
    client.call('user', method, data, options).then(({ data: answer }) => answer);

  return {
    async login({ username, password }) {
      // Quiet: the login machine keeps the server's message and the form shows it.
      const answer = await user('login', { username, password }, { quiet: true });
      return { answer, session: await sessionOf(answer, encryption) };
    },

    // The pending login session is not the app's session yet: it goes as explicit user context.
    checkCode: (session, code) =>
      user(
        'check_ga',
        { ga_code: code, SiteType: SITE_TYPE },
        { user: session, quiet: true },
      ).catch(wrongCodeIsFalse),

    async register(values) {
      // Quiet: the answer is one generic message whatever was taken; the site shows it.
      const { message } = await client.call('user', 'register', { ...values }, { quiet: true });
      return message;
    },

    async forgot(email) {
      await user('forgot', { email }, { quiet: true });
    },

    async resetPassword(values) {
      await user('pass_reset', { ...values }, { quiet: true });
    },

    async changePassword(values) {
      await user('pass_change', { ...values }, AUTH_QUIET);
    },

    // Quiet: the contact-change machine shows a refusal (wrong password, in use) in its form.
    changeUsername: (values) => user('change_username', { ...values }, AUTH_QUIET),

    changeEmail: (values) => user('change_email', { ...values }, AUTH_QUIET),

    // Quiet: the confirmation page shows a refused link itself.
    confirmEmail: (token) => user('confirm_email', { token }, { quiet: true }),

    changePhone: (values) => user('change_phone', { ...values }, AUTH_QUIET),

    getProfile: () => user('get_user_profile', {}),

    stepUpFactor: async () => (await user('get_user_profile', {})).stepUpFactor,

    async logout() {
      // Quiet: the session is cleared whatever the server says, so its refusal is no news.
      await user('logout', {}, AUTH_QUIET);
    },

    authenticatorStatus: () => user('check_user_ga', {}),

    // Quiet: a wrong password shows at the authenticator's password field.
    generateAuthenticator: (password) => user('user_generate_ga', { password }, AUTH_QUIET),

    confirmAuthenticator: (code) =>
      user('check_ga', { ga_code: code, SiteType: SITE_TYPE }, AUTH_QUIET).catch(wrongCodeIsFalse),

    // Quiet: a refused step-up shows in the step-up again.
    async disableAuthenticator(reauthentication) {
      const payload =
        'passkey' in reauthentication
          ? { passkey: reauthentication.passkey }
          : { gacode: reauthentication.ga_code, password: reauthentication.password };
      await user('clear_generated_ga', payload, AUTH_QUIET);
    },

    async sendSms() {
      await user('sms_send', {}, AUTH_QUIET);
    },

    async sendStepUpSms(action) {
      await user('step_up_sms', { action }, AUTH_QUIET);
    },

    validateSms: (code) =>
      user('sms_validate', { code, SiteType: SITE_TYPE }, AUTH_QUIET).catch(wrongCodeIsFalse),

    async twoFactorType() {
      const { type } = await user('two_auth_type', {});
      return type;
    },

    // Turning SMS off carries its step-up, whose refusal shows in the step-up again (quiet).
    async setTwoFactorType(type, reauthentication) {
      if (reauthentication) await user('two_auth_type', { type, ...reauthentication }, AUTH_QUIET);
      else await user('two_auth_type', { type });
    },

    async favorites(type) {
      const { ids } = await user('favorites', { type });
      return ids;
    },

    async addFavorite(type, id) {
      await user('favorites', { mode: 'insert', type, id });
    },

    async removeFavorite(type, id) {
      await user('favorites', { mode: 'delete', type, id });
    },
  };
}
