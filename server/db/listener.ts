import pg from 'pg';

/** Waits between attempts to connect again: 1 s, doubling, at most 30 s. */
const RECONNECT_MS = { first: 1000, most: 30_000 };

/**
 * LISTEN on channel over one connection of its own (a pool's connections come and go). When the
 * connection is lost it calls onGap and connects again, after a wait that doubles, and calls
 * onGap once more when listening again: whatever was notified in between is gone. Resolves once
 * listening, with a way to stop.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onNotice: (payload: string) => void,
  onGap: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotice(message.payload ?? '');
    });
    // A lost connection emits error, then end: end alone decides what happens next.
    next.on('error', () => undefined);
    next.on('end', () => {
      if (client !== next || stopped) return;
      onGap();
      reconnect(RECONNECT_MS.first);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
  };

  const reconnect = (wait: number) => {
    client = undefined;
    retry = setTimeout(() => {
      connect().then(
        async () => {
          if (stopped) await client?.end();
          else onGap();
        },
        () => {
          if (!stopped) reconnect(Math.min(wait * 2, RECONNECT_MS.most));
        },
      );
    }, wait);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end();
  };
}
