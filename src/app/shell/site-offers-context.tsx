import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { siteInstallMachine } from '../../../machines/app/site-install.machine.ts';
import { siteUpdateMachine } from '../../../machines/app/site-update.machine.ts';
import { browserInstallPrompt } from '../../platform/site-worker/install-prompt-port.ts';
import { siteWorkerUpdates, spoiledCodeNews } from '../../platform/site-worker/site-update-port.ts';
import { useRuntime } from '../../runtime/app-context.tsx';
import { createMachineContext } from '../../runtime/machine-context.tsx';
import { usePanelOpen } from '../../runtime/cashier-signals.ts';
import { useActorInput } from '../../runtime/router-bridge.ts';
import { creditedDeposits } from './credited-deposits.ts';

const SiteUpdateActor = createMachineContext(siteUpdateMachine, {
  id: 'siteUpdate',
  provide: () =>
    siteUpdateMachine.provide({
      actors: { watchWorker: siteWorkerUpdates, watchCode: spoiledCodeNews },
    }),
  events: (actor) => ({ apply: () => actor.send({ type: 'siteUpdate.apply' }) }),
});

const SiteInstallActor = createMachineContext(siteInstallMachine, {
  id: 'siteInstall',
  provide: (runtime) =>
    siteInstallMachine.provide({
      actors: { watchPrompt: browserInstallPrompt, watchDeposits: creditedDeposits },
      actions: { keepRecord: (_, record) => runtime.storage.write('installOffer', record) },
    }),
  events: (actor) => ({
    accept: () => actor.send({ type: 'install.accept' }),
    decline: () => actor.send({ type: 'install.decline' }),
  }),
});

/**
 * Where the player is (the page, the quick deposit's panel), told to both offers as it changes:
 * they hold back over a deposit or a game.
 */
function PlaceTeller() {
  const { pathname } = useLocation();
  const event = { type: 'page.shown', pathname, quickDeposit: usePanelOpen() } as const;
  useActorInput(SiteUpdateActor.useActorRef(), event);
  useActorInput(SiteInstallActor.useActorRef(), event);
  return null;
}

/** Runs the update offer and the install offer of the site's frame. */
export function SiteOffersProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { storage } = useRuntime();
  return (
    <SiteUpdateActor.Provider input={{ pathname }}>
      <SiteInstallActor.Provider input={{ pathname, record: storage.read('installOffer') }}>
        <PlaceTeller />
        {children}
      </SiteInstallActor.Provider>
    </SiteUpdateActor.Provider>
  );
}

export const useSiteUpdateSelector = SiteUpdateActor.useSelector;
export const useSiteUpdateEvents = SiteUpdateActor.useEvents;
export const useSiteInstallSelector = SiteInstallActor.useSelector;
export const useSiteInstallEvents = SiteInstallActor.useEvents;
