import { useLayoutEffect } from 'react';
import { FIRST_SLIDE_ATTRIBUTE } from '../../machines/shared/first-slide.ts';

/**
 * A page whose first screen is the same for every first-time visitor (the sign-in forms, the
 * home page and the lobbies while their data loads) is also built into its own HTML at build
 * time (vite.config.ts, prerenderPages): the visitor sees it at the first paint instead of after
 * the site's code has loaded and run. That copy is inert; the site renders the live page hidden
 * beside it and swaps the two once the live page is there.
 */
export const PRERENDERED_ID = 'prerendered';
/** The prerendered copy's own styles, in the head. */
export const PRERENDERED_STYLE_ID = 'prerendered-style';

/** Dispatched on the document when the first page has rendered. */
export const FIRST_PAGE_SHOWN = 'site:first-page-shown';

/** The live page has rendered: the prerendered copy, if any, gives way to it in the same frame. */
function firstPageShown(): void {
  document.getElementById(PRERENDERED_ID)?.remove();
  document.getElementById(PRERENDERED_STYLE_ID)?.remove();
  document.dispatchEvent(new Event(FIRST_PAGE_SHOWN));
}

/**
 * Rendered beside the first page in the boundary that waits for it: its layout effect runs when
 * the page commits, before the browser paints it.
 */
export function FirstPageShown() {
  useLayoutEffect(firstPageShown, []);
  return null;
}

export interface CopiedPicture {
  src: string;
  alt: string;
}

/**
 * The first slide the server put in the prerendered copy of `pathname` (server/first-slide.ts),
 * while that copy is still there: the live carousel's placeholder shows it, so the picture stays
 * when the copy gives way and the carousel has yet to load.
 */
export function firstSlideOfCopy(pathname: string): CopiedPicture | undefined {
  const copy = document.getElementById(PRERENDERED_ID);
  if (copy?.dataset.path !== pathname) return undefined;
  const picture = copy.querySelector<HTMLImageElement>(`[${FIRST_SLIDE_ATTRIBUTE}] > img`);
  return picture ? { src: picture.getAttribute('src') ?? '', alt: picture.alt } : undefined;
}
