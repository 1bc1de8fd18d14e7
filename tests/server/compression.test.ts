import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/driver.ts';
import { openTestDb, startHarness, type Harness } from './harness.ts';

let db: Db;
let site: Harness;
let dir: string;

const ASSET = '/assets/boot-Ab12Cd34.js';
const SOURCE = `export const rows = [${Array.from({ length: 400 }, (_, i) => `'row ${i}'`).join(',')}];`;
const INDEX_HTML = `<!doctype html><script type="module" src="${ASSET}" nonce="__CSP_NONCE__"></script>${'<!-- padding -->'.repeat(100)}`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'compression-'));
  const siteDir = join(dir, 'dist');
  mkdirSync(join(siteDir, 'assets'), { recursive: true });
  writeFileSync(join(siteDir, 'index.html'), INDEX_HTML);
  // As the build's precompress plugin writes them.
  writeFileSync(join(siteDir, ASSET), SOURCE);
  writeFileSync(join(siteDir, `${ASSET}.br`), brotliCompressSync(SOURCE));
  writeFileSync(join(siteDir, `${ASSET}.gz`), gzipSync(SOURCE));
  db = await openTestDb();
  site = await startHarness({ db, config: { siteDir } });
});
afterAll(async () => {
  await site.close();
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request with exactly the Accept-Encoding given, and the bytes as they came. */
function raw(path: string, acceptEncoding: string | null, body?: object): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const req = request(
      `${site.baseUrl}${path}`,
      {
        method: payload ? 'POST' : 'GET',
        headers: {
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
          ...(payload ? { 'content-type': 'application/json', panel: 'frontend' } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('compressed answers', () => {
  it('sends a built file as its brotli or gzip copy, as the browser accepts, kept for a year', async () => {
    const br = await raw(ASSET, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toBe(SOURCE);
    expect(br.body.length).toBeLessThan(SOURCE.length / 3);

    const gz = await raw(ASSET, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SOURCE);

    const plain = await raw(ASSET, null);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SOURCE);
  });

  it('compresses the page with its fresh nonce, and API answers', async () => {
    const page = await raw('/', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(page.body).toString();
    expect(html).toMatch(/nonce="[A-Za-z0-9+/=_-]{16,}"/);
    expect(html).not.toContain('__CSP_NONCE__');

    const call = { api: { class: 'casino', method: 'games_list' }, data: { limit: 48, offset: 0 } };
    const api = await raw('/v1', 'gzip', call);
    expect(api.headers['content-encoding']).toBe('gzip');
    const envelope = JSON.parse(gunzipSync(api.body).toString()) as { result: boolean };
    expect(envelope.result).toBe(true);
    const same = await raw('/v1', null, call);
    expect(same.headers['content-encoding']).toBeUndefined();
    expect(api.body.length).toBeLessThan(same.body.length / 3);
  });

  it('sends a compressed page of games in one piece, with its length', async () => {
    const call = { api: { class: 'casino', method: 'games_list' }, data: { limit: 100 } };
    const api = await raw('/v1', 'br', call);
    expect(api.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(api.body).length).toBeGreaterThan(16_384);
    expect(api.headers['content-length']).toBe(String(api.body.length));
    expect(api.headers['transfer-encoding']).toBeUndefined();
  });
});
