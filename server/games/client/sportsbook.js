/* global T, $, formatMoney, fill, wait, el, button, say, stakeInput, balance, provider, pace */
/*
 * Virtual sportsbook: the provider's fixtures with 1-X-2 odds and a slip. A staked slip's
 * matches are played at once by the provider; their final scores show, then new fixtures come.
 */

let fixtures = [];
/** fixture id → final score, once played. */
const scores = new Map();
const picks = new Map();
const placed = [];
let placing = false;
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

const odds = (hundredths) => (hundredths / 100).toFixed(2);
const slipOdds = (entries) => entries.reduce((product, p) => (product * p.odds) / 100, 1);

function renderFixtures() {
  list.replaceChildren(
    ...fixtures.map((f) => {
      const row = el('div', 'fixture');
      const score = scores.get(f.id);
      row.append(
        el('span', 'minute', score ? T.finished : ''),
        el('span', '', `${f.home} – ${f.away}`),
      );
      row.append(el('b', '', score ? `${score[0]} - ${score[1]}` : ''));
      f.odds.forEach((value, pick) => {
        const chosen = picks.get(f.id);
        const selected = chosen && chosen.pick === pick;
        const node = button(odds(value), selected ? 'odd selected' : 'odd', () => {
          if (selected) picks.delete(f.id);
          else picks.set(f.id, { fixture: f, pick, odds: value });
          renderFixtures();
          renderSlip();
        });
        node.setAttribute('aria-pressed', String(Boolean(selected)));
        node.setAttribute(
          'aria-label',
          `${f.home} – ${f.away}: ${['1', 'X', '2'][pick]} ${odds(value)}`,
        );
        node.disabled = Boolean(score) || placing;
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
          `${p.fixture.home} – ${p.fixture.away}: ${['1', 'X', '2'][p.pick]} @ ${odds(p.odds)}`,
        ),
      ),
      el(
        'p',
        '',
        `${T.totalOdds}: ${total.toFixed(2)} · ${T.potentialWin}: ${formatMoney(Math.floor(stake.kurus() * total))}`,
      ),
    );
  }
  placeButton.disabled = entries.length === 0 || placing || pace.holding();
}

function renderPlaced() {
  mine.replaceChildren(
    ...placed.map((bet) =>
      el(
        'p',
        '',
        `${bet.picks} × · ${formatMoney(bet.stake)} @ ${bet.odds.toFixed(2)} — ${T[bet.status]}`,
      ),
    ),
  );
}

async function newFixtures() {
  const answer = await provider('fixtures');
  if (!answer) return;
  fixtures = answer.fixtures;
  scores.clear();
  picks.clear();
  renderFixtures();
  renderSlip();
}

async function placeBet() {
  const entries = [...picks.values()];
  if (entries.length === 0 || placing || pace.holding()) return;
  placing = true;
  renderSlip();
  say('');
  const answer = await provider('play', {
    picks: entries.map((p) => ({ fixture: p.fixture.id, pick: p.pick })),
    stake: stake.kurus(),
  });
  if (answer) {
    balance.moved(answer.balanceAfterBet);
    pace.betTaken(renderSlip);
    for (const match of answer.result.matches) scores.set(match.fixture, match.score);
    picks.clear();
    const won = answer.win > 0;
    placed.unshift({
      picks: entries.length,
      stake: answer.stake,
      odds: slipOdds(entries),
      status: won ? 'won' : 'lost',
    });
    balance.moved(answer.balance);
    say(won ? fill(T.win, { amount: formatMoney(answer.win) }) : T.noWin, won ? 'good' : '');
    renderPlaced();
  }
  placing = false;
  renderFixtures();
  renderSlip();
  if (answer) {
    await wait(4000);
    await newFixtures();
  }
}

newFixtures();
renderSlip();
