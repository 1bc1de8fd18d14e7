import type { PasskeyDevice } from '../../machines/ports.ts';
import { PasskeyCancelled } from '../../machines/shared/passkeys.ts';

/**
 * @simplewebauthn/browser loads with the first ceremony, not with the page: the login page and
 * the profile paint without it.
 */
const webauthn = () => import('./webauthn.ts');

/**
 * What the browser says when the player closes its prompt, it times out, or another ceremony
 * takes its place (WebAuthn gives all of them as NotAllowedError or AbortError).
 */
const CANCELLED = new Set(['NotAllowedError', 'AbortError', 'ERROR_CEREMONY_ABORTED']);

async function cancelledOrRethrown(error: unknown): Promise<never> {
  const { WebAuthnError } = await webauthn();
  const names =
    error instanceof WebAuthnError
      ? [error.code, (error.cause as Error | undefined)?.name]
      : [(error as Error | undefined)?.name];
  const cancelled = names.find((name) => name !== undefined && CANCELLED.has(name));
  if (cancelled) throw new PasskeyCancelled(cancelled);
  throw error;
}

/** The browser's WebAuthn, through @simplewebauthn/browser. */
export function createPasskeyDevice(): PasskeyDevice {
  return {
    // The library's own test (browserSupportsWebAuthn), without loading it for every page.
    supported: () => typeof globalThis.PublicKeyCredential === 'function',
    autofillSupported: async () => (await webauthn()).browserSupportsWebAuthnAutofill(),
    async create(options) {
      const { startRegistration } = await webauthn();
      return startRegistration({ optionsJSON: options }).catch(cancelledOrRethrown);
    },
    async assert(options, how = {}) {
      const { startAuthentication, WebAuthnAbortService } = await webauthn();
      if (how.signal?.aborted) throw new PasskeyCancelled('AbortError');
      const ceremony = startAuthentication({
        optionsJSON: options,
        useBrowserAutofill: how.autofill ?? false,
      }).catch(cancelledOrRethrown);
      // @simplewebauthn keeps one ceremony at a time; a caller's abort ends this one.
      how.signal?.addEventListener('abort', () => WebAuthnAbortService.cancelCeremony(), {
        once: true,
      });
      return ceremony;
    },
  };
}
