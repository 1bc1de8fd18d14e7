import { afterEach, beforeEach, vi } from 'vitest';
import { NOW } from '../../fixtures/protection.ts';

/** Each test starts at NOW with Date and the timeouts faked: only the test moves the clock. */
export function eachTestAtNow() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(Date.parse(NOW));
  });
  afterEach(() => vi.useRealTimers());
}
