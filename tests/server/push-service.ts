/**
 * A push service of the tests' own (node http): each device it serves has its own P-256 key pair
 * and auth secret, as a browser's subscription has. It checks every push's VAPID signature
 * against the platform's public key and decrypts its aes128gcm body (RFC 8291) with the device's
 * keys, as a browser would; what fails to check or decrypt is kept in `errors`.
 */
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import type { BrowserPushSubscription, PushMessage } from '../../machines/shared/push.ts';

export interface TestDevice {
  subscription: BrowserPushSubscription;
  /** The pushes it received and decrypted, in order. */
  received: PushMessage[];
  /** What it answers the platform: 201, or 410 once the browser dropped the subscription. */
  status: number;
}

export interface PushService {
  newDevice(): TestDevice;
  /** Resolves once device has received count pushes in all (the test's timeout bounds it). */
  arrived(device: TestDevice, count: number): Promise<PushMessage[]>;
  /** The platform's VAPID public key (push settings' publicKey), which pushes must be signed by. */
  expectKey(publicKey: string): void;
  errors: string[];
  close(): Promise<void>;
}

const base64url = (value: string) => Buffer.from(value, 'base64url');

/** Checks the header `vapid t=<JWT>, k=<key>` (RFC 8292); answers what is wrong, if anything. */
function vapidProblem(header: string | undefined, key: string, audience: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) return `no VAPID authorization: ${header}`;
  const [, token, k] = match as unknown as [string, string, string];
  if (k !== key) return `signed with another key: ${k}`;
  const [head, claims, signature] = token.split('.') as [string, string, string];
  const point = base64url(k);
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    base64url(signature),
  );
  if (!signed) return 'the VAPID signature does not verify';
  const body = JSON.parse(base64url(claims).toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  const now = Date.now() / 1000;
  if (body.aud !== audience) return `audience ${body.aud}, not ${audience}`;
  if (!(body.exp > now && body.exp <= now + 24 * 60 * 60)) return `expiry ${body.exp}`;
  if (!/^(mailto:|https:)/.test(body.sub)) return `subject ${body.sub}`;
  return undefined;
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startPushService(): Promise<PushService> {
  const devices = new Map<string, { device: TestDevice; ecdh: ECDH; auth: Buffer }>();
  const errors: string[] = [];
  const waiters = new Set<() => void>();
  let key = '';
  const server = createServer((req, res) => {
    void bodyOf(req).then((body) => {
      const found = devices.get(req.url ?? '');
      if (!found) return res.writeHead(404).end();
      const problem =
        req.headers['content-encoding'] !== 'aes128gcm'
          ? `content encoding ${req.headers['content-encoding']}`
          : !Number(req.headers.ttl)
            ? 'no TTL'
            : vapidProblem(req.headers.authorization, key, origin);
      if (problem) {
        errors.push(problem);
        return res.writeHead(400).end();
      }
      try {
        const plain = decrypt(body, {
          version: 'aes128gcm',
          privateKey: found.ecdh,
          authSecret: found.auth,
        });
        if (found.device.status < 300) {
          found.device.received.push(JSON.parse(plain.toString()) as PushMessage);
          waiters.forEach((check) => check());
        }
      } catch (error) {
        errors.push(`cannot decrypt: ${String(error)}`);
        return res.writeHead(400).end();
      }
      res.writeHead(found.device.status).end();
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    newDevice() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${randomBytes(12).toString('base64url')}`;
      const device: TestDevice = {
        subscription: {
          endpoint: `${origin}${path}`,
          keys: {
            p256dh: ecdh.getPublicKey().toString('base64url'),
            auth: auth.toString('base64url'),
          },
        },
        received: [],
        status: 201,
      };
      devices.set(path, { device, ecdh, auth });
      return device;
    },
    arrived: (device, count) =>
      new Promise((resolve) => {
        const check = () => {
          if (device.received.length < count) return;
          waiters.delete(check);
          resolve(device.received);
        };
        waiters.add(check);
        check();
      }),
    expectKey(publicKey) {
      key = publicKey;
    },
    errors,
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
