/**
 * Whether a browser's subscription can be pushed to: p256dh a point of P-256 and auth 16 bytes
 * (RFC 8291), and the endpoint a push service's address: https on a public host name. The
 * platform POSTs to whatever a player sends here, so addresses on the operator's own network (an
 * IP address, localhost, a name without a dot, .local, .internal) are refused; the firewall's
 * egress rule does the rest (docs/operations.md). Test mode takes http on any host, for the
 * tests' local push service. Checked before anything is written, so a push never fails on a key.
 */
import { createECDH } from 'node:crypto';
import { isIP } from 'node:net';
import type { BrowserPushSubscription } from '../../machines/shared/push.ts';

const AUTH_BYTES = 16;
const PRIVATE_SUFFIXES = ['.local', '.internal', '.localhost', '.home.arpa'];

function isPoint(p256dh: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

function isPushServiceAddress(endpoint: string, httpEndpoints: boolean): boolean {
  const { protocol, hostname, username, password } = new URL(endpoint);
  if (username || password) return false;
  if (httpEndpoints) return protocol === 'https:' || protocol === 'http:';
  const host = hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  return (
    protocol === 'https:' &&
    isIP(host) === 0 &&
    host.includes('.') &&
    !PRIVATE_SUFFIXES.some((suffix) => host.endsWith(suffix))
  );
}

export function usableSubscription(
  subscription: BrowserPushSubscription,
  { httpEndpoints }: { httpEndpoints: boolean },
): boolean {
  return (
    isPushServiceAddress(subscription.endpoint, httpEndpoints) &&
    Buffer.from(subscription.keys.auth, 'base64url').length === AUTH_BYTES &&
    isPoint(subscription.keys.p256dh)
  );
}
