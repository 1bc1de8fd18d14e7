/**
 * The update offer's generated paths, driven on the rendered site of a signed-in player: the
 * site's worker registration (workbox-window's, the machine's port) is a fake that tells a new
 * build's worker waiting and taking over and records SKIP_WAITING; the page's code is reported
 * spoiled as a loader reports it (code-health.ts); the page's reload is recorded.
 * The player opens and closes the header's quick deposit, and presses 'Yenile'. Each state is
 * checked by what the frame shows: the offer, the reload under way, or nothing over the deposit.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { SiteUpdateInput } from '../../../machines/app/site-update.machine.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { reportSpoiledCode, resetCodeHealth } from '../../../src/platform/code-health.ts';
import { pageReload } from '../../../src/platform/site-worker/site-update-port.ts';
import {
  handOverSiteWorker,
  type SiteWorker,
} from '../../../src/platform/site-worker/site-worker-handle.ts';
import { inMain, renderSite, SIGNED_IN } from '../../ui/harness.tsx';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import { paths } from './site-update.paths.ts';

const text = (id: string) => messages.tr[id]!;

/** workbox-window's registration as the port uses it, driven by the test. */
class FakeRegistration implements SiteWorker {
  skipWaitingAsked = 0;
  private readonly listeners = new Map<string, Set<() => void>>();
  addEventListener(type: string, listener: () => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }
  messageSkipWaiting() {
    this.skipWaitingAsked += 1;
  }
  tell(type: 'waiting' | 'controlling') {
    this.listeners.get(type)?.forEach((listener) => listener());
  }
}

class FrameDriver implements ViewDriver {
  private readonly user = userEvent.setup();
  private readonly registration = new FakeRegistration();
  private router: ReturnType<typeof renderSite>['router'] | null = null;
  private panelOpen = false;

  constructor(private readonly reloads: { count: number }) {}

  async start(input: unknown) {
    handOverSiteWorker(this.registration);
    ({ router: this.router } = renderSite((input as SiteUpdateInput).pathname, {
      stored: SIGNED_IN,
    }));
    await screen.findByRole('banner');
  }

  async act(event: AnyEventObject) {
    switch (event.type) {
      case 'siteUpdate.waiting':
        return this.registration.tell('waiting');
      case 'siteUpdate.controlling':
        return this.registration.tell('controlling');
      case 'siteUpdate.codeSpoiled':
        return reportSpoiledCode();
      case 'siteUpdate.apply':
        return this.user.click(
          await screen.findByRole('button', { name: text('shell.update.reload') }),
        );
      case 'page.shown':
        return this.goTo(event.pathname as string, event.quickDeposit as boolean);
      default:
        throw new Error(`No way to cause ${event.type}`);
    }
  }

  /** The player closes or opens the quick deposit's panel (the header's) and changes page. */
  private async goTo(pathname: string, quickDeposit: boolean) {
    if (this.panelOpen && !quickDeposit) {
      const panel = screen.getByRole('dialog');
      await this.user.click(within(panel).getByRole('button', { name: text('common.close') }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    if (this.router!.state.location.pathname !== pathname) {
      await act(() => this.router!.navigate(pathname));
    }
    if (quickDeposit && !this.panelOpen) {
      await this.user.click(
        within(document.querySelector('header')!).getByRole('button', {
          name: text('cashier.quick.open'),
        }),
      );
      await screen.findByRole('dialog');
    }
    this.panelOpen = quickDeposit;
  }

  async see(snapshot: AnyMachineSnapshot) {
    const applying = snapshot.matches('applying') || snapshot.matches('reloading');
    const shows = (id: string) => inMain().queryByText(text(id)) !== null;
    await waitFor(() => {
      expect(shows('shell.update.ready')).toBe(snapshot.matches({ waiting: 'offered' }));
      expect(shows('shell.mend.offer')).toBe(snapshot.matches({ spoiled: 'offered' }));
      expect(shows('shell.update.reloading')).toBe(applying);
      expect(shows('shell.mend.reloading')).toBe(snapshot.matches('mending'));
      const main = inMain();
      // Over the deposit page or the quick deposit's panel nothing is offered.
      if (snapshot.matches({ waiting: 'held' }) || snapshot.matches({ spoiled: 'held' })) {
        if (this.panelOpen) expect(screen.getByRole('dialog')).toBeVisible();
        else
          expect(main.getByRole('heading', { name: text('menu.deposit'), level: 1 })).toBeVisible();
      }
      expect(this.registration.skipWaitingAsked).toBe(applying ? 1 : 0);
      expect(this.reloads.count).toBe(
        snapshot.matches('reloading') || snapshot.matches('mending') ? 1 : 0,
      );
    });
  }
}

describe('site update machine: generated paths on the rendered frame', () => {
  const reloads = { count: 0 };
  beforeEach(() => {
    reloads.count = 0;
    vi.spyOn(pageReload, 'reload').mockImplementation(() => void (reloads.count += 1));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    // The handle outlives the test in this worker's page (the ui project shares modules): a
    // worker left waiting would be offered on every later file's frame.
    handOverSiteWorker(new FakeRegistration());
    resetCodeHealth();
  });

  for (const path of paths) {
    it(describePath(path, 'site frame'), () => drive(path, new FrameDriver(reloads)), 60_000);
  }
});
