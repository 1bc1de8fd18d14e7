import type { Audience } from './contract.ts';

/** Who is looking: a signed-in player or a visitor without an account. */
export const audienceOf = (signedIn: boolean): Audience => (signedIn ? 'signedIn' : 'anonymous');

/**
 * Whether a slide or popup speaks to the one looking: one without an audience speaks to
 * everyone, so a platform that sends none shows every item to all.
 */
export const speaksTo = (item: { Audience?: Audience }, signedIn: boolean): boolean =>
  item.Audience === undefined || item.Audience === audienceOf(signedIn);

/** The items that speak to the one looking, in their order. */
export const forAudience = <T extends { Audience?: Audience }>(
  items: readonly T[],
  signedIn: boolean,
): T[] => items.filter((item) => speaksTo(item, signedIn));
