import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '../../../machines/app/app.types.ts';
import { liveEventOf } from '../../../machines/app/live-events.ts';
import { ApiError } from '../../../src/api/api-error.ts';
import {
  createLiveStream,
  reconnectDelay,
  RECONNECT_MS,
  REFUSALS_TO_GIVE_UP,
} from '../../../src/api/live-stream.ts';

/** The browser's EventSource as the platform would drive it: open, send, break, refuse. */
class FakeSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static made: FakeSource[] = [];
  readyState = FakeSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    super();
    FakeSource.made.push(this);
  }
  close() {
    this.readyState = FakeSource.CLOSED;
  }
  opens() {
    this.readyState = FakeSource.OPEN;
    this.onopen?.();
  }
  sends(name: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(name, { data: JSON.stringify(data) }));
  }
  /** The connection broke: the browser would try again itself. */
  breaks() {
    this.readyState = FakeSource.CONNECTING;
    this.onerror?.();
  }
  /** Answered with anything but a stream (404, 401). */
  refused() {
    this.readyState = FakeSource.CLOSED;
    this.onerror?.();
  }
}

const latest = () => FakeSource.made.at(-1)!;

function open(signedIn: boolean, ticket: () => Promise<string> = async () => 'ticket-1') {
  const events: LiveEvent[] = [];
  const tickets = vi.fn(ticket);
  const stream = createLiveStream({
    ticket: tickets,
    EventSource: FakeSource as unknown as typeof EventSource,
    // The shortest wait, always: half the ceiling.
    random: () => 0,
  });
  const stop = stream.open({ signedIn }, (event) => events.push(event));
  return { events, tickets, stop };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('window', {});
  FakeSource.made = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the live stream adapter', () => {
  it("opens a visitor's stream without a ticket and a player's with a fresh one", async () => {
    open(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(latest().url).toBe('/v1/live');
    const { tickets } = open(true, async () => 'a b/c');
    await vi.advanceTimersByTimeAsync(0);
    expect(latest().url).toBe('/v1/live?ticket=a%20b%2Fc');
    expect(tickets).toHaveBeenCalledOnce();
  });

  it("reports the stream's events as the app's, and nothing it does not know", async () => {
    const { events } = open(true);
    await vi.advanceTimersByTimeAsync(0);
    latest().opens();
    latest().sends('maintenance', { status: false });
    latest().sends('balance', {});
    latest().sends('transaction', { transactionID: 100_123, direction: 'withdraw' });
    latest().sends('transaction', { transactionID: 'x', direction: 'withdraw' });
    latest().sends('session', { reason: 'signedOut' });
    expect(events).toEqual([
      { type: 'live.opened', resumed: false },
      { type: 'live.maintenance', status: false },
      { type: 'live.balance' },
      { type: 'live.transaction', transactionID: 100_123, direction: 'withdraw' },
      { type: 'live.sessionEnded', reason: 'signedOut' },
    ]);
  });

  it('after a break, waits, asks for a new ticket and reports the stream resumed', async () => {
    const { events, tickets } = open(true);
    await vi.advanceTimersByTimeAsync(0);
    const first = latest();
    first.opens();
    first.breaks();
    expect(first.readyState).toBe(FakeSource.CLOSED);
    expect(events.at(-1)).toEqual({ type: 'live.lost' });
    await vi.advanceTimersByTimeAsync(RECONNECT_MS.first / 2 - 1);
    expect(FakeSource.made).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(tickets).toHaveBeenCalledTimes(2);
    latest().opens();
    expect(events.at(-1)).toEqual({ type: 'live.opened', resumed: true });
  });

  it('waits longer after each failed attempt, and gives up on a stream refused from the start', async () => {
    open(false);
    await vi.advanceTimersByTimeAsync(0);
    for (let refusal = 1; refusal < REFUSALS_TO_GIVE_UP; refusal++) {
      latest().refused();
      await vi.advanceTimersByTimeAsync(reconnectDelay(refusal - 1, () => 0));
    }
    expect(FakeSource.made).toHaveLength(REFUSALS_TO_GIVE_UP);
    latest().refused();
    await vi.advanceTimersByTimeAsync(RECONNECT_MS.most * 4);
    expect(FakeSource.made).toHaveLength(REFUSALS_TO_GIVE_UP);
  });

  it('keeps trying a stream that once opened, however often it is refused', async () => {
    open(false);
    await vi.advanceTimersByTimeAsync(0);
    latest().opens();
    latest().breaks();
    for (let attempt = 0; attempt < REFUSALS_TO_GIVE_UP + 2; attempt++) {
      await vi.advanceTimersByTimeAsync(reconnectDelay(attempt, () => 0));
      latest().refused();
    }
    expect(FakeSource.made).toHaveLength(REFUSALS_TO_GIVE_UP + 3);
  });

  it('retries a ticket that got no answer, and takes the platform’s refusal of one as final', async () => {
    let answer = () => Promise.reject(new ApiError('network', 'offline'));
    const { tickets } = open(true, () => answer());
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSource.made).toHaveLength(0);
    answer = () => Promise.reject(new ApiError('refused', 'Bilinmeyen servis: live', 404));
    await vi.advanceTimersByTimeAsync(RECONNECT_MS.first);
    expect(tickets).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(RECONNECT_MS.most * 4);
    expect(tickets).toHaveBeenCalledTimes(2);
    expect(FakeSource.made).toHaveLength(0);
  });

  it('closes the stream and tries no more once stopped', async () => {
    const { stop, events } = open(false);
    await vi.advanceTimersByTimeAsync(0);
    latest().opens();
    latest().breaks();
    stop();
    await vi.advanceTimersByTimeAsync(RECONNECT_MS.most);
    expect(FakeSource.made).toHaveLength(1);
    expect(events).toEqual([{ type: 'live.opened', resumed: false }, { type: 'live.lost' }]);
  });

  it('opens nothing without a browser', async () => {
    vi.unstubAllGlobals();
    const { events } = open(false);
    await vi.advanceTimersByTimeAsync(RECONNECT_MS.most);
    expect(FakeSource.made).toEqual([]);
    expect(events).toEqual([]);
  });
});

describe('reconnectDelay', () => {
  it('doubles from a second to half a minute, drawn between half and all of it', () => {
    expect([0, 1, 2, 5, 9].map((attempt) => reconnectDelay(attempt, () => 0))).toEqual([
      500, 1000, 2000, 15_000, 15_000,
    ]);
    expect(reconnectDelay(1, () => 0.999_999)).toBeCloseTo(2000, 0);
  });
});

describe('liveEventOf', () => {
  it('reads each event of the contract and refuses what does not fit it', () => {
    expect(liveEventOf('maintenance', '{"status":true}')).toEqual({
      type: 'live.maintenance',
      status: true,
    });
    expect(liveEventOf('inbox', '{}')).toEqual({ type: 'live.inbox' });
    expect(liveEventOf('session', '{"reason":"accountClosed"}')).toEqual({
      type: 'live.sessionEnded',
      reason: 'accountClosed',
    });
    for (const [name, data] of [
      ['maintenance', '{"status":"yes"}'],
      ['session', '{"reason":"because"}'],
      ['transaction', '{"transactionID":1.5,"direction":"deposit"}'],
      ['balance', 'not json'],
      ['balance', 'null'],
      ['promotion', '{}'],
    ]) {
      expect(liveEventOf(name!, data!)).toBeUndefined();
    }
  });
});
