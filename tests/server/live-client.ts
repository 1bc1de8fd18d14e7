/** A reader of the live stream (GET /v1/live) as a browser's EventSource would open it. */
import { request, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { LiveEventName, LiveEvents, LiveTicket } from '../../machines/shared/live.ts';
import type { EnvelopeResponse } from '../../machines/shared/contract.ts';
import type { Harness } from './harness.ts';
import { asUser, type TestSession } from './players.ts';

export type Received = { [N in LiveEventName]: { name: N; data: LiveEvents[N] } }[LiveEventName];

export interface LiveReader {
  status: number;
  headers: IncomingHttpHeaders;
  /** The refusal's envelope, when the stream was refused. */
  refusal?: EnvelopeResponse;
  /** The next event not taken yet, in the order sent; fails after timeoutMs. */
  next(timeoutMs?: number): Promise<Received>;
  /** Heartbeat comments so far. */
  readonly heartbeats: number;
  /** Settles when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** A ticket for one stream of the signed-in player's session. */
export async function ticketFor(h: Harness, session: TestSession): Promise<string> {
  const reply = await h.call<LiveTicket>('live', 'ticket', {}, asUser(session));
  if (!reply.body.result) throw new Error(`live ticket refused: ${reply.body.message}`);
  return reply.body.data.ticket;
}

function parseFrame(frame: string): Received | 'comment' | undefined {
  if (frame.startsWith(':')) return 'comment';
  const fields = new Map(
    frame.split('\n').map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon), line.slice(colon + 1).trimStart()] as const;
    }),
  );
  const name = fields.get('event');
  const data = fields.get('data');
  return name && data ? ({ name, data: JSON.parse(data) } as Received) : undefined;
}

/** GET url as a browser's EventSource would (node:http: closing it closes its connection). */
function get(url: string, headers: Record<string, string>): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { accept: 'text/event-stream', ...headers } }, resolve)
      .on('error', reject)
      .end();
  });
}

/** Opens a stream: a visitor's without options, a player's with their ticket and cookies. */
export async function openLive(
  baseUrl: string,
  {
    ticket,
    cookie,
    headers = {},
  }: { ticket?: string; cookie?: string; headers?: Record<string, string> } = {},
): Promise<LiveReader> {
  const query = ticket === undefined ? '' : `?ticket=${encodeURIComponent(ticket)}`;
  const response = await get(`${baseUrl}/v1/live${query}`, {
    ...headers,
    ...(cookie ? { cookie } : {}),
  });
  const queue: Received[] = [];
  const waiting: ((event: Received) => void)[] = [];
  let heartbeats = 0;
  let refusal: EnvelopeResponse | undefined;
  let closed = false;
  let ended: Promise<void> = Promise.resolve();

  if (response.headers['content-type']?.startsWith('text/event-stream')) {
    ended = (async () => {
      let buffered = '';
      response.setEncoding('utf8');
      try {
        for await (const chunk of response) {
          buffered += chunk as string;
          let end: number;
          while ((end = buffered.indexOf('\n\n')) >= 0) {
            const parsed = parseFrame(buffered.slice(0, end));
            buffered = buffered.slice(end + 2);
            if (parsed === 'comment') heartbeats++;
            else if (parsed) {
              const take = waiting.shift();
              if (take) take(parsed);
              else queue.push(parsed);
            }
          }
        }
      } catch (error) {
        if (!closed) throw error;
      }
    })();
  } else {
    let body = '';
    for await (const chunk of response) body += String(chunk);
    refusal = JSON.parse(body) as EnvelopeResponse;
  }

  return {
    status: response.statusCode!,
    headers: response.headers,
    refusal,
    next(timeoutMs = 5000) {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(take), 1);
          reject(new Error(`no live event within ${timeoutMs} ms`));
        }, timeoutMs);
        const take = (event: Received) => {
          clearTimeout(timer);
          resolve(event);
        };
        waiting.push(take);
      });
    },
    get heartbeats() {
      return heartbeats;
    },
    ended,
    close: () => {
      closed = true;
      response.destroy();
    },
  };
}

/** The signed-in player's stream, opened with a fresh ticket from their browser. */
export async function openPlayerLive(h: Harness, session: TestSession): Promise<LiveReader> {
  return openLive(h.baseUrl, { ticket: await ticketFor(h, session), cookie: session.cookie });
}

/** The next events until each of names came, in the order they came. */
export async function eventsUntil(reader: LiveReader, names: LiveEventName[]): Promise<Received[]> {
  const seen: Received[] = [];
  while (!names.every((name) => seen.some((event) => event.name === name))) {
    seen.push(await reader.next());
  }
  return seen;
}
