/* global game, T, $, formatCredits, fill, randomInt, el, button, say, stakeInput, wallet */
/*
 * Sportsbook for fun credits: fixtures with 1-X-2 odds and a slip. Prematch fixtures are still
 * to be played; live ones run and settle as they end; 3D football plays whole rounds quickly.
 */

const mode = game.slug === 'sportsbook' ? 'prematch' : game.slug;
const MINUTE_MS = mode === '3d-football' ? 400 : 2000;
const odds2 = (value) => Math.round(value * 100) / 100;

function newFixtures() {
  const teams = [...game.teams].sort(() => Math.random() - 0.5);
  return Array.from({ length: 8 }, (_, i) => {
    const strength = Math.random();
    const home = odds2(1.25 + strength * 3.5);
    const away = odds2(1.25 + (1 - strength) * 3.5);
    const start = new Date(Date.now() + (i + 1) * 45 * 60000);
    return {
      id: `${Date.now()}-${i}`,
      home: teams[2 * i],
      away: teams[2 * i + 1],
      strength,
      odds: [home, odds2(2.9 + Math.random()), away],
      minute: mode === 'live' ? 5 + randomInt(75) : 0,
      score: mode === 'live' ? [randomInt(3), randomInt(3)] : [0, 0],
      kickoff: start.toLocaleTimeString(game.lang === 'tr' ? 'tr-TR' : 'en-GB', {
        hour: '2-digit',
        minute: '2-digit',
      }),
    };
  });
}

let fixtures = newFixtures();
const picks = new Map();
const placed = [];
const stake = stakeInput(10);
const list = el('div');
const slip = el('div');
const mine = el('div');
const placeButton = button(T.placeBet, 'primary', placeBet);
const panel = (title, ...content) => {
  const node = el('section', 'panel');
  node.append(el('h2', '', title), ...content);
  return node;
};
const stakeRow = el('div', 'row');
stakeRow.append(el('span', '', T.stake), stake.input, placeButton);
$('#play').append(panel(T.fixtures, list), panel(T.slip, slip, stakeRow), panel(T.myBets, mine));
stake.input.addEventListener('input', renderSlip);

const finished = (f) => f.minute >= 90;
const outcomeOf = (f) => (f.score[0] > f.score[1] ? 0 : f.score[0] === f.score[1] ? 1 : 2);
const slipOdds = (entries) => entries.reduce((product, p) => product * p.odds, 1);

function renderFixtures() {
  list.replaceChildren(
    ...fixtures.map((f) => {
      const row = el('div', 'fixture');
      const time = mode === 'prematch' ? f.kickoff : finished(f) ? T.finished : `${f.minute}'`;
      row.append(el('span', 'minute', time), el('span', '', `${f.home} – ${f.away}`));
      row.append(el('b', '', mode === 'prematch' ? '' : `${f.score[0]} - ${f.score[1]}`));
      f.odds.forEach((odds, pick) => {
        const chosen = picks.get(f.id);
        const node = button(
          odds.toFixed(2),
          chosen && chosen.pick === pick ? 'odd selected' : 'odd',
          () => {
            if (chosen && chosen.pick === pick) picks.delete(f.id);
            else picks.set(f.id, { fixture: f, pick, odds });
            renderFixtures();
            renderSlip();
          },
        );
        node.disabled = finished(f);
        row.append(node);
      });
      return row;
    }),
  );
}

function renderSlip() {
  const entries = [...picks.values()];
  if (entries.length === 0) slip.replaceChildren(el('p', 'hint', T.slipEmpty));
  else {
    const total = slipOdds(entries);
    slip.replaceChildren(
      ...entries.map((p) =>
        el(
          'p',
          '',
          `${p.fixture.home} – ${p.fixture.away}: ${['1', 'X', '2'][p.pick]} @ ${p.odds.toFixed(2)}`,
        ),
      ),
      el(
        'p',
        '',
        `${T.totalOdds}: ${total.toFixed(2)} · ${T.potentialWin}: ${formatCredits(stake.cents() * total)}`,
      ),
    );
  }
  placeButton.disabled = entries.length === 0;
}

function renderPlaced() {
  mine.replaceChildren(
    ...placed.map((bet) =>
      el(
        'p',
        '',
        `${bet.picks.length} × · ${formatCredits(bet.stake)} @ ${slipOdds(bet.picks).toFixed(2)} — ${T[bet.status]}`,
      ),
    ),
  );
}

function placeBet() {
  const entries = [...picks.values()];
  if (entries.length === 0 || !wallet.take(stake.cents())) return;
  placed.unshift({ picks: entries, stake: stake.cents(), status: 'open' });
  picks.clear();
  say('');
  renderFixtures();
  renderSlip();
  renderPlaced();
}

/** A bet is decided once all its fixtures have ended. */
function settle() {
  for (const bet of placed) {
    if (bet.status !== 'open' || !bet.picks.every((p) => finished(p.fixture))) continue;
    const won = bet.picks.every((p) => outcomeOf(p.fixture) === p.pick);
    bet.status = won ? 'won' : 'lost';
    if (won) {
      const amount = bet.stake * slipOdds(bet.picks);
      wallet.give(amount);
      say(fill(T.win, { amount: formatCredits(amount) }), 'good');
    }
  }
  renderPlaced();
}

function minutePasses() {
  for (const f of fixtures) {
    if (finished(f)) continue;
    f.minute++;
    if (Math.random() < 0.012 + f.strength * 0.018) f.score[0]++;
    if (Math.random() < 0.03 - f.strength * 0.018) f.score[1]++;
  }
  settle();
  if (mode === '3d-football' && fixtures.every(finished)) {
    fixtures = newFixtures();
    picks.clear();
    renderSlip();
  }
  renderFixtures();
}

if (mode !== 'prematch') setInterval(minutePasses, MINUTE_MS);
renderFixtures();
renderSlip();
renderPlaced();
