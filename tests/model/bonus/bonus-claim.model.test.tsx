/**
 * The bonus claim's generated paths, driven on the rendered /bonuses page: the player opens an
 * offer's claim from its card, reads the rules, confirms, and sees what was given or why not;
 * the claim call is the only port held. Each state is checked by what the dialog shows.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { bonusClaimMachine } from '../../../machines/bonus/bonus-claim.machine.ts';
import type { BonusApi } from '../../../machines/ports.ts';
import type { BonusOffer } from '../../../machines/shared/bonus.ts';
import { expectBusy, renderSite, SIGNED_IN } from '../../ui/harness.tsx';
import { casinoDiscount, codeOffer, page } from '../../machines/bonus/bonus-fixtures.ts';
import { HeldCalls } from '../held-calls.ts';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import { FiredTransitions } from '../fired-transitions.ts';
import { fill, lira, t, tr } from './bonus-page.ts';
import { paths } from './bonus-claim.paths.ts';

type Snapshot = SnapshotFrom<typeof bonusClaimMachine>;

// ---------------------------------------------------------------------------------------------
// The page.

const firedOnPages = new FiredTransitions('bonusClaim');

class ClaimDriver implements ViewDriver {
  private readonly user = userEvent.setup();
  private readonly ports = new HeldCalls();
  private offer!: BonusOffer;

  async start(input: unknown) {
    this.offer = (input as { offer: BonusOffer }).offer;
    const bonus: Partial<BonusApi> = {
      offers: async () => [casinoDiscount, codeOffer],
      bonuses: async ({ offset }) => page([], offset, 0),
      claim: this.ports.held<BonusApi['claim']>('claim'),
    };
    const { runtime } = renderSite('/bonuses', { stored: SIGNED_IN, bonus });
    runtime.inspect = firedOnPages.inspect;
    const card = await screen.findByRole('listitem', { name: this.offer.title });
    await this.user.click(within(card).getByRole('button', { name: t('bonus.offer.claim') }));
  }

  private dialog() {
    return within(screen.getByRole('dialog', { name: this.offer.title }));
  }

  async act(event: AnyEventObject): Promise<void> {
    const click = (name: string) => this.user.click(this.dialog().getByRole('button', { name }));
    switch (event.type) {
      case 'claim.confirm':
        return click(t('bonus.claim.confirm'));
      case 'claim.retry':
        return click(t('common.tryAgain'));
      case 'claim.back':
        return click(t('bonus.claim.back'));
      case 'claim.close': {
        // Close after a claim, Cancel before one; after a refusal the dialog closes with Escape.
        const dialog = this.dialog();
        const button =
          dialog.queryByRole('button', { name: t('common.close') }) ??
          dialog.queryByRole('button', { name: t('common.cancel') });
        return button ? this.user.click(button) : this.user.keyboard('{Escape}');
      }
      case 'xstate.done.actor.claimBonus':
        return (await this.ports.newest('claim')).resolve(event.output);
      case 'xstate.error.actor.claimBonus':
        return (await this.ports.newest('claim')).reject(event.error);
      default:
        throw new Error(`No player action for ${event.type}`);
    }
  }

  async see(snapshot: AnyMachineSnapshot) {
    const s = snapshot as Snapshot;
    await waitFor(() => VIEWS[s.value as string]!(s), { timeout: 10_000 });
  }
}

const rulesShown = (s: Snapshot) => {
  const dialog = within(screen.getByRole('dialog', { name: s.context.offer.title }));
  if (s.context.offer.wageringMultiplier > 0) {
    expect(
      dialog.getByText(
        fill('bonus.terms.wageringValue', { times: s.context.offer.wageringMultiplier }),
      ),
    ).toBeVisible();
  } else {
    expect(dialog.getByText(t('bonus.terms.noWagering'))).toBeVisible();
  }
  return dialog;
};

const VIEWS: Record<string, (s: Snapshot) => void> = {
  reviewing: (s) => {
    const dialog = rulesShown(s);
    expect(dialog.getByRole('button', { name: t('bonus.claim.confirm') })).toBeEnabled();
    expect(dialog.queryByRole('alert')).toBeNull();
  },
  claiming: (s) => {
    const dialog = rulesShown(s);
    expectBusy(dialog.getByRole('button', { name: t('bonus.claim.confirm') }));
    expect(dialog.getByRole('button', { name: t('common.cancel') })).toBeDisabled();
  },
  claimed: (s) => {
    const dialog = within(screen.getByRole('dialog', { name: s.context.offer.title }));
    const outcome = s.context.outcome!;
    const text =
      outcome.kind === 'cash'
        ? fill('bonus.claim.gaveCash', { amount: lira(outcome.amount) })
        : fill('bonus.claim.gaveBonus', { amount: lira(outcome.bonus.amount) });
    expect(dialog.getByRole('status')).toHaveTextContent(text);
  },
  refused: (s) => {
    const dialog = rulesShown(s);
    expect(dialog.getByRole('alert')).toHaveTextContent(tr[s.context.error!] ?? s.context.error!);
    expect(dialog.getByRole('button', { name: t('common.tryAgain') })).toBeEnabled();
    expect(dialog.getByRole('button', { name: t('bonus.claim.back') })).toBeEnabled();
  },
  closed: () => {
    expect(screen.queryByRole('dialog')).toBeNull();
  },
};

describe('bonus claim machine: generated paths on the rendered page', () => {
  for (const [index, path] of paths.entries()) {
    const offer = (path.input as { offer: BonusOffer }).offer.slug;
    it(describePath(path, `${index + 1}. ${offer}`), () => drive(path, new ClaimDriver()), 60_000);
  }

  it('fired on the page every transition the paths planned (measured on the real actor)', () => {
    expect(firedOnPages.missedOf(paths)).toEqual([]);
  });
});
