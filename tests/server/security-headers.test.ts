import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, startHarness, type Harness } from './harness.ts';
import type { Db } from '../../server/db/driver.ts';

let db: Db;
let site: Harness;
let dir: string;

const ASSET = '/assets/boot-Ab12Cd34.js';
const BUILD_MANIFEST = '/.vite/manifest.json';
// What Vite writes with html.cspNonce set.
const INDEX_HTML =
  '<!doctype html><style nonce="__CSP_NONCE__">html{}</style>' +
  '<meta property="csp-nonce" nonce="__CSP_NONCE__">' +
  `<script type="module" src="${ASSET}" nonce="__CSP_NONCE__"></script><div id="root"></div>`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'security-headers-'));
  const siteDir = join(dir, 'dist');
  const datasDir = join(dir, 'datas');
  mkdirSync(join(siteDir, 'assets'), { recursive: true });
  mkdirSync(join(siteDir, '.well-known'));
  mkdirSync(datasDir);
  writeFileSync(join(siteDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(siteDir, ASSET), 'console.log("boot")');
  writeFileSync(join(siteDir, `${ASSET}.map`), '{"version":3,"sources":["src/main.tsx"]}');
  mkdirSync(join(siteDir, '.vite'));
  writeFileSync(join(siteDir, BUILD_MANIFEST), '{"src/main.tsx":{"file":"assets/boot.js"}}');
  writeFileSync(join(siteDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(siteDir, '.well-known', 'security.txt'), 'Contact: mailto:a@b.example\n');
  writeFileSync(join(datasDir, 'languages.json'), '[]');
  db = await openTestDb();
  site = await startHarness({
    db,
    config: {
      siteDir,
      datasDir,
      siteUrl: 'https://anka.example',
      gamesOrigin: 'https://g.example',
    },
  });
});
afterAll(async () => {
  await site.close();
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string) => fetch(`${site.baseUrl}${path}`);
const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];

function expectSecurityHeaders(response: Response) {
  const csp = response.headers.get('content-security-policy') ?? '';
  const directives = new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
  const nonce = `'nonce-${nonceOf(csp)}'`;
  expect(Object.fromEntries(directives)).toEqual({
    'default-src': "'self'",
    'script-src': `'self' ${nonce}`,
    'style-src': `'self' ${nonce}`,
    'img-src': "'self' data: blob:",
    'font-src': "'self'",
    'connect-src': "'self'",
    'frame-src': 'https://g.example',
    'form-action': "'self'",
    'frame-ancestors': "'none'",
    'base-uri': "'none'",
    'object-src': "'none'",
    'require-trusted-types-for': "'script'",
    'trusted-types': 'dompurify site-worker',
    'upgrade-insecure-requests': '',
  });
  expect(csp).not.toContain('unsafe-inline');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('strict-transport-security')).toBe(
    'max-age=63072000; includeSubDomains',
  );
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  const permissions = response.headers.get('permissions-policy') ?? '';
  expect(permissions).toContain('camera=()');
  expect(permissions).toContain('geolocation=()');
  expect(permissions).toContain('autoplay=(self "https://g.example")');
}

describe('security headers on every kind of answer', () => {
  it.each([
    ['the index', '/', 200],
    ['a page of the site (SPA fallback)', '/login', 200],
    ['a hashed asset', ASSET, 200],
    ['a file of the public folder', '/logo.svg', 200],
    ['security.txt', '/.well-known/security.txt', 200],
    ['a /datas file', '/datas/languages.json', 200],
    ['a /media file', '/media/license/1.svg', 200],
    ['a missing asset', '/assets/gone-Zz99.js', 404],
  ])('%s (%s)', async (_kind, path, status) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expectSecurityHeaders(response);
  });
});

/** What a JSON answer needs: nothing runs, frames, caches or sniffs it; nothing a page needs. */
function expectApiHeaders(response: Response) {
  expect(response.headers.get('content-security-policy')).toBe(
    "default-src 'none';frame-ancestors 'none'",
  );
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('strict-transport-security')).toBe(
    'max-age=63072000; includeSubDomains',
  );
  expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  for (const pageOnly of [
    'permissions-policy',
    'cross-origin-opener-policy',
    'origin-agent-cluster',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ]) {
    expect(response.headers.get(pageOnly), pageOnly).toBeNull();
  }
}

describe('API answers carry only the headers an API needs', () => {
  it.each([
    ['a GET under /v1', '/v1/check-maintenance', 200],
    ['an unknown API path', '/v1/nothing', 404],
  ])('%s (%s)', async (_kind, path, status) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expectApiHeaders(response);
  });

  it('POST /v1, answered and refused, in fewer header bytes than a page', async () => {
    const body = JSON.stringify({ api: { class: 'system', method: 'ping' }, data: {} });
    const answered = await fetch(`${site.baseUrl}/v1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', panel: 'frontend' },
      body,
    });
    expectApiHeaders(answered);
    const refused = await fetch(`${site.baseUrl}/v1`, { method: 'POST', body });
    expect(refused.status).toBe(415);
    expectApiHeaders(refused);
    const size = (response: Response) =>
      [...response.headers].reduce((sum, [name, value]) => sum + name.length + value.length, 0);
    expect(size(answered)).toBeLessThan(500);
    expect(size(answered)).toBeLessThan(size(await get('/')) / 2);
  });

  it("a provider's call to the seamless wallet", async () => {
    const response = await fetch(`${site.baseUrl}/seamless/balance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expectApiHeaders(response);
  });
});

describe('the page and its nonce', () => {
  it('puts a fresh nonce, the one its policy allows, on every script and style', async () => {
    const answers = await Promise.all([get('/'), get('/login'), get('/index.html')]);
    const nonces = new Set<string>();
    for (const response of answers) {
      const nonce = nonceOf(response.headers.get('content-security-policy') ?? '')!;
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const html = await response.text();
      expect(html).not.toContain('__CSP_NONCE__');
      expect(html.match(/nonce="([^"]+)"/g)).toEqual(Array(3).fill(`nonce="${nonce}"`));
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
  });

  it('never gives two answers the same nonce, past the pool of 256 it cuts them from', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 600; i++) {
      const csp = (await get('/logo.svg')).headers.get('content-security-policy') ?? '';
      nonces.add(nonceOf(csp)!);
    }
    expect(nonces.size).toBe(600);
    expect([...nonces].every((nonce) => /^[A-Za-z0-9+/]{22}==$/.test(nonce))).toBe(true);
  });
});

describe('caching, source maps and the build’s manifest', () => {
  it('keeps hashed assets for a year and asks again for the page and other files', async () => {
    expect((await get(ASSET)).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const path of ['/', '/index.html', '/login', '/logo.svg', '/.well-known/security.txt']) {
      expect((await get(path)).headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('never serves a source map, even one left in the build', async () => {
    const map = await get(`${ASSET}.map`);
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('sources');
  });

  it('never serves the build’s manifest, which names the source files', async () => {
    // Refused as a file, the address is a page's like any other unknown one.
    const manifest = await get(BUILD_MANIFEST);
    expect(manifest.headers.get('content-type')).not.toContain('json');
    expect(await manifest.text()).not.toContain('src/main.tsx');
  });
});
