/* global game, T, $, formatMoney, fill, wait, el, button, say, balance, provider */
/* exported runRounds */
/*
 * Live tables: chips, betting spots and the dealer's rounds (bets open, play, result). The stakes
 * go to the provider when bets close; it deals or spins, and the page shows what it drew.
 */

const CHIPS = [100, 500, 2500, 10000];
let chip = CHIPS[0];
let bettingOpen = false;
const bets = new Map();
const staked = () => [...bets.values()].reduce((sum, amount) => sum + amount, 0);
/** Spot labels are keys of the texts, or the text itself. */
const spotLabel = (spot) => T[spot.label] || spot.label;

function renderChips() {
  $('#chips').replaceChildren(
    el('span', 'hint', T.chips),
    ...CHIPS.map((value) =>
      button(formatMoney(value), value === chip ? 'chip selected' : 'chip', () => {
        chip = value;
        renderChips();
      }),
    ),
  );
}

function renderSpots() {
  $('#spots').replaceChildren(
    ...game.spots.map((spot) => {
      const node = button('', `spot ${spot.className || ''}`, () => {
        if (!bettingOpen) return;
        if (staked() + chip > balance.kurus) {
          say(T.lowBalance, 'bad');
          return;
        }
        bets.set(spot.id, (bets.get(spot.id) || 0) + chip);
        renderSpots();
      });
      node.append(el('span', '', spotLabel(spot)));
      if (bets.has(spot.id)) node.append(el('span', 'stake', formatMoney(bets.get(spot.id))));
      node.disabled = !bettingOpen;
      return node;
    }),
  );
}

/** What came back: the stakes returned on a tie are told apart from a win. */
function tell(answer, refunded) {
  if (answer.win > refunded) say(fill(T.win, { amount: formatMoney(answer.win) }), 'good');
  else if (refunded > 0) say(fill(T.returned, { amount: formatMoney(refunded) }));
  else say(T.noWin);
}

/**
 * Plays rounds for as long as the page is open. play(result) animates the provider's result (or,
 * when nobody bet, a round for the look of it) and resolves with { label, refunds }.
 */
async function runRounds(play) {
  if (!game.open) {
    $('#phase').textContent = T.dealerAway;
    renderSpots();
    return;
  }
  renderChips();
  for (;;) {
    bets.clear();
    bettingOpen = true;
    renderSpots();
    for (let seconds = 10; seconds > 0; seconds--) {
      $('#phase').textContent = fill(T.placeBets, { seconds });
      await wait(1000);
    }
    bettingOpen = false;
    renderSpots();
    $('#phase').textContent = T.betsClosed;
    let answer = null;
    if (bets.size > 0) {
      say('');
      const stakes = [...bets].map(([spot, amount]) => ({ spot, amount }));
      answer = await provider('play', { stakes });
      if (answer) balance.moved(answer.balanceAfterBet);
    }
    const outcome = await play(answer && answer.result);
    $('#phase').textContent = fill(T.result, { result: outcome.label });
    if (answer) {
      balance.moved(answer.balance);
      const refunded = (outcome.refunds || []).reduce((sum, id) => sum + (bets.get(id) || 0), 0);
      tell(answer, refunded);
    }
    await wait(4000);
  }
}
