import { useEffect, useSyncExternalStore } from 'react';

/*
 * What the cashier's panels tell the site's frame, whose offers (a new version, the install)
 * decide with it: a panel where the player is in the middle of a deposit is open, and a deposit
 * was credited. The cashier's machines decided both; the panels only report them.
 */

let openPanels = 0;
const panelListeners = new Set<() => void>();
const creditListeners = new Set<() => void>();
const tell = (listeners: Set<() => void>) => listeners.forEach((listener) => listener());
const subscribeToPanels = (listener: () => void) => {
  panelListeners.add(listener);
  return () => panelListeners.delete(listener);
};

/** The quick deposit's panel is open while `isOpen`. */
export function useOpenPanel(isOpen: boolean): void {
  useEffect(() => {
    if (!isOpen) return undefined;
    openPanels += 1;
    tell(panelListeners);
    return () => {
      openPanels -= 1;
      tell(panelListeners);
    };
  }, [isOpen]);
}

/** Whether such a panel is open now. */
export const usePanelOpen = (): boolean =>
  useSyncExternalStore(
    subscribeToPanels,
    () => openPanels > 0,
    () => false,
  );

/** A deposit of the player's was credited. */
export const tellDepositCredited = () => tell(creditListeners);

/** The deposit shown is credited (the wizard's or the quick deposit's completed screen). */
export function useDepositCredited(credited: boolean): void {
  useEffect(() => {
    if (credited) tellDepositCredited();
  }, [credited]);
}

/** Calls `listener` at each credited deposit shown; returns the unsubscribe. */
export function onDepositCredited(listener: () => void): () => void {
  creditListeners.add(listener);
  return () => creditListeners.delete(listener);
}
