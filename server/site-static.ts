import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANG } from '../machines/shared/contract.ts';
import { answer, refuse } from './envelope.ts';

// Paths the SPA fallback never answers with index.html.
const NOT_SITE = /^\/(v1|media|games|payments|seamless|datas|operator|__test__)(\/|$)/;

export interface SiteFiles {
  /** The built site, served with SPA fallback when it holds an index.html. */
  siteDir?: string;
  /** Served at /datas/ (the site's static config JSON). */
  datasDir?: string;
}

/** The built site, its /datas/ files, and the answer for every other unknown path. */
export async function registerSite(app: FastifyInstance, { siteDir, datasDir }: SiteFiles) {
  if (datasDir && existsSync(datasDir)) {
    await app.register(fastifyStatic, { root: datasDir, prefix: '/datas/', decorateReply: false });
  }
  const root = siteDir && existsSync(join(siteDir, 'index.html')) ? siteDir : undefined;
  if (root) await app.register(fastifyStatic, { root });

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (root && (req.method === 'GET' || req.method === 'HEAD') && !NOT_SITE.test(path)) {
      return reply.sendFile('index.html');
    }
    const missing = answer(refuse('routeNotFound', null, 404), DEFAULT_LANG);
    return reply.code(missing.status).send(missing.body);
  });
}
