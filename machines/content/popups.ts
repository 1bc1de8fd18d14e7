import type { Popup } from '../shared/contract.ts';

/** Spec §5: only an active popup is shown, and none once the visitor has dismissed it. */
export function popupToShow(popups: readonly Popup[], dismissed: boolean): Popup | null {
  if (dismissed) return null;
  return popups.find((popup) => popup.Active) ?? null;
}
