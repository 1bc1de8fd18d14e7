/**
 * The account review's generated paths, driven on the rendered site: a player whose review is
 * due signs in on a page (the session is in storage), the play session leads to /hesap-ozeti,
 * ProtectionApi answers get_review and acknowledge_review as each path says, and the player uses
 * the page's buttons. Each state is checked by what the page shows, and the last by the page the
 * player is led on to. Only the port is faked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type { ProtectionApi } from '../../../machines/ports.ts';
import type { accountReviewMachine } from '../../../machines/protection/account-review.machine.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { PROTECTION_PATH } from '../../../src/runtime/paths.ts';
import { playSession } from '../../fixtures/protection.ts';
import { renderSite, SIGNED_IN } from '../../ui/harness.tsx';
import { HeldCalls } from '../held-calls.ts';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import { GOING_TO, paths, REFUSED } from './account-review.paths.ts';

type Snapshot = SnapshotFrom<typeof accountReviewMachine>;
const t = (id: string) => messages.tr[id]!;

class Port extends HeldCalls {
  api(): Partial<ProtectionApi> {
    return {
      session: async () => playSession(new Date().toISOString(), { reviewDue: true }),
      review: this.held<ProtectionApi['review']>('getReview'),
      acknowledgeReview: this.held<ProtectionApi['acknowledgeReview']>('acknowledgeReview'),
    };
  }
}

const main = () => within(screen.getByRole('main'));
const section = (name: string) => main().getByRole('region', { name });

class AccountReviewDriver implements ViewDriver {
  private readonly user = userEvent.setup();
  private readonly port = new Port();
  private router: ReturnType<typeof renderSite>['router'] | null = null;

  async start() {
    this.router = renderSite(GOING_TO, { stored: SIGNED_IN, protection: this.port.api() }).router;
    await screen.findByRole('heading', { level: 1, name: t('review.title') }, { timeout: 10_000 });
  }

  async act(event: AnyEventObject) {
    if (await this.port.settle(event)) return;
    switch (event.type) {
      case 'review.retry':
        return this.user.click(main().getByRole('button', { name: t('common.tryAgain') }));
      case 'review.acknowledge':
        return this.user.click(main().getByRole('button', { name: t('review.acknowledge') }));
      default:
        throw new Error(`No player action for ${event.type}`);
    }
  }

  async see(snapshot: AnyMachineSnapshot) {
    const s = snapshot as Snapshot;
    const path = () => this.router!.state.location.pathname;
    if (s.status === 'done') {
      // On to where the player was going.
      await waitFor(() => expect(path()).toBe(GOING_TO));
      return;
    }
    await waitFor(
      () => {
        expect(path()).toBe('/hesap-ozeti');
        const acknowledge = main().queryByRole('button', { name: t('review.acknowledge') });
        if (s.matches('loading')) {
          expect(acknowledge).toBeNull();
          // The months' place is held while they load.
          expect(screen.getByRole('main').querySelector('[aria-busy="true"]')).not.toBeNull();
          return;
        }
        if (s.matches('loadFailed')) {
          expect(acknowledge).toBeNull();
          expect(main().getByRole('alert')).toHaveTextContent(t('common.loadFailed'));
          return;
        }
        // Each month by name, a quiet one saying so, and the months' figures with their sign.
        const september = section('Eylül 2026');
        expect(september).toHaveTextContent(`${t('review.deposited')}₺500,00`);
        expect(september).toHaveTextContent(`${t('review.net')}-₺125,50`);
        expect(section('Haziran 2026')).toHaveTextContent(t('review.quietMonth'));
        expect(section(t('review.totals'))).toHaveTextContent(`${t('review.net')}-₺85,50`);
        // The tools one click away.
        const tools = within(section(t('review.tools.title')));
        expect(tools.getByRole('link', { name: t('review.tools.all') })).toHaveAttribute(
          'href',
          PROTECTION_PATH,
        );
        expect(tools.getByRole('link', { name: t('review.tools.timeout') })).toBeVisible();
        expect(acknowledge).toHaveAttribute('aria-busy', String(s.matches('acknowledging')));
        if (s.matches('failed'))
          expect(main().getByRole('alert')).toHaveTextContent(REFUSED.message);
        else expect(main().queryByRole('alert')).toBeNull();
      },
      { timeout: 10_000 },
    );
  }
}

describe('account review machine: generated paths on the rendered site', () => {
  for (const path of paths) {
    it(describePath(path, 'site'), () => drive(path, new AccountReviewDriver()), 60_000);
  }
});
