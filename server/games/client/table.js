/* global game, T, $, formatCredits, fill, wait, el, button, say, wallet */
/* exported runRounds */
/* Live tables: chips, betting spots and the dealer's rounds (bets open, play, result). */

const CHIPS = [100, 500, 2500, 10000];
let chip = CHIPS[0];
let bettingOpen = false;
const bets = new Map();

function renderChips() {
  $('#chips').replaceChildren(
    el('span', 'hint', T.chips),
    ...CHIPS.map((value) =>
      button(formatCredits(value), value === chip ? 'chip selected' : 'chip', () => {
        chip = value;
        renderChips();
      }),
    ),
  );
}

/** spots: [{ id, label, pays (what a winning stake returns, stake included), className }] */
function renderSpots(spots) {
  $('#spots').replaceChildren(
    ...spots.map((spot) => {
      const node = button('', `spot ${spot.className || ''}`, () => {
        if (!bettingOpen || !wallet.take(chip)) return;
        bets.set(spot.id, (bets.get(spot.id) || 0) + chip);
        renderSpots(spots);
      });
      node.append(el('span', '', spot.label));
      if (bets.has(spot.id)) node.append(el('span', 'stake', formatCredits(bets.get(spot.id))));
      node.disabled = !bettingOpen;
      return node;
    }),
  );
}

/**
 * Plays rounds for as long as the page is open. play() deals or spins and resolves with
 * { winners: Set of spot ids, refunds: Set of spot ids whose stakes come back, label }.
 */
async function runRounds(spots, play) {
  if (!game.open) {
    $('#phase').textContent = T.dealerAway;
    renderSpots(spots);
    return;
  }
  renderChips();
  for (;;) {
    bets.clear();
    bettingOpen = true;
    renderSpots(spots);
    for (let seconds = 10; seconds > 0; seconds--) {
      $('#phase').textContent = fill(T.placeBets, { seconds });
      await wait(1000);
    }
    bettingOpen = false;
    renderSpots(spots);
    $('#phase').textContent = T.betsClosed;
    const outcome = await play();
    let won = 0;
    let returned = 0;
    for (const [id, stake] of bets) {
      const spot = spots.find((s) => s.id === id);
      if (outcome.winners.has(id)) won += stake * spot.pays;
      else if (outcome.refunds && outcome.refunds.has(id)) returned += stake;
    }
    wallet.give(won + returned);
    $('#phase').textContent = fill(T.result, { result: outcome.label });
    if (won > 0) say(fill(T.win, { amount: formatCredits(won + returned) }), 'good');
    else if (returned > 0) say(fill(T.returned, { amount: formatCredits(returned) }));
    else if (bets.size > 0) say(T.noWin);
    await wait(4000);
  }
}
