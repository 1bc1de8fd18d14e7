/**
 * The push card's generated paths, driven on the rendered /notifications page: 'turn on', the
 * switches, 'turn off', 'check again' and 'try again' are clicks; the browser's answers (its
 * state, the prompt, pushManager) and the platform's (push settings/subscribe/unsubscribe)
 * settle held calls. Each state is checked by what the player sees in the card. Only the ports
 * are faked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type { pushPermissionMachine } from '../../../machines/inbox/push-permission.machine.ts';
import {
  selectPushView,
  selectShowsTopics,
  selectTopicOn,
} from '../../../machines/inbox/push-permission.selectors.ts';
import type { PushApi, PushDevice } from '../../../machines/ports.ts';
import { PUSH_TOPICS } from '../../../machines/shared/push.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { renderSite, SIGNED_IN } from '../../ui/harness.tsx';
import { FiredTransitions } from '../fired-transitions.ts';
import { HeldCalls } from '../held-calls.ts';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import { paths } from './push-permission.paths.ts';

type Snapshot = SnapshotFrom<typeof pushPermissionMachine>;
const t = (id: string) => messages.tr[id]!;

const firedOnPages = new FiredTransitions('pushPermission');

const card = () => within(screen.getByRole('region', { name: t('push.title') }));
const button = (id: string) => card().getByRole('button', { name: t(id) });

class PushCardDriver implements ViewDriver {
  private readonly user = userEvent.setup();
  // Recorded under the machine's actor ids, so each port answer settles its own call.
  private readonly ports = new HeldCalls();
  private dismissals = 0;

  async start() {
    const pushDevice: Partial<PushDevice> = {
      state: this.ports.held('readDevice'),
      requestPermission: this.ports.held('askPermission'),
      subscribe: this.ports.held('subscribeBrowser'),
      unsubscribe: this.ports.held('unsubscribeBrowser'),
      rememberDismissed: () => (this.dismissals += 1),
    };
    const push: Partial<PushApi> = {
      settings: this.ports.held('loadSettings'),
      subscribe: this.ports.held('saveTopics'),
      unsubscribe: this.ports.held('removeSubscription'),
    };
    const { runtime } = renderSite('/notifications', { stored: SIGNED_IN, push, pushDevice });
    runtime.inspect = firedOnPages.inspect;
    await screen.findByRole('region', { name: t('push.title') }, { timeout: 10_000 });
  }

  async act(event: AnyEventObject) {
    if (await this.ports.settle(event)) return;
    const user = this.user;
    switch (event.type) {
      case 'push.turnOn':
        return user.click(button('push.turnOn'));
      case 'push.turnOff':
        return user.click(button('push.turnOff'));
      case 'push.recheck':
        return user.click(button('push.recheck'));
      case 'push.retry':
        return user.click(button('common.tryAgain'));
      case 'push.topic':
        return user.click(card().getByRole('switch', { name: t(`push.topic.${event.topic}`) }));
      default:
        throw new Error(`No player action for ${event.type}`);
    }
  }

  async see(snapshot: AnyMachineSnapshot, event: AnyEventObject | null) {
    await waitFor(() => this.seeCard(snapshot as Snapshot, event), { timeout: 10_000 });
  }

  private seeCard(s: Snapshot, event: AnyEventObject | null) {
    const view = selectPushView(s);
    const shown = card();
    const text = (id: string) => expect(shown.getByText(t(id))).toBeVisible();
    const none = (id: string) => expect(shown.queryByText(t(id))).toBeNull();
    // The browser is asked only after the player's click.
    expect(this.ports.pending('askPermission').length > 0).toBe(view === 'asking');
    if (view === 'dismissed' && event?.type === 'xstate.done.actor.askPermission') {
      expect(this.dismissals).toBeGreaterThan(0);
    }
    const status = shown.queryByText(
      t(selectShowsTopics(s) ? 'push.status.on' : 'push.status.off'),
    );
    expect(status !== null).toBe(view !== 'reading' && view !== 'unsupported');
    if (selectShowsTopics(s)) {
      for (const topic of PUSH_TOPICS) {
        const toggle = shown.getByRole('switch', { name: t(`push.topic.${topic}`) });
        expect(toggle).toHaveProperty('checked', selectTopicOn(s, topic));
      }
      expect(shown.getByRole('group', { name: t('push.topics') })).toHaveAttribute(
        'aria-busy',
        String(view === 'savingTopics' || view === 'unsubscribing'),
      );
      expect(button('push.turnOff')).toHaveAttribute(
        'aria-disabled',
        String(view === 'unsubscribing'),
      );
      if (view === 'saveFailed') text('push.saveFailed');
      else none('push.saveFailed');
      if (view === 'unsubscribeFailed') text('push.unsubscribeFailed');
      else none('push.unsubscribeFailed');
      return;
    }
    expect(shown.queryByRole('switch')).toBeNull();
    switch (view) {
      case 'reading':
        expect(
          shown.getByText(t('push.text')).closest('section')!.querySelector('[aria-busy="true"]'),
        ).not.toBeNull();
        return;
      case 'unsupported':
        return text('push.unsupported');
      case 'blocked':
      case 'dismissed':
        text(`push.${view}`);
        expect(button('push.recheck')).toBeEnabled();
        return none(view === 'blocked' ? 'push.dismissed' : 'push.blocked');
      case 'loadFailed':
        text('push.loadFailed');
        return void expect(button('common.tryAgain')).toBeEnabled();
      case 'subscribeFailed':
        text(`push.failed.${s.context.failure}`);
        return void expect(button('common.tryAgain')).toBeEnabled();
      default:
        // off, asking, subscribing: the one button, at work once pressed.
        expect(button('push.turnOn')).toHaveAttribute('aria-disabled', String(view !== 'off'));
        if (view === 'asking') text('push.asking');
        else none('push.asking');
    }
  }
}

describe('push permission machine: generated paths on the rendered card', () => {
  for (const path of paths) {
    it(describePath(path, 'push card'), () => drive(path, new PushCardDriver()), 120_000);
  }

  it('fired on the page every transition the paths planned (measured on the real actor)', () => {
    expect(firedOnPages.missedOf(paths)).toEqual([]);
  });
});
