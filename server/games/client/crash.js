/* global game, T, $, formatCredits, fill, wait, el, button, say, stakeInput, wallet */
/*
 * Crash game (Zeplin, Spaceman) for fun credits: the multiplier climbs until the craft flies off;
 * cash out before that to win stake × multiplier.
 */

const sky = el('div', 'sky');
const craft = el('div', game.slug === 'spaceman' ? 'craft rocket' : 'craft');
const shown = el('div', 'multiplier', '1.00×');
sky.append(craft, shown);
const stake = stakeInput(10);
const action = button(T.takeOff, 'primary', act);
const controls = el('div', 'row');
controls.append(el('span', '', T.stake), stake.input, action);
$('#play').append(sky, controls);

let phase = 'waiting';
let multiplier = 1;
let bet = null;

const format = (m) => `${m.toFixed(2)}×`;

/** 1 % of rounds end at once; otherwise a long-tailed draw, at most 100×. */
const crashPoint = () => Math.min(100, Math.max(1, 0.99 / (1 - Math.random())));

function renderAction() {
  if (phase === 'flying' && bet && !bet.cashedOut) {
    action.textContent = `${T.cashOut} ${formatCredits(bet.cents * multiplier)}`;
    action.disabled = false;
  } else {
    action.textContent = T.takeOff;
    action.disabled = phase !== 'waiting' || bet !== null;
  }
}

function act() {
  if (phase === 'waiting' && !bet && wallet.take(stake.cents())) {
    bet = { cents: stake.cents(), cashedOut: false };
    say('');
  } else if (phase === 'flying' && bet && !bet.cashedOut) {
    bet.cashedOut = true;
    wallet.give(bet.cents * multiplier);
    say(fill(T.cashedOut, { multiplier: format(multiplier) }), 'good');
  }
  renderAction();
}

async function rounds() {
  for (;;) {
    phase = 'waiting';
    multiplier = 1;
    shown.textContent = T.nextRound;
    craft.style.transform = 'none';
    renderAction();
    await wait(5000);
    phase = 'flying';
    const end = crashPoint();
    const started = performance.now();
    while (multiplier < end) {
      multiplier = Math.min(end, Math.exp((performance.now() - started) / 6000));
      const rise = Math.min(1, Math.log(multiplier) / Math.log(10));
      craft.style.transform = `translate(${rise * 520}%, ${-rise * 520}%)`;
      shown.textContent = format(multiplier);
      renderAction();
      await wait(50);
    }
    phase = 'crashed';
    shown.textContent = fill(T.crashed, { multiplier: format(end) });
    if (bet && !bet.cashedOut) say(T.noWin);
    bet = null;
    renderAction();
    await wait(3000);
  }
}

rounds();
