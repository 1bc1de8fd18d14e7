/* global game, T, $, randomInt, wait, el, runRounds */
/* Card tables: the dealer deals two hands as the provider drew them; bet on either or a tie. */

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];
const sides = game.spots.slice(0, 2).map((spot) => T[spot.label]);
const DEALT = game.type === 'poker' ? 3 : 2;

const baccaratPoints = (cards) =>
  cards.reduce((sum, c) => sum + (c.rank >= 9 ? 0 : c.rank + 1), 0) % 10;

function blackjackPoints(cards) {
  let total = 0;
  let aces = 0;
  for (const card of cards) {
    if (card.rank === 0) aces++;
    total += card.rank === 0 ? 11 : Math.min(10, card.rank + 1);
  }
  for (; total > 21 && aces > 0; aces--) total -= 10;
  return total;
}

const POINTS = { baccarat: baccaratPoints, blackjack: blackjackPoints };
const points = POINTS[game.type] || (() => '');

const hands = sides.map((name) => {
  const box = el('div', 'hand');
  const cards = el('div', 'cards');
  const score = el('p', 'score');
  box.append(el('h2', '', name), cards, score);
  $('#dealer').append(box);
  // Face down until the first deal.
  cards.append(el('span', 'card back'), el('span', 'card back'));
  return { cards, score };
});

/** A round for the look of it when nobody bet: two random hands, no winner told. */
const lookingRound = () => ({
  hands: [0, 1].map(() =>
    Array.from({ length: DEALT }, () => ({ rank: randomInt(13), suit: randomInt(4) })),
  ),
  winner: null,
});

async function deal(result) {
  const { hands: held, winner } = result || lookingRound();
  const shown = [[], []];
  hands.forEach((hand) => {
    hand.cards.replaceChildren();
    hand.score.textContent = '';
  });
  const show = async (side) => {
    const card = held[side][shown[side].length];
    shown[side].push(card);
    const suit = SUITS[card.suit];
    const red = suit === '♥' || suit === '♦';
    hands[side].cards.append(el('span', red ? 'card red' : 'card', RANKS[card.rank] + suit));
    hands[side].score.textContent = String(points(shown[side]));
    await wait(700);
  };
  for (let i = 0; i < DEALT; i++) {
    await show(0);
    await show(1);
  }
  for (const side of [0, 1]) while (shown[side].length < held[side].length) await show(side);
  if (winner === 'tie') return { label: T.tie, refunds: ['a', 'b'] };
  if (winner) return { label: sides[winner === 'a' ? 0 : 1] };
  return { label: '–' };
}

runRounds(deal);
