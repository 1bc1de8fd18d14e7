/**
 * @simplewebauthn/browser as one chunk of its own, named for what it is: passkey-device.ts
 * loads it with the first ceremony.
 */
export {
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  WebAuthnError,
} from '@simplewebauthn/browser';
