/** What `npm run messages -- push-stats` shows: the subscriptions now, and the last 24 h and 7 days. */
import { PUSH_TOPICS, type PushTopic } from '../../machines/shared/push.ts';
import type { Db } from '../db/driver.ts';
import type { PushEvent } from './log.ts';

export interface PushStats {
  /** Devices subscribed, and players with at least one. */
  devices: number;
  players: number;
  /** Devices subscribed to each topic. */
  topics: Record<PushTopic, number>;
  /** Pushes waiting in the outbox (one per player). */
  waiting: number;
  /** Each event of the log in the last 24 hours and 7 days. */
  day: Record<PushEvent, number>;
  week: Record<PushEvent, number>;
}

const EVENTS: readonly PushEvent[] = [
  'sent',
  'failed',
  'gone',
  'unsubscribed',
  'signed_out',
  'excluded',
  'taken_over',
  'replaced',
];

export async function pushStats(db: Db): Promise<PushStats> {
  const [now] = await db.query<{ devices: number; players: number; waiting: number }>(
    `SELECT (SELECT count(*) FROM push_subscriptions) AS devices,
       (SELECT count(DISTINCT player_id) FROM push_subscriptions) AS players,
       (SELECT count(*) FROM push_outbox) AS waiting`,
  );
  const topics = await db.query<{ topic: PushTopic; n: number }>(
    `SELECT topic, count(*) AS n FROM push_subscriptions, unnest(topics) AS topic GROUP BY topic`,
  );
  const events = await db.query<{ event: PushEvent; day: number; week: number }>(
    `SELECT event, count(*) FILTER (WHERE at >= now() - interval '1 day') AS day,
       count(*) AS week
     FROM push_log WHERE at >= now() - interval '7 days' GROUP BY event`,
  );
  const counts = (pick: 'day' | 'week') =>
    Object.fromEntries(
      EVENTS.map((event) => [event, events.find((row) => row.event === event)?.[pick] ?? 0]),
    ) as Record<PushEvent, number>;
  return {
    ...now!,
    topics: Object.fromEntries(
      PUSH_TOPICS.map((topic) => [topic, topics.find((row) => row.topic === topic)?.n ?? 0]),
    ) as Record<PushTopic, number>,
    day: counts('day'),
    week: counts('week'),
  };
}
