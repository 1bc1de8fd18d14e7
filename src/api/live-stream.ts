import { LIVE_EVENT_NAMES, liveEventOf } from '../../machines/app/live-events.ts';
import type { LiveStream } from '../../machines/ports.ts';
import { LIVE_STREAM_PATH } from '../../machines/shared/live.ts';
import { ApiError } from './api-error.ts';

/** Waits before connecting again: doubling from 1 s up to 30 s. */
export const RECONNECT_MS = { first: 1000, most: 30_000 };

/**
 * A stream the platform answered with anything but a stream (404 where it has none, 401 for a
 * ticket that ran out) this many times in a row, never having opened, is refused for good.
 */
export const REFUSALS_TO_GIVE_UP = 2;

/**
 * The wait before attempt `attempt` (0 the first) to connect again: up to RECONNECT_MS' doubling
 * ceiling, at least half of it, the rest drawn at random, so pages that lost their streams
 * together (a server restarting) come back spread out.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MS.most, RECONNECT_MS.first * 2 ** attempt);
  return ceiling / 2 + (random() * ceiling) / 2;
}

export interface LiveStreamDeps {
  /** Origin of the platform API; '' (the default) is the site's own origin. */
  baseURL?: string;
  /** live ticket: what opens the signed-in player's stream; rejects with the client's ApiError. */
  ticket(): Promise<string>;
  /** The browser's EventSource; without one (Node, the prerenderer) no stream is opened. */
  EventSource?: typeof EventSource;
  random?: () => number;
}

/** Only a call that got no answer is worth another ticket; the platform's refusal stands. */
const refusesTicket = (error: unknown) => !(error instanceof ApiError && error.kind === 'network');

/**
 * The live stream over the browser's EventSource. It reconnects on its own terms, not the
 * browser's (a ticket opens one stream only): after a break it waits reconnectDelay, asks for a
 * new ticket and reports the new stream as resumed, so the app reads what it may have missed.
 */
export function createLiveStream(deps: LiveStreamDeps): LiveStream {
  const baseURL = (deps.baseURL ?? '').replace(/\/+$/, '');
  return {
    open({ signedIn }, report) {
      const Source = deps.EventSource ?? globalThis.EventSource;
      if (typeof window === 'undefined' || typeof Source !== 'function') return () => undefined;
      let stopped = false;
      let source: EventSource | undefined;
      let retry: ReturnType<typeof setTimeout> | undefined;
      let failures = 0;
      let refusals = 0;
      let everOpen = false;

      const again = () => {
        retry = setTimeout(() => void connect(), reconnectDelay(failures++, deps.random));
      };

      const listen = (stream: EventSource) => {
        let open = false;
        stream.onopen = () => {
          open = true;
          failures = 0;
          refusals = 0;
          report({ type: 'live.opened', resumed: everOpen });
          everOpen = true;
        };
        for (const name of LIVE_EVENT_NAMES) {
          stream.addEventListener(name, (message) => {
            const event = liveEventOf(name, (message as MessageEvent<string>).data);
            if (event) report(event);
          });
        }
        stream.onerror = () => {
          // Closed before it opened: answered with no stream. Otherwise the stream broke.
          const refused = !open && stream.readyState === Source.CLOSED;
          stream.close();
          source = undefined;
          if (open) report({ type: 'live.lost' });
          if (refused && !everOpen && ++refusals >= REFUSALS_TO_GIVE_UP) return;
          again();
        };
      };

      async function connect() {
        let query = '';
        if (signedIn) {
          try {
            query = `?ticket=${encodeURIComponent(await deps.ticket())}`;
          } catch (error) {
            if (!stopped && !refusesTicket(error)) again();
            return;
          }
        }
        if (stopped) return;
        source = new Source(`${baseURL}/${LIVE_STREAM_PATH}${query}`);
        listen(source);
      }

      void connect();
      return () => {
        stopped = true;
        clearTimeout(retry);
        source?.close();
      };
    },
  };
}
