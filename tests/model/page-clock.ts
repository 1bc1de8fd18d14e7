/**
 * The clock and the ports of a page under test. Once the page is there, setTimeout is
 * faked: a timeout due now still runs (React's and the testing library's zero delays, pumped on
 * the real clock), while the machines' delays wait until the path lets the time pass.
 */
import { expect, vi } from 'vitest';
import { HeldCalls, type HeldCall } from './held-calls.ts';

let pump: ReturnType<typeof setInterval> | undefined;

/** From now on only the path moves the clock past a delay. */
export function holdTimers() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  pump = setInterval(() => vi.advanceTimersByTime(0), 5);
}

export function releaseTimers() {
  clearInterval(pump);
  pump = undefined;
  vi.useRealTimers();
}

/** waitFor on the real clock (setTimeout may be faked). */
export async function until(check: () => void, timeoutMs = 10_000) {
  const ends = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > ends) throw error;
    }
    await new Promise<void>((resolve) => {
      const tick = setInterval(() => {
        clearInterval(tick);
        resolve();
      }, 20);
    });
  }
}

/** Port calls held until the path says how they end, on a clock whose timers may be faked. */
export class Ports extends HeldCalls {
  protected override async made(name: string, count: number): Promise<void> {
    await until(() => expect(this.pending(name).length).toBeGreaterThan(count));
  }

  /** Here the newest call is always the one the page waits for: older ones are dropped. */
  override latest(name: string): Promise<HeldCall> {
    return this.newest(name);
  }
}
