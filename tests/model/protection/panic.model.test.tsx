/**
 * The panic button's generated paths, driven on the rendered site: a signed-in player opens the
 * account menu and holds the button down with the mouse (user-event's pointer), lets it go, or
 * presses Enter on it and answers the confirm step; the clock moves the fill; ProtectionApi's
 * profile and panic calls are held until the path settles them. Each state is checked by what
 * the player sees and hears (the menu item's name and its live description, the dialog) and by
 * what the platform was asked. Only the port is faked.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createIntl } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type { ProtectionApi } from '../../../machines/ports.ts';
import {
  PANIC_HOLD_MS,
  PANIC_TICK_MS,
  PANIC_TOO_SHORT_MS,
  type panicMachine,
} from '../../../machines/protection/panic.machine.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { renderSite, SIGNED_IN } from '../../ui/harness.tsx';
import { FiredTransitions } from '../fired-transitions.ts';
import { Ports } from '../page-clock.ts';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import { paths, REFUSED, TAKEN } from './panic.paths.ts';

type Snapshot = SnapshotFrom<typeof panicMachine>;
const t = (id: string) => messages.tr[id]!;

const firedOnPages = new FiredTransitions('panic');
/** MUI's dialog leaving: its fade (theme.transitions.duration.leavingScreen) with room to spare. */
const DIALOG_EXIT_MS = 400;

let pump: ReturnType<typeof setInterval> | undefined;

/**
 * From now on only the path moves the clock: the machine's timers and its Date (which measures
 * the hold). Timeouts due now still run, pumped on the real clock.
 */
function holdClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  pump = setInterval(() => vi.advanceTimersByTime(0), 5);
}

/** Waits for `check` on the real clock (performance's: Date is the page's, and stands still). */
async function until(check: () => void, timeoutMs = 10_000) {
  const ends = performance.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (performance.now() > ends) throw error;
    }
    await new Promise<void>((resolve) => {
      const tick = setInterval(() => {
        clearInterval(tick);
        resolve();
      }, 20);
    });
  }
}

afterEach(() => {
  clearInterval(pump);
  vi.useRealTimers();
});

const header = () => screen.getByRole('banner', { hidden: true });
const item = () =>
  screen.queryByRole('menuitem', { name: /^Panik butonu/, hidden: true }) as HTMLElement | null;
const dialog = () => screen.queryByRole('dialog', { name: t('panic.confirm.title') });

const intl = createIntl({ locale: 'tr', messages: messages.tr });
/** A message with its values, as the page shows it. */
const formatted = (id: string, values: Record<string, number>) =>
  intl.formatMessage({ id }, values);

class PanicDriver implements ViewDriver {
  private readonly user = userEvent.setup({ delay: null });
  private readonly ports = new Ports();
  /** How long the button has been held, by the page's clock. */
  private heldMs = 0;

  async start() {
    const protection: Partial<ProtectionApi> = {
      profile: this.ports.held('getProfile'),
      panic: this.ports.held('panic'),
    };
    const { runtime } = renderSite('/', { stored: SIGNED_IN, protection });
    runtime.inspect = firedOnPages.inspect;
    const menu = await screen.findByRole('button', { name: /hesap menüsü$/ }, { timeout: 10_000 });
    await this.user.click(menu);
    await screen.findByRole('menuitem', { name: t('shell.logout') });
    await until(() => expect(this.ports.pending('getProfile')).toHaveLength(1));
    holdClock();
  }

