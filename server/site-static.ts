import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DEFAULT_LANG } from '../machines/shared/contract.ts';
import { answer, refuse } from './envelope.ts';
import { withFirstSlide } from './first-slide.ts';
import { NONCE_PLACEHOLDER, cspNonceOf } from './security-headers.ts';
import { OFFLINE_SHELL, SITE_WORKER_URL } from '../machines/shared/site-worker.ts';

// Paths the SPA fallback never answers with index.html: a missing build file is a 404, not a page.
const NOT_SITE = /^\/(v1|media|games|payments|seamless|datas|operator|assets|__test__)(\/|$)/;
// Vite's content-hashed build output: a changed file gets a new name, so it can be kept forever.
const HASHED = /[\\/]assets[\\/]/;
// Pages the build rendered into HTML of their own (src/prerender/prerender-pages.ts): /login is
// answered with prerendered/login.html, / with prerendered/index.html.
const PRERENDERED_DIR = 'prerendered';
const pathOf = (file: string) =>
  file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`;

/** Each prerendered page of the build by its address. */
function readPrerendered(root: string): Map<string, string> {
  const dir = join(root, PRERENDERED_DIR);
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((file) => file.endsWith('.html'))
      .map((file) => [pathOf(file), readFileSync(join(dir, file), 'utf8')]),
  );
}

export interface SiteFiles {
  /** The built site, served with SPA fallback when it holds an index.html. */
  siteDir?: string;
  /** Served at /datas/ (the site's static config JSON). */
  datasDir?: string;
  /** The build's service worker replaced by one that takes itself away (SITE_WORKER=off). */
  siteWorkerOff?: boolean;
}

/**
 * The worker /sw.js is while the site's is switched off. A browser checks /sw.js again at each
 * visit and installs this one at once: it empties the caches, unregisters itself and reloads
 * the site's open pages, which then come from the network as if no worker had ever been there.
 */
export const WORKER_REMOVER = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
    await self.registration.unregister();
    const pages = await self.clients.matchAll({ type: 'window' });
    await Promise.all(pages.map((page) => page.navigate(page.url)));
  })());
});
`;

/** The built site, its /datas/ files, and the answer for every other unknown path. */
export async function registerSite(
  app: FastifyInstance,
  { siteDir, datasDir, siteWorkerOff = false }: SiteFiles,
) {
  if (datasDir && existsSync(datasDir)) {
    await app.register(fastifyStatic, { root: datasDir, prefix: '/datas/', decorateReply: false });
  }
  const root = siteDir && existsSync(join(siteDir, 'index.html')) ? siteDir : undefined;
  // Read once: every answer carries its own CSP nonce in place of Vite's placeholder.
  const indexHtml = root ? readFileSync(join(root, 'index.html'), 'utf8') : undefined;
  const prerendered = root ? readPrerendered(root) : new Map<string, string>();
  // The page's prerendered copy where the build made one, else the plain shell (path undefined).
  const sendIndex = async (reply: FastifyReply, path?: string) => {
    const copy = path === undefined ? undefined : prerendered.get(path);
    const page = copy ? await withFirstSlide(app, copy) : indexHtml!;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(page.replaceAll(NONCE_PLACEHOLDER, cspNonceOf(reply)));
  };

  if (root) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      // The build writes brotli and gzip copies beside each text file (vite.config.ts).
      preCompressed: true,
      // Source maps and the build's manifest (.vite/, read by the prerenderer and the bench)
      // stay private; pages go out with their nonce below, never as stored.
      allowedPath: (path) =>
        !path.endsWith('.map') && !path.endsWith('.html') && !path.startsWith('/.vite/'),
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    app.get('/', (_req, reply) => sendIndex(reply, '/'));
    // The plain shell, no prerendered copy: the service worker keeps it to open any page offline.
    app.get(OFFLINE_SHELL, (_req, reply) => sendIndex(reply));
    if (siteWorkerOff) {
      app.get(SITE_WORKER_URL, (_req, reply) =>
        reply
          .type('text/javascript; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(WORKER_REMOVER),
      );
    }
  }

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (indexHtml && (req.method === 'GET' || req.method === 'HEAD') && !NOT_SITE.test(path)) {
      return sendIndex(reply, path);
    }
    const missing = answer(refuse('routeNotFound', null, 404), DEFAULT_LANG);
    return reply.code(missing.status).send(missing.body);
  });
}
