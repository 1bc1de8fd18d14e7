import type { FastifyInstance } from 'fastify';

/** The platform's server-to-server endpoints, as the demo providers call them. */
export type Platform = Pick<FastifyInstance, 'inject'>;
