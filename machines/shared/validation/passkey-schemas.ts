import * as yup from 'yup';
import { PASSKEY_NAME_MAX } from '../passkeys.ts';
import { STEP_UP_ACTIONS } from '../step-up.ts';
import { V } from './messages.ts';

/**
 * The WebAuthn JSON a browser answers, checked for shape only: the signature, the challenge,
 * the origin and the counter are the server's verification (@simplewebauthn/server).
 */
const base64url = () =>
  yup
    .string()
    .max(16_384, V.passkey)
    .matches(/^[A-Za-z0-9_-]*$/, V.passkey);

const credentialFields = {
  id: base64url().required(V.passkey).max(1_024, V.passkey),
  rawId: base64url().required(V.passkey).max(1_024, V.passkey),
  type: yup
    .string()
    .required(V.passkey)
    .oneOf(['public-key'] as const, V.passkey),
  clientExtensionResults: yup.object().default({}),
  authenticatorAttachment: yup
    .string()
    .oneOf(['platform', 'cross-platform'] as const, V.passkey)
    .optional(),
};

/** navigator.credentials.get's answer (sign-in and step-up). */
export const passkeyAssertionSchema = yup.object({
  ...credentialFields,
  response: yup
    .object({
      clientDataJSON: base64url().required(V.passkey),
      authenticatorData: base64url().required(V.passkey),
      signature: base64url().required(V.passkey),
      userHandle: base64url().optional(),
    })
    .required(V.passkey),
});

/** navigator.credentials.create's answer (adding a passkey). */
export const passkeyAttestationSchema = yup.object({
  ...credentialFields,
  response: yup
    .object({
      clientDataJSON: base64url().required(V.passkey),
      attestationObject: base64url().required(V.passkey),
      authenticatorData: base64url().optional(),
      publicKey: base64url().optional(),
      publicKeyAlgorithm: yup.number().integer().optional(),
      transports: yup.array(yup.string().max(32, V.passkey).required()).max(8).optional(),
    })
    .required(V.passkey),
});

/** The name a player gives a passkey ("iPhone", "İş bilgisayarı"). */
export const passkeyNameSchema = yup
  .string()
  .trim()
  .required(V.required)
  .max(PASSKEY_NAME_MAX, V.tooLong);

export const passkeyIdSchema = base64url().required(V.passkey).max(1_024, V.passkey);

export const stepUpActionSchema = yup.string().required(V.required).oneOf(STEP_UP_ACTIONS);
