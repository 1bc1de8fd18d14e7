import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/driver.ts';
import { WORKER_REMOVER } from '../../server/site-static.ts';
import { openTestDb, startHarness, type Harness } from './harness.ts';

const SHELL = '<!doctype html><title>shell</title><script nonce="__CSP_NONCE__"></script>';
const HOME_COPY = '<!doctype html><title>home copy</title><script nonce="__CSP_NONCE__"></script>';
const BUILT_WORKER = 'self.__WB_MANIFEST_BUILT = true;';

let db: Db;
let dir: string;
let site: Harness;
let switchedOff: Harness;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'site-worker-'));
  const siteDir = join(dir, 'dist');
  mkdirSync(join(siteDir, 'prerendered'), { recursive: true });
  writeFileSync(join(siteDir, 'index.html'), SHELL);
  writeFileSync(join(siteDir, 'prerendered', 'index.html'), HOME_COPY);
  writeFileSync(join(siteDir, 'sw.js'), BUILT_WORKER);
  db = await openTestDb();
  site = await startHarness({ db, config: { siteDir } });
  switchedOff = await startHarness({ db, config: { siteDir, siteWorkerOff: true } });
});
afterAll(async () => {
  await site.close();
  await switchedOff.close();
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the service worker and its offline shell', () => {
  it('serves the build’s worker at /sw.js, checked again at every visit', async () => {
    const res = await fetch(`${site.baseUrl}/sw.js`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(BUILT_WORKER);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
  });

  it('answers /index.html with the plain shell and this answer’s nonce, / with the home copy', async () => {
    const shell = await fetch(`${site.baseUrl}/index.html`);
    const nonce = /'nonce-([^']+)'/.exec(shell.headers.get('content-security-policy')!)![1];
    expect(await shell.text()).toBe(SHELL.replace('__CSP_NONCE__', nonce!));
    const home = await (await fetch(`${site.baseUrl}/`)).text();
    expect(home).toContain('home copy');
  });

  it('lets the page register the worker under its Trusted Types policy', async () => {
    const csp = (await fetch(`${site.baseUrl}/`)).headers.get('content-security-policy')!;
    expect(csp).toContain('trusted-types dompurify site-worker');
  });

  it('switched off, answers /sw.js with the worker that removes itself and the caches', async () => {
    const res = await fetch(`${switchedOff.baseUrl}/sw.js`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(WORKER_REMOVER);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
  });
});
