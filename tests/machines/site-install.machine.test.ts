import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import {
  siteInstallMachine,
  type InstallRecord,
  type SiteInstallEvent,
} from '../../machines/app/site-install.machine.ts';
import { selectInstallOffered } from '../../machines/app/site-install.selectors.ts';

/** The machine over a browser prompt and deposit news the test tells, keeping what it writes. */
function start(record: InstallRecord | null, pathname = '/') {
  const ports: {
    prompt?: (event: SiteInstallEvent) => void;
    deposits?: (event: SiteInstallEvent) => void;
    shown: number;
    kept: InstallRecord[];
  } = { shown: 0, kept: [] };
  const machine = siteInstallMachine.provide({
    actors: {
      watchPrompt: fromCallback(({ sendBack, receive }) => {
        ports.prompt = sendBack;
        receive(() => (ports.shown += 1));
      }),
      watchDeposits: fromCallback(({ sendBack }) => {
        ports.deposits = sendBack;
      }),
    },
    actions: { keepRecord: (_, kept) => void ports.kept.push(kept) },
  });
  const actor = createActor(machine, { input: { pathname, record } }).start();
  return {
    actor,
    ports,
    browser: (event: SiteInstallEvent) => ports.prompt!(event),
    offered: () => selectInstallOffered(actor.getSnapshot()),
  };
}

const record = (visits: number, changes: Partial<InstallRecord> = {}): InstallRecord => ({
  visits,
  deposited: false,
  declined: false,
  ...changes,
});

/** The frame telling where the player is. */
const at = (pathname: string, quickDeposit = false) =>
  ({ type: 'page.shown', pathname, quickDeposit }) as const;

describe('site install machine', () => {
  it('counts the visit, and on a first visit offers nothing though the browser could install', () => {
    const { actor, ports, browser, offered } = start(null);
    expect(ports.kept).toEqual([record(1)]);
    browser({ type: 'install.available' });
    expect(offered()).toBe(false);
    expect(actor.getSnapshot().matches({ available: 'notYet' })).toBe(true);
  });

  it('offers after the first credited deposit, and keeps that', () => {
    const { ports, browser, offered } = start(null);
    browser({ type: 'install.available' });
    expect(offered()).toBe(false);
    ports.deposits!({ type: 'deposit.credited' });
    expect(offered()).toBe(true);
    expect(ports.kept.at(-1)).toEqual(record(1, { deposited: true }));
  });

  it('remembers a deposit credited before the browser offered to install', () => {
    const { ports, browser, offered } = start(null);
    ports.deposits!({ type: 'deposit.credited' });
    browser({ type: 'install.available' });
    expect(offered()).toBe(true);
  });

  it('offers on the second visit, after "Ekle" shows the browser’s dialog, and ends when accepted', () => {
    const { actor, ports, browser, offered } = start(record(1));
    expect(ports.kept).toEqual([record(2)]);
    browser({ type: 'install.available' });
    expect(offered()).toBe(true);
    actor.send({ type: 'install.accept' });
    expect(ports.shown).toBe(1);
    expect(offered()).toBe(false);
    browser({ type: 'install.accepted' });
    expect(actor.getSnapshot().value).toBe('installed');
  });

  it('never offers over a deposit or a game: it waits until the player leaves', () => {
    const { actor, browser, offered } = start(record(3), '/play/slot/9');
    browser({ type: 'install.available' });
    expect(actor.getSnapshot().matches({ available: 'held' })).toBe(true);
    actor.send(at('/deposit'));
    expect(offered()).toBe(false);
    actor.send(at('/promotions'));
    expect(offered()).toBe(true);
    actor.send(at('/play/live/1'));
    expect(offered()).toBe(false);
  });

  it('never offers again after "Şimdi değil"', () => {
    const first = start(record(1));
    first.browser({ type: 'install.available' });
    first.actor.send({ type: 'install.decline' });
    expect(first.actor.getSnapshot().value).toBe('declined');
    const kept = first.ports.kept.at(-1)!;
    expect(kept).toEqual(record(2, { declined: true }));

    const later = start(kept);
    later.browser({ type: 'install.available' });
    expect(later.offered()).toBe(false);
    expect(later.actor.getSnapshot().value).toBe('declined');
  });

  it('takes a no in the browser’s dialog as a no', () => {
    const { actor, ports, browser } = start(record(1));
    browser({ type: 'install.available' });
    actor.send({ type: 'install.accept' });
    browser({ type: 'install.dismissed' });
    expect(actor.getSnapshot().value).toBe('declined');
    expect(ports.kept.at(-1)).toEqual(record(2, { declined: true }));
  });

  it('ends when the site is installed from the browser’s menu', () => {
    const { actor, browser, offered } = start(record(4));
    browser({ type: 'install.available' });
    expect(offered()).toBe(true);
    browser({ type: 'install.installed' });
    expect(actor.getSnapshot().value).toBe('installed');
  });
});
