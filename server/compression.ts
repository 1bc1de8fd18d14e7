import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli or gzip for every answer worth it (API JSON, the page, /datas), as the browser accepts.
 * Built site files come precompressed (`.br`, `.gz` beside each, written by the build's
 * precompress plugin in vite.config.ts) and are sent as they are; answers made per request use a
 * fast brotli level, since a level-11 pass would cost more time than it saves on the wire.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    // Up to 64 kB (a page of games is about 10 kB) in one synchronous call of a few tenths of a
    // millisecond: the default on two cores (8 kB) sends larger answers through a compression
    // stream, which costs several times as much CPU.
    syncThreshold: 65_536,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