  async act(event: AnyEventObject) {
    if (await this.ports.settle(event)) return;
    const user = this.user;
    switch (event.type) {
      case 'panic.press':
        this.heldMs = 0;
        return user.pointer({ keys: '[MouseLeft>]', target: item()! });
      case 'panic.release':
        return user.pointer({ keys: '[/MouseLeft]', target: item()! });
      case 'xstate.after.tooShortShown.panic.idle':
        return void vi.advanceTimersByTime(PANIC_TOO_SHORT_MS);
      case 'xstate.after.tick.panic.holding.filling':
        this.heldMs += PANIC_TICK_MS;
        return void vi.advanceTimersByTime(PANIC_TICK_MS);
      case 'xstate.after.hold.panic.holding':
        vi.advanceTimersByTime(PANIC_HOLD_MS - this.heldMs);
        // The finger lifts once play has stopped: nothing more happens.
        return user.pointer({ keys: '[/MouseLeft]', target: item()! });
      case 'panic.ask':
        item()!.focus();
        return user.keyboard('{Enter}');
      case 'panic.confirm':
        return user.click(
          within(dialog()!).getByRole('button', { name: /^Oyunu (24 saat|şimdi) durdur$/ }),
        );
      case 'panic.cancel':
        await user.click(within(dialog()!).getByRole('button', { name: t('common.cancel') }));
        // The dialog fades out (nothing else waits on the clock by then).
        return void vi.advanceTimersByTime(DIALOG_EXIT_MS);
      default:
        throw new Error(`No player action for ${event.type}`);
    }
  }

  async see(snapshot: AnyMachineSnapshot) {
    await until(() => this.seePage(snapshot as Snapshot));
  }

  private seePage(s: Snapshot) {
    const hours = s.context.hours ?? 0;
    // The platform is asked for the panic only once the hold ended or the step was confirmed.
    expect(this.ports.pending('getProfile')).toHaveLength(s.matches('loading') ? 1 : 0);
    expect(this.ports.pending('panic')).toHaveLength(s.matches('sending') ? 1 : 0);
    if (s.matches('done')) {
      // Signed out with the platform's word on it; the menu and the button are gone.
      expect(within(header()).getByRole('link', { name: t('menu.login') })).toBeVisible();
      expect(screen.getByText(TAKEN)).toBeVisible();
      expect(item()).toBeNull();
      return;
    }
    if (s.matches('loading')) {
      expect(item()).toBeNull();
      return;
    }
    const button = item()!;

    const status = s.matches('holding')
      ? formatted('panic.holding', {
          seconds: Math.ceil((PANIC_HOLD_MS - this.heldMs) / 1000),
        })
      : s.matches('sending')
        ? t('panic.sending')
        : s.matches('idle') && s.context.releasedEarly
          ? formatted('panic.tooShort', { seconds: 3 })
          : formatted('panic.hint', { hours, seconds: 3 });
    // Named by both its lines: what it does, and what it says now.
    expect(button).toHaveAccessibleName(`${formatted('panic.label', { hours })} ${status}`);
    // The bar along its foot fills as the button is held, by the page's clock.
    const progress = s.matches('holding')
      ? this.heldMs / PANIC_HOLD_MS
      : s.matches('sending')
        ? 1
        : 0;
    expect(button.querySelector(':scope > [aria-hidden="true"]')).toHaveStyle({
      transform: `scaleX(${progress})`,
    });
    expect(within(button).getByRole('status', { hidden: true })).toHaveTextContent(status);

    const open = dialog();
    if (!s.matches('confirming') && !s.matches('sending') && !s.matches('failed')) {
      expect(open).toBeNull();
      return;
    }
    expect(open).not.toBeNull();
    const inDialog = within(open!);
    expect(open).toHaveAccessibleDescription(formatted('panic.confirm.text', { hours }));
    const confirm = inDialog.getByRole('button', {
      name: formatted('panic.confirm.start', { hours }),
    });
    const back = inDialog.getByRole('button', { name: t('common.cancel') });
    const sending = s.matches('sending');
    expect(confirm).toHaveAttribute('aria-busy', String(sending));
    if (sending) expect(back).toBeDisabled();
    else expect(back).toBeEnabled();
    if (s.matches('failed')) expect(inDialog.getByRole('alert')).toHaveTextContent(REFUSED);
    else expect(inDialog.queryByRole('alert')).toBeNull();
  }
}

describe('panic machine: generated paths on the rendered account menu', () => {
  for (const path of paths) {
    it(describePath(path, 'account menu'), () => drive(path, new PanicDriver()), 120_000);
  }

  it('fired on the page every transition the paths planned (measured on the real actor)', () => {
    expect(firedOnPages.missedOf(paths)).toEqual([]);
  });
});
