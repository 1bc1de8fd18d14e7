/**
 * The connection machine's generated paths, driven on the rendered site: the browser opens a page
 * with or without a network and reports it lost and back (its `offline` and `online` events, the
 * machine's port). Each state is checked by what the page's frame shows.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { ConnectionInput } from '../../../machines/app/connection.machine.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { inMain, renderSite } from '../../ui/harness.tsx';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import { paths } from './connection.paths.ts';

const text = (id: string) => messages.tr[id]!;

/** What the browser says of its network, as navigator.onLine and its events tell it. */
function browserNetwork(online: boolean, announce: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  if (announce) window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** A page opened without a network came from the site worker, which controls it. */
function servedBySiteWorker(served: boolean) {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: served ? { controller: {} } : undefined,
  });
}

class FrameDriver implements ViewDriver {
  async start(input: unknown) {
    const { online } = input as ConnectionInput;
    servedBySiteWorker(!online);
    browserNetwork(online, false);
    renderSite('/no-such-page');
    await screen.findByRole('banner');
  }

  async act(event: AnyEventObject) {
    switch (event.type) {
      case 'connection.lost':
        return browserNetwork(false, true);
      case 'connection.back':
        return browserNetwork(true, true);
      default:
        throw new Error(`No browser event for ${event.type}`);
    }
  }

  async see(snapshot: AnyMachineSnapshot, event: AnyEventObject | null) {
    await waitFor(() => {
      const main = inMain();
      const offlineScreen = main.queryByRole('heading', { name: text('shell.offline.title') });
      const page = main.queryByRole('heading', { name: text('notFound.title') });
      const lostNotice = main.queryByText(text('shell.offline.lost'));
      expect(offlineScreen !== null).toBe(snapshot.matches('openedOffline'));
      expect(page !== null).toBe(!snapshot.matches('openedOffline'));
      expect(lostNotice !== null).toBe(snapshot.matches('lost'));
      // Whatever the chart, a network lost under a page never takes the page away.
      if (event?.type === 'connection.lost') expect(page).not.toBeNull();
    });
  }
}

describe('connection machine: generated paths on the rendered frame', () => {
  afterEach(() => {
    browserNetwork(true, false);
    servedBySiteWorker(false);
  });

  for (const path of paths) {
    it(describePath(path, 'site frame'), () => drive(path, new FrameDriver()), 60_000);
  }
});
