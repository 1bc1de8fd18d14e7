/**
 * The install offer's generated paths, driven on the rendered site of a signed-in player. The
 * browser's side (the machine's port) is the window's own events: a `beforeinstallprompt` whose
 * dialog the test answers, and `appinstalled`. A credited deposit comes as the cashier's panels
 * tell it (their signal to the frame, the port of the offer's deposits). The player
 * moves between a page and the deposit page and answers on the card. Each state is checked by
 * what the frame shows, whether the browser's dialog was asked for, and what the site kept.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type {
  SiteInstallContext,
  SiteInstallInput,
} from '../../../machines/app/site-install.machine.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { tellDepositCredited } from '../../../src/runtime/cashier-signals.ts';
import { inMain, renderSite, SIGNED_IN } from '../../ui/harness.tsx';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import { paths } from './site-install.paths.ts';

const text = (id: string) => messages.tr[id]!;
const KEY = 'installOffer';

/** The browser's install dialog, held by the site until it asks, answered by the test. */
class BrowserDialog {
  shown = 0;
  private answer: (choice: { outcome: 'accepted' | 'dismissed' }) => void = () => undefined;

  offer() {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        this.shown += 1;
      },
      userChoice: new Promise<{ outcome: 'accepted' | 'dismissed' }>((resolve) => {
        this.answer = resolve;
      }),
    });
    window.dispatchEvent(event);
    // The browser's own mini-infobar is held back.
    expect(event.defaultPrevented).toBe(true);
  }

  answerWith(outcome: 'accepted' | 'dismissed') {
    this.answer({ outcome });
  }
}

class FrameDriver implements ViewDriver {
  private readonly user = userEvent.setup();
  private readonly dialog = new BrowserDialog();
  private accepted = 0;
  private router: ReturnType<typeof renderSite>['router'] | null = null;

  async start(input: unknown) {
    const { pathname, record } = input as SiteInstallInput;
    if (record) localStorage.setItem(KEY, JSON.stringify(record));
    else localStorage.removeItem(KEY);
    ({ router: this.router } = renderSite(pathname, { stored: SIGNED_IN }));
    await screen.findByRole('banner');
  }

  async act(event: AnyEventObject) {
    switch (event.type) {
      case 'install.available':
        return this.dialog.offer();
      case 'install.installed':
        return void window.dispatchEvent(new Event('appinstalled'));
      case 'install.accept':
        this.accepted += 1;
        return this.user.click(await this.button('shell.install.add'));
      case 'install.decline':
        return this.user.click(await this.button('shell.install.notNow'));
      case 'install.accepted':
        return this.dialog.answerWith('accepted');
      case 'install.dismissed':
        return this.dialog.answerWith('dismissed');
      case 'deposit.credited':
        return tellDepositCredited();
      case 'page.shown':
        return void this.router!.navigate(event.pathname as string);
      default:
        throw new Error(`No way to cause ${event.type}`);
    }
  }

  private button(id: string) {
    return screen.findByRole('button', { name: text(id) });
  }

  async see(snapshot: AnyMachineSnapshot) {
    const { visits, deposited, declined } = snapshot.context as SiteInstallContext;
    await waitFor(() => {
      const main = inMain();
      expect(main.queryByRole('region', { name: text('shell.install.title') }) !== null).toBe(
        snapshot.matches({ available: 'offered' }),
      );
      if (snapshot.matches({ available: 'held' })) {
        expect(main.getByRole('heading', { name: text('menu.deposit'), level: 1 })).toBeVisible();
      }
      // The dialog is the browser's: asked for after 'Ekle' only, once each time.
      expect(this.dialog.shown).toBe(this.accepted);
      expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ visits, deposited, declined });
    });
  }
}

describe('site install machine: generated paths on the rendered frame', () => {
  afterEach(() => localStorage.removeItem(KEY));

  for (const path of paths) {
    it(describePath(path, 'site frame'), () => drive(path, new FrameDriver()), 60_000);
  }
});
