import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyEventObject } from 'xstate';
import type { FakeLiveStream } from '../../fixtures/live-stream.ts';

/**
 * The deposit machines' stream events as the platform makes them: its stream tells the app of the
 * payment, or opens, or is lost, and the app tells the deposit's port. `live` is read at each
 * event, as each test makes a stream of its own.
 */
export const streamNews = (live: () => FakeLiveStream) => ({
  'cashier.transactionChanged': async (e: AnyEventObject) =>
    act(() =>
      live().tell({
        type: 'live.transaction',
        transactionID: e.transactionID as number,
        direction: 'deposit',
      }),
    ),
  'cashier.stream': async (e: AnyEventObject) => {
    await waitFor(() => expect(live().current).toBeDefined());
    act(() =>
      live().tell(e.open ? { type: 'live.opened', resumed: false } : { type: 'live.lost' }),
    );
  },
});
