/* global game, T, $, formatCredits, fill, wait, el, button, say, stakeInput, wallet */
/* A virtual race: pick a runner at its odds, start the race, the first past the post wins. */

const NAMES =
  game.slug === 'golden-race'
    ? ['Rüzgar', 'Yıldırım', 'Karaşimşek', 'Poyraz', 'Tarçın', 'Bora']
    : ['Duman', 'Paşa', 'Şans', 'Kömür', 'Fındık', 'Zeytin'];
let runners = [];
let chosen = null;
let racing = false;
const lanes = el('section', 'panel');
const stake = stakeInput(10);
const start = button(T.startRace, 'primary', race);
const controls = el('div', 'row');
controls.append(el('span', '', T.stake), stake.input, start);
$('#play').append(lanes, controls);

function newRunners() {
  const strengths = NAMES.map(() => 0.5 + Math.random());
  const total = strengths.reduce((sum, s) => sum + s, 0);
  runners = NAMES.map((name, i) => ({
    name,
    strength: strengths[i],
    odds: Math.max(1.3, Math.round((total / strengths[i]) * 0.9 * 100) / 100),
    position: 0,
  }));
  chosen = null;
}

function renderLanes() {
  lanes.replaceChildren(
    el('h2', '', T.pickRunner),
    ...runners.map((runner, i) => {
      const lane = el('div', 'lane');
      const pick = button(runner.odds.toFixed(2), chosen === i ? 'odd selected' : 'odd', () => {
        chosen = i;
        renderLanes();
      });
      pick.disabled = racing;
      const track = el('div', 'track');
      const marker = el('span', 'runner', String(i + 1));
      marker.style.left = `calc(${runner.position}% - ${(runner.position / 100) * 24}px)`;
      track.append(marker);
      lane.append(el('span', '', `${i + 1}. ${runner.name}`), pick, track);
      return lane;
    }),
  );
  start.disabled = racing || chosen === null;
}

async function race() {
  if (racing || chosen === null || !wallet.take(stake.cents())) return;
  const bet = { runner: chosen, cents: stake.cents() };
  racing = true;
  say('');
  let winner = -1;
  while (winner < 0) {
    runners.forEach((runner, i) => {
      runner.position = Math.min(
        100,
        runner.position + runner.strength * (0.4 + Math.random() * 1.2),
      );
      if (runner.position >= 100 && winner < 0) winner = i;
    });
    renderLanes();
    await wait(60);
  }
  const won = winner === bet.runner ? bet.cents * runners[winner].odds : 0;
  wallet.give(won);
  const result = fill(T.winner, { name: runners[winner].name });
  say(
    won > 0
      ? `${result} · ${fill(T.win, { amount: formatCredits(won) })}`
      : `${result} · ${T.noWin}`,
    won > 0 ? 'good' : '',
  );
  await wait(2500);
  racing = false;
  newRunners();
  renderLanes();
}

newRunners();
renderLanes();
