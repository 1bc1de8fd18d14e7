/**
 * What in the product a piece of content speaks for: a bonus offer (bonus_offers.slug), a
 * tournament, the New Year lottery's campaign, or a game of the catalogue. The content test
 * (tests/unit/content/seed-consistency.test.ts) holds the text to it: the offer's figures and
 * cadence, the tournament's prize pool and dates, the campaign's minimum and draw day, a game
 * that exists and can be played.
 */
export type About =
  | { kind: 'offer'; slug: string }
  | { kind: 'tournament'; id: number }
  | { kind: 'draw' }
  | { kind: 'game'; id: number };

export const aboutOffer = (slug: string): About => ({ kind: 'offer', slug });
export const aboutTournament = (id: number): About => ({ kind: 'tournament', id });
export const aboutDraw: About = { kind: 'draw' };
export const aboutGame = (id: number): About => ({ kind: 'game', id });
