import { afterEach, beforeEach, vi } from 'vitest';
import { otherSite } from '../../../src/runtime/router-bridge.ts';

/**
 * Each replayed deposit path runs on a faked clock that still moves, so the path alone passes
 * the polls and the code's lifetime; the provider's page is only asked for, never opened.
 */
export function replayOnDepositClock() {
  beforeEach(() => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    vi.spyOn(otherSite, 'open').mockImplementation(() => undefined);
  });
  afterEach(() => vi.useRealTimers());
}
