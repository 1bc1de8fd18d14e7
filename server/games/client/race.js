/* global game, T, $, formatMoney, fill, wait, el, button, say, stakeInput, balance, provider, pace */
/* A virtual race: pick a runner at its odds and stake; the provider says who wins. */

const runners = game.runners.map((runner) => ({ ...runner, position: 0 }));
let chosen = null;
let racing = false;
const lanes = el('section', 'panel');
const stake = stakeInput(10);
const start = button(T.startRace, 'primary', race);
const controls = el('div', 'row');
controls.append(el('span', '', T.stake), stake.input, start);
$('#play').append(lanes, controls);

const odds = (runner) => (runner.odds / 100).toFixed(2);

function renderLanes() {
  lanes.replaceChildren(
    el('h2', '', T.pickRunner),
    ...runners.map((runner, i) => {
      const lane = el('div', 'lane');
      const pick = button(odds(runner), chosen === i ? 'odd selected' : 'odd', () => {
        chosen = i;
        renderLanes();
      });
      pick.disabled = racing;
      pick.setAttribute('aria-pressed', String(chosen === i));
      const track = el('div', 'track');
      const marker = el('span', 'runner', String(i + 1));
      marker.style.left = `calc(${runner.position}% - ${(runner.position / 100) * 24}px)`;
      track.append(marker);
      lane.append(el('span', '', `${i + 1}. ${runner.name}`), pick, track);
      return lane;
    }),
  );
  start.disabled = racing || chosen === null || pace.holding();
}

/** Runs the race to the provider's winner: the others stay just behind until it is home. */
async function run(winner) {
  runners.forEach((runner) => (runner.position = 0));
  while (runners[winner].position < 100) {
    runners.forEach((runner, i) => {
      const stride = 0.6 + Math.random() * 1.6 + (i === winner ? 0.25 : 0);
      runner.position = Math.min(i === winner ? 100 : 97, runner.position + stride);
    });
    renderLanes();
    await wait(60);
  }
}

async function race() {
  if (racing || chosen === null || pace.holding()) return;
  racing = true;
  renderLanes();
  say('');
  const answer = await provider('play', { runner: chosen, stake: stake.kurus() });
  if (answer) {
    balance.moved(answer.balanceAfterBet);
    pace.betTaken(renderLanes);
    await run(answer.result.winner);
    balance.moved(answer.balance);
    const result = fill(T.winner, { name: runners[answer.result.winner].name });
    const won = answer.win;
    say(
      won > 0
        ? `${result} · ${fill(T.win, { amount: formatMoney(won) })}`
        : `${result} · ${T.noWin}`,
      won > 0 ? 'good' : '',
    );
    await wait(2500);
    runners.forEach((runner) => (runner.position = 0));
  }
  racing = false;
  renderLanes();
}

renderLanes();
