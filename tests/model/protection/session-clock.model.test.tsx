/**
 * The session clock's generated paths, driven on the rendered site's header: the choice kept on
 * the device is what the site starts with, the platform's answers (a game session open, the
 * reality check on or off) set the rules, and the player presses the toggle. Each state is
 * checked by what the header shows: the figures, the toggle's name, or no toggle at all. Only
 * ProtectionApi is faked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type { ProtectionApi } from '../../../machines/ports.ts';
import type { sessionClockMachine } from '../../../machines/protection/session-clock.machine.ts';
import { messages } from '../../../src/i18n/messages.ts';
import type { ShellRuntime } from '../../../src/runtime/app-context.tsx';
import { openGame, playSession } from '../../fixtures/protection.ts';
import { renderSite, SIGNED_IN } from '../../ui/harness.tsx';
import { HeldCalls } from '../held-calls.ts';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import { paths } from './session-clock.paths.ts';

type Snapshot = SnapshotFrom<typeof sessionClockMachine>;
const t = (id: string) => messages.tr[id]!;
const MINUTE = 60_000;

class Port extends HeldCalls {
  api(): Partial<ProtectionApi> {
    return { session: this.held<ProtectionApi['session']>('getSession') };
  }
}

/** The platform's answer: a game session open, the reality check on (the clock may not hide) or off. */
function answer(mayHide: boolean) {
  const now = new Date().toISOString();
  return playSession(now, {
    game: openGame(now),
    realityCheckMinutes: mayHide ? null : 30,
    nextCheckAt: mayHide ? null : new Date(Date.now() + 20 * MINUTE).toISOString(),
  });
}

const header = () => within(screen.getByRole('banner'));

class SessionClockDriver implements ViewDriver {
  private readonly user = userEvent.setup();
  private readonly port = new Port();
  private runtime: ShellRuntime | null = null;

  // The site starts with the first event: the choice must be on the device before it reads it.
  async start() {}

  /** The platform answers the play session's read: the rules the clock is told. */
  private async rules(mayHide: boolean) {
    (await this.port.newest('getSession')).resolve(answer(mayHide));
  }

  async act(event: AnyEventObject) {
    switch (event.type) {
      case 'xstate.done.actor.readChoice': {
        localStorage.setItem('sessionClockHidden', JSON.stringify(event.output));
        this.runtime = renderSite('/', { stored: SIGNED_IN, protection: this.port.api() }).runtime;
        // The first read opens the game session, the reality check on: the rules it had.
        return this.rules(false);
      }
      case 'clock.rules':
        // Money moved (a round): the play session reads the platform again.
        this.runtime!.appActor.send({ type: 'wallet.refresh' });
        return this.rules(event.mayHide as boolean);
      case 'clock.toggle':
        return this.user.click(
          header().getByRole('button', { name: /^Oturum saatini (gizle|göster)$/ }),
        );
      default:
        throw new Error(`No player action for ${event.type}`);
    }
  }

  async see(snapshot: AnyMachineSnapshot) {
    const s = snapshot as Snapshot;
    if (s.matches('reading')) {
      expect(screen.queryByRole('banner')).toBeNull();
      return;
    }
    await waitFor(
      () => {
        const clock = header().getByRole('group', { name: t('sessionClock.label') });
        const figures = within(clock).queryByText(/\d\d:\d\d:\d\d/);
        const hide = within(clock).queryByRole('button', { name: t('sessionClock.hide') });
        const show = within(clock).queryByRole('button', { name: t('sessionClock.show') });
        if (s.matches('hidden')) expect(figures).toBeNull();
        else expect(figures).toBeVisible();
        expect(hide !== null).toBe(s.matches('shown'));
        expect(show !== null).toBe(s.matches('hidden'));
      },
      { timeout: 10_000 },
    );
    // The choice stays on the device for the next visit.
    expect(JSON.parse(localStorage.getItem('sessionClockHidden')!)).toBe(s.context.hidden);
  }
}

describe('session clock machine: generated paths on the rendered header', () => {
  afterEach(() => localStorage.clear());

  for (const path of paths) {
    it(describePath(path, 'site'), () => drive(path, new SessionClockDriver()), 60_000);
  }
});
