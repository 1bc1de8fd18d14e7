/**
 * A software authenticator for the server tests: a P-256 key of node:crypto that answers the
 * platform's options as a browser with a platform authenticator would, attestation 'none', with
 * a sign counter, an origin and a relying party id the test chooses (a wrong one is a phishing
 * site's answer).
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type {
  PasskeyAssertion,
  PasskeyAttestation,
  PasskeyCreationOptions,
  PasskeyRequestOptions,
} from '../../machines/shared/passkeys.ts';

/** User present, user verified, attested credential data included. */
const FLAGS = { up: 0x01, uv: 0x04, at: 0x40 } as const;

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

export interface Ceremony {
  /** The origin the browser reports (default the authenticator's). */
  origin?: string;
  /** The relying party id the authenticator signs for (default the authenticator's). */
  rpId?: string;
  /** Whether the user was verified (default true). */
  verified?: boolean;
  /** The sign count to report (default: one more than the last). */
  counter?: number;
}

export interface SoftPasskey {
  /** The credential id, base64url. */
  readonly id: string;
  /** The last sign count reported. */
  readonly counter: number;
  /** navigator.credentials.create's answer to registration options. */
  attest(options: PasskeyCreationOptions, ceremony?: Ceremony): PasskeyAttestation;
  /** navigator.credentials.get's answer to sign-in or step-up options. */
  assert(options: PasskeyRequestOptions, ceremony?: Ceremony): PasskeyAssertion;
}

/** The public key as COSE (EC2, ES256, P-256). */
function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
}

const clientData = (type: string, challenge: string, origin: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

function authenticatorData(rpId: string, flags: number, counter: number, attested?: Buffer) {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, attested ?? Buffer.alloc(0)]);
}

/** A new authenticator for the site at origin (its host is the relying party id). */
export function softPasskey({
  origin,
  rpId = new URL(origin).hostname,
}: {
  origin: string;
  rpId?: string;
}): SoftPasskey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const rawId = randomBytes(16);
  let counter = 0;
  let userHandle: string | undefined;
  const nextCounter = (ceremony: Ceremony) => {
    counter = ceremony.counter ?? counter + 1;
    return counter;
  };
  const flagsOf = (ceremony: Ceremony, extra = 0) =>
    FLAGS.up | (ceremony.verified === false ? 0 : FLAGS.uv) | extra;

  return {
    id: b64url(rawId),
    get counter() {
      return counter;
    },
    attest(options, ceremony = {}) {
      userHandle = options.user.id;
      const length = Buffer.alloc(2);
      length.writeUInt16BE(rawId.length);
      const attested = Buffer.concat([Buffer.alloc(16), length, rawId, coseKey(publicKey)]);
      const authData = authenticatorData(
        ceremony.rpId ?? rpId,
        flagsOf(ceremony, FLAGS.at),
        nextCounter(ceremony),
        attested,
      );
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, string>>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData],
        ]),
      );
      return {
        id: b64url(rawId),
        rawId: b64url(rawId),
        type: 'public-key',
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
        response: {
          clientDataJSON: b64url(
            clientData('webauthn.create', options.challenge, ceremony.origin ?? origin),
          ),
          attestationObject: b64url(attestationObject),
          transports: ['internal', 'hybrid'],
        },
      };
    },
    assert(options, ceremony = {}) {
      const authData = authenticatorData(
        ceremony.rpId ?? rpId,
        flagsOf(ceremony),
        nextCounter(ceremony),
      );
      const data = clientData('webauthn.get', options.challenge, ceremony.origin ?? origin);
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), privateKey);
      return {
        id: b64url(rawId),
        rawId: b64url(rawId),
        type: 'public-key',
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          ...(userHandle ? { userHandle } : {}),
        },
      };
    },
  };
}
