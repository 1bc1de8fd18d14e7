/**
 * The interruption arbiter's generated paths, driven on the rendered site of a signed-in player.
 * The operator's popups come from ContentApi when the home page opens and leave with it; the
 * player closes them with their button. The other interruptions are raised and settled by the
 * actors that own them (app, play session): here they are the arbiter's ports, so the driver
 * raises and settles them as those actors would. The player's first input is a click on the
 * page; the popup's patience runs out on the test's clock. Each state is checked by the one
 * dialog the player sees.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { interruptionsMachine } from '../../machines/app/interruptions.machine.ts';
import { POPUP_PATIENCE_MS } from '../../machines/shared/constants.ts';
import type { ContentApi } from '../../machines/ports.ts';
import type { ShellRuntime } from '../../src/runtime/app-context.tsx';
import { messages } from '../../src/i18n/messages.ts';
import { renderSite, SIGNED_IN } from '../ui/harness.tsx';
import { HeldCalls } from './held-calls.ts';
import { describePath, drive, type ViewDriver } from './view-driver.ts';
import { paths } from './interruptions.paths.ts';

type Snapshot = SnapshotFrom<typeof interruptionsMachine>;
const t = (id: string) => messages.tr[id]!;

// ---------------------------------------------------------------------------------------------
// The site.

class Port extends HeldCalls {
  api(): Partial<ContentApi> {
    return { getPopups: this.held<ContentApi['getPopups']>('getPopups') };
  }
}

const TITLES: Record<string, string> = {
  inactivityWarning: t('inactivity.title'),
  realityCheck: t('realityCheck.title'),
  playStopped: t('playStopped.loss.title'),
};

/**
 * The order of spec §4, kept apart from the chart's so that a wrong order shows: what is raised
 * and not yet settled decides what the player sees; operator popups come after all of them.
 */
const PRESSING = [
  ['maintenance', null],
  ['inactivity', TITLES.inactivityWarning],
  ['realityCheck', TITLES.realityCheck],
  ['playStopped', TITLES.playStopped],
] as const;

class InterruptionsDriver implements ViewDriver {
  private readonly user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  private readonly port = new Port();
  private readonly raised = new Set<string>();
  private runtime: ShellRuntime | null = null;
  private router: ReturnType<typeof renderSite>['router'] | null = null;

  async start() {
    const { runtime, router } = renderSite('/promotions', {
      stored: SIGNED_IN,
      content: this.port.api(),
    });
    this.runtime = runtime;
    this.router = router;
    await screen.findByRole('heading', { name: t('promotions.title'), level: 1 });
  }

  private onHome = () => this.router!.state.location.pathname === '/';

  /** The player's address bar or back button (a dialog covers the header's links). */
  private async go(path: '/' | '/promotions') {
    await this.router!.navigate(path);
    if (path === '/') await waitFor(() => expect(this.onHome()).toBe(true));
  }

  async act(event: AnyEventObject) {
    const arbiter = this.runtime!.interruptions;
    switch (event.type) {
      case 'interruption.raise':
        this.raised.add((event.interruption as { kind: string }).kind);
        arbiter.send(event as never);
        return;
      case 'interruption.settle':
        this.raised.delete(event.kind as string);
        arbiter.send(event as never);
        return;
      case 'popups.offer': {
        // The home page asks for the popups when it opens (again, if it was open).
        if (this.onHome()) await this.go('/promotions');
        this.port.calls.delete('getPopups');
        await this.go('/');
        (await this.port.latest('getPopups')).resolve(event.popups);
        return;
      }
      case 'popups.withdraw':
        if (this.onHome()) await this.go('/promotions');
        return;
      case 'popup.dismiss': {
        const shown = await screen.findByRole('dialog');
        return this.user.click(within(shown).getByRole('button', { name: t('common.close') }));
      }
      case 'page.interacted':
        return this.user.click(document.body);
      case 'xstate.after.popupPatience.interruptions.attention.awaited.popupsOffered':
        await vi.advanceTimersByTimeAsync(POPUP_PATIENCE_MS);
        return;
      default:
        throw new Error(`No player action for ${event.type}`);
    }
  }

  async see(snapshot: AnyMachineSnapshot) {
    const s = snapshot as Snapshot;
    const state = (s.value as { showing: string }).showing;
    await waitFor(
      () => {
        const dialogs = screen.queryAllByRole('dialog');
        // A held popup is not shown until the player has touched the page.
        if (state === 'quiet' || state === 'maintenance' || state === 'popupHeld') {
          expect(dialogs).toHaveLength(0);
          return;
        }
        expect(dialogs).toHaveLength(1);
        const shown = s.context.waiting[0]!;
        const title = shown.kind === 'popup' ? shown.popup.Title : TITLES[state]!;
        expect(dialogs[0]).toHaveAccessibleName(title);
      },
      { timeout: 10_000 },
    );
    const pressing = PRESSING.find(([kind]) => this.raised.has(kind));
    if (pressing) {
      const dialogs = screen.queryAllByRole('dialog');
      // Maintenance shows its own page, never a dialog.
      if (pressing[1] === null) expect(dialogs).toHaveLength(0);
      else expect(dialogs[0]).toHaveAccessibleName(pressing[1]);
    }
    expect(JSON.parse(window.localStorage.getItem('modalStatus') ?? '[]')).toEqual(
      s.context.dismissedPopups,
    );
  }
}

// ---------------------------------------------------------------------------------------------

describe('interruption arbiter: generated paths on the rendered site', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => vi.useRealTimers());

  for (const path of paths) {
    it(describePath(path, 'signed in'), () => drive(path, new InterruptionsDriver()), 120_000);
  }
});
