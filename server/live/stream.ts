import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DEFAULT_LANG } from '../../machines/shared/contract.ts';
import { LIVE_STREAM_PATH } from '../../machines/shared/live.ts';
import { SESSION_COOKIE } from '../accounts/sessions.ts';
import type { Db } from '../db/driver.ts';
import { answer, refuse } from '../envelope.ts';
import { readMaintenance } from '../maintenance-state.ts';
import type { LiveHub, LiveSubscriber } from './hub.ts';
import type { Audience, LiveEvent } from './notices.ts';
import { useTicket } from './tickets.ts';

/** A reader this far behind is gone: its stream ends rather than hold more in memory. */
const MOST_BUFFERED_BYTES = 64 * 1024;

/**
 * Sent once, before any event: not cached, not transformed (so not compressed and held back by
 * a proxy), not buffered by nginx-like proxies. The connection ends with the stream: a page opens
 * its next stream on a new one, and a closing server waits for no half-closed stream.
 */
const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
  connection: 'close',
};

/** An event in the text/event-stream framing. */
export const frame = ({ name, data }: LiveEvent) =>
  `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** The stream of one request over the raw response, for the hub. */
function openStream(reply: FastifyReply, audience: Audience) {
  const raw = reply.raw;
  let leave: (() => void) | undefined;
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    leave?.();
    // Its connection goes too: nothing waits on a reader that may no longer read.
    raw.end(() => raw.socket?.destroy());
  };
  const write = (text: string) => {
    if (ended) return;
    if (raw.writableLength > MOST_BUFFERED_BYTES) end();
    else raw.write(text);
  };
  const subscriber: LiveSubscriber = {
    ...audience,
    send: (event) => write(frame(event)),
    heartbeat: () => write(':\n\n'),
    end,
  };
  raw.on('close', end);
  return {
    subscriber,
    joined(unsubscribe: () => void) {
      if (ended) unsubscribe();
      else leave = unsubscribe;
    },
    end,
  };
}

/**
 * GET /v1/live: the live stream (docs/api.md, "Live stream"). Without a ticket, a visitor's: the
 * maintenance switch. With one (live ticket) from the browser holding the session's binding
 * cookie, the signed-in player's: also their balance, inbox, cash transactions and the session's
 * end. A ticket that does not open a stream is refused with 401 before anything is streamed.
 */
export async function registerLiveStream(
  app: FastifyInstance,
  { db, hub }: { db: Db; hub: LiveHub },
) {
  app.addHook('preClose', async () => hub.close());
  await app.register(async (scope) => {
    await scope.register(fastifyCookie);
    // Quieter than the other routes: the address holds a ticket (used up, but a ticket all the same).
    scope.get<{ Querystring: { ticket?: unknown } }>(
      `/${LIVE_STREAM_PATH}`,
      { logLevel: 'warn' },
      async (req, reply) => {
        const { ticket } = req.query;
        let session: Audience['session'];
        if (ticket !== undefined) {
          session =
            typeof ticket === 'string'
              ? await useTicket(db, ticket, req.cookies[SESSION_COOKIE])
              : undefined;
          if (!session) {
            const refused = answer(refuse('sessionExpired', null, 401), DEFAULT_LANG);
            return reply.code(refused.status).send(refused.body);
          }
        }
        reply.hijack();
        reply.raw.writeHead(200, STREAM_HEADERS);
        const stream = openStream(reply, session ? { session } : {});
        try {
          stream.joined(await hub.subscribe(stream.subscriber));
          // After joining, so a switch in between is not lost (at worst it arrives twice).
          const { status } = await readMaintenance(db);
          stream.subscriber.send({ name: 'maintenance', data: { status } });
        } catch (error) {
          req.log.error({ err: error }, 'live stream failed to open');
          stream.end();
        }
        return reply;
      },
    );
  });
}
