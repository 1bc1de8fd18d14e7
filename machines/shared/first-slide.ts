/**
 * The home page's and the lobbies' prerendered copies (src/prerender/prerender-pages.ts) leave
 * the carousel's place empty; the server puts the first slide in it at each request
 * (server/first-slide.ts). These name that place in the copy, for both to find it.
 */

/** On the carousel's place while it loads: 'home' (getSlider) or 'lobby' (getIcSlider). */
export const FIRST_SLIDE_ATTRIBUTE = 'data-first-slide';
/** Beside it: the lobby's set of sliders (casino, live). */
export const SLIDER_TYPE_ATTRIBUTE = 'data-slider-type';

export type Carousel = 'home' | 'lobby';

/** A lobby carousel's request (getIcSlider): the site asks it, and the server for the copy. */
export const lobbyCarouselQuery = (sliderType: string) =>
  ({ SiteType: 'desktop', SliderType: sliderType, sliderPlace: 'main' }) as const;
