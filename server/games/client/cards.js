/* global game, T, $, randomInt, pickOne, wait, el, runRounds */
/* Card tables: the dealer deals two hands; bet on either hand or on a tie. */

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];
const sides = game.type === 'baccarat' ? [T.player, T.banker] : [T.player, T.dealer];

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

/** Three-card poker, simply: three of a kind, then a pair, then the highest cards. */
function pokerScore(cards) {
  const ranks = cards.map((c) => (c.rank === 0 ? 13 : c.rank)).sort((a, b) => b - a);
  const high = ranks[0] * 400 + ranks[1] * 20 + ranks[2];
  if (ranks[0] === ranks[2]) return 3e6 + high;
  if (ranks[0] === ranks[1] || ranks[1] === ranks[2]) return 2e6 + ranks[1] * 1000 + high;
  return high;
}

const RULES = {
  baccarat: {
    deal: 2,
    more: (c) => c.length < 3 && baccaratPoints(c) <= 5,
    score: baccaratPoints,
    show: baccaratPoints,
  },
  blackjack: {
    deal: 2,
    more: (c) => blackjackPoints(c) < 17,
    score: (c) => (blackjackPoints(c) > 21 ? 0 : blackjackPoints(c)),
    show: blackjackPoints,
  },
  poker: { deal: 3, more: () => false, score: pokerScore, show: () => '' },
};
const rule = RULES[game.type] || RULES.baccarat;

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

const spots = [
  { id: 'a', label: sides[0], pays: 2 },
  { id: 'b', label: sides[1], pays: game.type === 'baccarat' ? 1.95 : 2 },
  { id: 'tie', label: T.tie, pays: 9 },
];

async function deal() {
  const held = [[], []];
  hands.forEach((hand) => {
    hand.cards.replaceChildren();
    hand.score.textContent = '';
  });
  const draw = async (side) => {
    const card = { rank: randomInt(13), suit: pickOne(SUITS) };
    held[side].push(card);
    const red = card.suit === '♥' || card.suit === '♦';
    hands[side].cards.append(el('span', red ? 'card red' : 'card', RANKS[card.rank] + card.suit));
    hands[side].score.textContent = String(rule.show(held[side]));
    await wait(700);
  };
  for (let i = 0; i < rule.deal; i++) {
    await draw(0);
    await draw(1);
  }
  for (const side of [0, 1]) while (rule.more(held[side])) await draw(side);
  const [a, b] = held.map(rule.score);
  if (a === b) return { winners: new Set(['tie']), refunds: new Set(['a', 'b']), label: T.tie };
  return { winners: new Set([a > b ? 'a' : 'b']), label: sides[a > b ? 0 : 1] };
}

runRounds(spots, deal);
