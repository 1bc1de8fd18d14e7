/**
 * The tournaments page's leaderboard, generated paths driven on the rendered page: a player opens
 * a tournament's board from its card, closes it, retries a failed read, the clock moves to the
 * next refresh, and TournamentApi.leaderboard answers the held calls. Each state is checked by
 * what the dialog shows. Only the port is faked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type { Tournament } from '../../../machines/shared/contract.ts';
import { LEADERBOARD_REFRESH_MS } from '../../../machines/shared/tournaments.ts';
import { leaderboardMachine } from '../../../machines/tournaments/leaderboard.machine.ts';
import type { TournamentApi } from '../../../machines/ports.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { renderSite, SIGNED_IN } from '../../ui/harness.tsx';
import { HeldCalls } from '../held-calls.ts';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import { FiredTransitions } from '../fired-transitions.ts';
import { paths } from './leaderboard.paths.ts';

type Snapshot = SnapshotFrom<typeof leaderboardMachine>;
const t = (id: string) => messages.tr[id]!;

// ---------------------------------------------------------------------------------------------
// The page.

const DAY = 86_400_000;
const TOURNAMENT: Tournament = {
  id: 1,
  Title: 'Drops & Wins',
  Description: 'Liderlik tablosu',
  Image: '/media/tournament/1.svg',
  PrizePool: 50_000_000,
  Currency: 'TRY',
  Start_date: new Date(Date.now() - DAY).toISOString(),
  End_date: new Date(Date.now() + 3 * DAY).toISOString(),
};

const firedOnPages = new FiredTransitions('leaderboard');

const dialog = () => screen.getByRole('dialog', { name: 'Drops & Wins — sıralama' });

class LeaderboardDriver implements ViewDriver {
  private readonly user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  private readonly ports = new HeldCalls();

  async start() {
    const tournaments: Partial<TournamentApi> = {
      leaderboard: this.ports.held<TournamentApi['leaderboard']>('leaderboard'),
    };
    const { runtime } = renderSite('/tournaments', {
      stored: SIGNED_IN,
      content: { getTournaments: async () => [TOURNAMENT] },
      tournaments,
    });
    runtime.inspect = firedOnPages.inspect;
    await screen.findByRole('heading', { name: 'Drops & Wins' }, { timeout: 10_000 });
  }

  async act(event: AnyEventObject) {
    const user = this.user;
    switch (event.type) {
      case 'leaderboard.open':
        return user.click(screen.getByRole('button', { name: 'Sıralama: Drops & Wins' }));
      case 'leaderboard.close':
        return user.click(
          within(dialog()).getByRole('button', { name: t('tournaments.board.close') }),
        );
      case 'leaderboard.retry':
        return user.click(
          within(dialog()).getByRole('button', { name: t('tournaments.board.retry') }),
        );
      case 'xstate.done.actor.loadLeaderboard':
      case 'xstate.done.actor.refreshLeaderboard':
        return (await this.ports.newest('leaderboard')).resolve(event.output);
      case 'xstate.error.actor.loadLeaderboard':
      case 'xstate.error.actor.refreshLeaderboard':
        return (await this.ports.newest('leaderboard')).reject(event.error);
      case 'xstate.after.leaderboardRefresh.leaderboard.open.showing':
        await vi.advanceTimersByTimeAsync(LEADERBOARD_REFRESH_MS);
        return;
      default:
        throw new Error(`No player action for ${event.type}`);
    }
  }

  async see(snapshot: AnyMachineSnapshot) {
    const s = snapshot as Snapshot;
    await waitFor(
      () => {
        if (s.matches('closed')) {
          expect(screen.queryByRole('dialog')).toBeNull();
          return;
        }
        const shown = dialog();
        const text = (id: string) => within(shown).queryByText(t(id));
        expect(text('tournaments.board.loading') !== null).toBe(s.matches({ open: 'loading' }));
        expect(text('tournaments.board.failed') !== null).toBe(s.matches({ open: 'failed' }));
        const board = s.context.board;
        const table = within(shown).queryByRole('table');
        if (!board || s.matches({ open: 'loading' })) {
          expect(table).toBeNull();
          return;
        }
        const first = within(table!).getAllByRole('row')[1]!;
        expect(within(first).getAllByRole('cell')[2]).toHaveTextContent(
          `×${(board.entries[0]!.points / 100).toFixed(2).replace('.', ',')}`,
        );
        const status = within(shown).getAllByRole('status').at(-1)!;
        if (s.matches({ open: 'refreshing' })) {
          expect(status).toHaveTextContent(t('tournaments.board.refreshing'));
        } else if (s.context.stale) {
          expect(status).toHaveTextContent(/Sıralama güncellenemedi/);
        } else {
          expect(status).toHaveTextContent(/Son güncelleme/);
        }
        expect(shown.textContent!.includes('aktarıldı')).toBe(board.paid);
        // A read is under way exactly while the machine reads.
        expect(this.ports.pending('leaderboard').length > 0).toBe(
          s.matches({ open: 'loading' }) || s.matches({ open: 'refreshing' }),
        );
      },
      { timeout: 10_000 },
    );
  }
}

// ---------------------------------------------------------------------------------------------

describe('leaderboard machine: generated paths on the rendered page', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  for (const path of paths) {
    it(describePath(path, 'tournaments page'), () => drive(path, new LeaderboardDriver()), 120_000);
  }

  it('fired on the page every transition the paths planned (measured on the real actor)', () => {
    expect(firedOnPages.missedOf(paths)).toEqual([]);
  });
});
