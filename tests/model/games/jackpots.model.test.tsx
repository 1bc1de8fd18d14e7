/**
 * The jackpot banner's generated paths, driven on the slot lobby: GamesApi.jackpots answers
 * settle the held reads, and the clock moves past the refresh and retry delays. Each state is
 * checked by what the player sees of the banner (VIEWS below). Only the port is faked.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { JACKPOT_REFRESH_MS, JACKPOT_RETRY_MS } from '../../../machines/content/lobby.ts';
import type { jackpotsMachine } from '../../../machines/games/jackpots.machine.ts';
import type { GamesApi } from '../../../machines/ports.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { renderSite } from '../../ui/harness.tsx';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import model from './jackpots.paths.ts';
import { holdTimers, Ports, releaseTimers, until } from '../page-clock.ts';

type Snapshot = SnapshotFrom<typeof jackpotsMachine>;
const { paths } = model;
const t = (id: string) => messages.tr[id]!;

const DELAYS: Record<string, number> = {
  'xstate.after.jackpotRefresh.jackpots.showing': JACKPOT_REFRESH_MS,
  'xstate.after.jackpotRetry.jackpots.failed': JACKPOT_RETRY_MS,
};

class JackpotsDriver implements ViewDriver {
  private readonly ports = new Ports();
  /** Reads the page made so far: a new one each time the machine enters loading. */
  private reads = 0;

  async start() {
    renderSite('/slot', {
      games: { jackpots: this.ports.held<GamesApi['jackpots']>('jackpots') },
    });
    await screen.findByRole(
      'heading',
      { level: 1, name: t('lobby.slot.title') },
      { timeout: 10_000 },
    );
    await until(() => expect(this.ports.pending('jackpots')).toHaveLength(1));
    holdTimers();
  }

  async act(event: AnyEventObject) {
    if (event.type in DELAYS) {
      vi.advanceTimersByTime(DELAYS[event.type]!);
      return;
    }
    const call = await this.ports.latest('jackpots');
    this.reads += 1;
    if (event.type === 'xstate.done.actor.loadJackpots') call.resolve(event.output);
    else if (event.type === 'xstate.error.actor.loadJackpots') call.reject(event.error);
    else throw new Error(`No way to cause ${event.type}`);
  }

  async see(snapshot: AnyMachineSnapshot) {
    const s = snapshot as Snapshot;
    await until(() => {
      // Each read is asked once, when loading is entered: none while figures are shown.
      expect(this.ports.pending('jackpots')).toHaveLength(s.matches('loading') ? 1 : 0);
      seeBanner(s);
    });
  }
}

const money = (kurus: number) =>
  new Intl.NumberFormat('tr', {
    style: 'currency',
    currency: 'TRY',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(kurus / 100);

const banner = () => screen.queryByRole('region', { name: t('lobby.jackpots') });
/** The banner's place while the very first read runs. */
const placeholder = () => document.querySelector('.MuiSkeleton-root[style*="height: 104px"]');

/** The last figures read stay on screen through later reads and failures. */
function seeBanner(s: Snapshot) {
  const known = s.context.jackpots;
  expect(placeholder() !== null).toBe(known === null && s.matches('loading'));
  if (known === null) {
    expect(banner()).toBeNull();
    return;
  }
  const pools = within(banner()!);
  for (const pool of known.pools) {
    const amount = pools.getByText(pool.name).nextElementSibling;
    expect(amount).toHaveTextContent(money(pool.amount));
  }
}

describe('jackpots machine: generated paths on the slot lobby', () => {
  afterEach(releaseTimers);

  for (const path of paths) {
    it(describePath(path, 'slot lobby'), () => drive(path, new JackpotsDriver()), 90_000);
  }
});
