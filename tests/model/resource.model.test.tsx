/**
 * The resource machine's generated paths, driven on a rendered information page (/info/…), whose
 * record the machine loads: the player switches the language (new params), the clock
 * passes the slow-load bound, the player retries a failure, and ContentApi.getInformation
 * answers the held calls. Each state is checked by what the page shows. Only the port is faked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { resourceMachine, SLOW_LOAD_MS } from '../../machines/content/resource.machine.ts';
import type { InformationRecord, Lang } from '../../machines/shared/contract.ts';
import { messages } from '../../src/i18n/messages.ts';
import { renderSite } from '../ui/harness.tsx';
import { describePath, drive, type ViewDriver } from './view-driver.ts';
import { LANGUAGE_NAMES, paths } from './resource.paths.ts';

type Snapshot = SnapshotFrom<typeof resourceMachine>;

// ---------------------------------------------------------------------------------------------
// The page.

interface Call {
  resolve(value: InformationRecord): void;
  reject(error: unknown): void;
}

class InfoPageDriver implements ViewDriver {
  private readonly user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  private readonly calls: Call[] = [];
  private lang: Lang = 'tr';

  private text(id: string) {
    return messages[this.lang][id]!;
  }

  async start() {
    renderSite('/info/general-rules', {
      content: {
        // The footer reads other records; only the page's own is held for the model.
        getInformation: (type) =>
          type === 'GenelKurallar'
            ? new Promise((resolve, reject) => this.calls.push({ resolve, reject }))
            : Promise.resolve({ InfType: type, Lang: this.lang, Text: '' }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: this.text('info.GeneralRules') });
  }

  /** The newest read: older ones belong to params the page has left. */
  private async latest(): Promise<Call> {
    await waitFor(() => expect(this.calls.length).toBeGreaterThan(0));
    return this.calls.splice(0).at(-1)!;
  }

  async act(event: AnyEventObject) {
    switch (event.type) {
      case 'resource.setParams': {
        const banner = screen.getByRole('banner');
        await this.user.click(
          within(banner).getByRole('button', {
            name: this.text('shell.language').replace('{code}', this.lang.toUpperCase()),
          }),
        );
        this.lang = this.lang === 'tr' ? 'en' : 'tr';
        await this.user.click(
          await screen.findByRole('menuitem', { name: LANGUAGE_NAMES[this.lang] }),
        );
        return;
      }
      case 'resource.reload':
        await this.user.click(screen.getByRole('button', { name: this.text('common.tryAgain') }));
        return;
      case 'xstate.done.actor.load':
        return (await this.latest()).resolve(event.output as InformationRecord);
      case 'xstate.error.actor.load':
        return (await this.latest()).reject(event.error);
      case 'xstate.after.slowLoad.resource.loading.waiting':
        await vi.advanceTimersByTimeAsync(SLOW_LOAD_MS);
        return;
      default:
        throw new Error(`No player action for ${event.type}`);
    }
  }

  async see(snapshot: AnyMachineSnapshot) {
    const s = snapshot as Snapshot;
    const main = screen.getByRole('main');
    await waitFor(() => {
      expect(
        within(main).getByRole('heading', { level: 1, name: this.text('info.GeneralRules') }),
      ).toBeInTheDocument();
      const shown = within(main).queryByRole('heading', { level: 2, name: 'Kayıt' });
      const failure = within(main).queryByText(this.text('common.loadFailed'));
      const slowNote = within(main).queryByText(this.text('common.takingLonger'));
      // Data once there stays on screen while new params load or fail.
      expect(shown !== null).toBe(s.context.data !== null);
      expect(failure !== null).toBe(s.context.data === null && s.matches('failed'));
      expect(slowNote !== null).toBe(s.context.data === null && s.matches({ loading: 'slow' }));
      const busy = main.querySelector('[aria-busy="true"]');
      expect(busy !== null).toBe(s.context.data === null && s.matches('loading'));
    });
  }
}

describe('resource machine: generated paths on a rendered information page', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  for (const path of paths) {
    it(describePath(path, 'info page'), () => drive(path, new InfoPageDriver()), 60_000);
  }
});
