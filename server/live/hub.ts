import type { FastifyBaseLogger } from 'fastify';
import { liveSessionIds } from '../accounts/sessions.ts';
import type { Db } from '../db/driver.ts';
import { eventFor, parseNotice, type Audience, type LiveEvent } from './notices.ts';

/** The channel migration 023's triggers notify. */
export const LIVE_CHANNEL = 'live';

/** One open stream, as the hub sees it. */
export interface LiveSubscriber extends Audience {
  send(event: LiveEvent): void;
  /** A comment that keeps proxies from closing a quiet stream. */
  heartbeat(): void;
  /** Ends the stream (its session ended, notices were missed, the server stops). */
  end(): void;
}

export interface LiveHub {
  /** Adds a stream once this process listens; answers how to take it out. */
  subscribe(subscriber: LiveSubscriber): Promise<() => void>;
  /** Ends every stream and stops listening. */
  close(): Promise<void>;
}

/**
 * The process's one LISTEN on `live`, fanned out in memory to the streams it holds. It listens
 * from the first stream on. Every heartbeatMs each stream gets its heartbeat, and one query finds
 * the signed-in sessions that timed out meanwhile (nothing is written when a session merely
 * runs out): their streams get the session's end.
 */
export function createLiveHub(
  db: Db,
  { heartbeatMs, log }: { heartbeatMs: number; log: FastifyBaseLogger },
): LiveHub {
  const subscribers = new Set<LiveSubscriber>();
  let listening: Promise<() => Promise<void>> | undefined;
  let beat: NodeJS.Timeout | undefined;

  const endAll = () => [...subscribers].forEach((subscriber) => subscriber.end());

  const deliver = (event: LiveEvent, subscriber: LiveSubscriber) => {
    subscriber.send(event);
    if (event.name === 'session') subscriber.end();
  };

  async function listen() {
    if (!db.listen) throw new Error('This database cannot listen for notices');
    const [{ schema }] = (await db.query<{ schema: string }>(
      'SELECT current_schema() AS schema',
    )) as [{ schema: string }];
    // Notices missed while the connection was down: the streams end, and the pages catch up.
    return db.listen(
      LIVE_CHANNEL,
      (payload) => {
        const notice = parseNotice(payload, schema);
        if (!notice) return;
        for (const subscriber of [...subscribers]) {
          const event = eventFor(notice, subscriber);
          if (event) deliver(event, subscriber);
        }
      },
      endAll,
    );
  }

  async function heartbeat() {
    subscribers.forEach((subscriber) => subscriber.heartbeat());
    const followed = [...subscribers].filter((subscriber) => subscriber.session);
    if (followed.length === 0) return;
    const live = await liveSessionIds(
      db,
      followed.map((subscriber) => subscriber.session!.id),
    );
    for (const subscriber of followed) {
      if (!live.has(subscriber.session!.id) && subscribers.has(subscriber)) {
        deliver({ name: 'session', data: { reason: 'expired' } }, subscriber);
      }
    }
  }

  const stopBeating = () => {
    clearInterval(beat);
    beat = undefined;
  };

  return {
    async subscribe(subscriber) {
      listening ??= listen().catch((error: unknown) => {
        listening = undefined;
        throw error;
      });
      await listening;
      subscribers.add(subscriber);
      if (!beat) {
        beat = setInterval(() => {
          heartbeat().catch((error: unknown) => log.error({ err: error }, 'live heartbeat failed'));
        }, heartbeatMs);
        beat.unref();
      }
      return () => {
        subscribers.delete(subscriber);
        if (subscribers.size === 0) stopBeating();
      };
    },

    async close() {
      endAll();
      stopBeating();
      const stop = await listening?.catch(() => undefined);
      listening = undefined;
      await stop?.();
    },
  };
}
