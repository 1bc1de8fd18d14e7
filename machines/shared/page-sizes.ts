/** Spec §9 page sizes of the content calls. */
export const SLIDER_PAGE = { limit: 7, offset: 0 } as const;
export const TOURNAMENT_PAGE = { limit: 50, offset: 0 } as const;
