/** Card tables: the dealer deals two hands; stakes on either hand or on a tie. */
import { drawInt } from './draw.ts';
import type { Spot } from './table.ts';

/** rank 0 is the ace, 12 the king; suit 0–3 ♠ ♥ ♦ ♣. */
export interface Card {
  rank: number;
  suit: number;
}

const baccaratPoints = (cards: Card[]) =>
  cards.reduce((sum, c) => sum + (c.rank >= 9 ? 0 : c.rank + 1), 0) % 10;

function blackjackPoints(cards: Card[]): number {
  let total = 0;
  let aces = 0;
  for (const card of cards) {
    if (card.rank === 0) aces++;
    total += card.rank === 0 ? 11 : Math.min(10, card.rank + 1);
  }
  for (; total > 21 && aces > 0; aces--) total -= 10;
  return total;
}

/** Three-card poker, simply: three of a kind, then a pair, then the highest cards. */
function pokerScore(cards: Card[]): number {
  const ranks = cards.map((c) => (c.rank === 0 ? 13 : c.rank)).sort((a, b) => b - a);
  const [a, b, c] = ranks as [number, number, number];
  const high = a * 400 + b * 20 + c;
  if (a === c) return 3e6 + high;
  if (a === b || b === c) return 2e6 + b * 1000 + high;
  return high;
}

interface Rule {
  deal: number;
  more: (cards: Card[]) => boolean;
  score: (cards: Card[]) => number;
}

const RULES: Record<string, Rule> = {
  baccarat: {
    deal: 2,
    more: (c) => c.length < 3 && baccaratPoints(c) <= 5,
    score: baccaratPoints,
  },
  blackjack: {
    deal: 2,
    more: (c) => blackjackPoints(c) < 17,
    score: (c) => (blackjackPoints(c) > 21 ? 0 : blackjackPoints(c)),
  },
  poker: { deal: 3, more: () => false, score: pokerScore },
};
const ruleOf = (type: string) => RULES[type] ?? RULES.baccarat!;

/** Labels are keys of the page's texts: the second hand is the banker's or the dealer's. */
export const cardSpots = (type: string): Spot[] => [
  { id: 'a', label: 'player', pays: 2 },
  {
    id: 'b',
    label: type === 'baccarat' ? 'banker' : 'dealer',
    pays: type === 'baccarat' ? 1.95 : 2,
  },
  { id: 'tie', label: 'tie', pays: 9 },
];

/** hands: the cards of each side in the order dealt (alternately, then each side's extras). */
export function deal(type: string) {
  const rule = ruleOf(type);
  const hands: [Card[], Card[]] = [[], []];
  const draw = (side: 0 | 1) => hands[side].push({ rank: drawInt(13), suit: drawInt(4) });
  for (let i = 0; i < rule.deal; i++) {
    draw(0);
    draw(1);
  }
  for (const side of [0, 1] as const) while (rule.more(hands[side])) draw(side);
  const [a, b] = hands.map(rule.score) as [number, number];
  if (a === b) {
    return { hands, winner: 'tie', winners: new Set(['tie']), refunds: new Set(['a', 'b']) };
  }
  const winner = a > b ? 'a' : 'b';
  return { hands, winner, winners: new Set([winner]), refunds: new Set<string>() };
}
