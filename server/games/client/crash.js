/* global game, T, $, formatMoney, fill, wait, el, button, say, stakeInput, balance, provider, pace */
/*
 * Crash game (Zeplin, Spaceman): a bet takes off and the multiplier climbs until the craft flies
 * off; cash out before that to win stake × multiplier. The provider drew the crash point at
 * take-off and keeps it; it tells the page once the craft is gone, or pays at its own clock.
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

/** The flight: { roundId, stake, startedAt } while in the air. */
let flight = null;
let busy = false;
const format = (m) => `${m.toFixed(2)}×`;
const multiplierAt = (ms) => Math.exp(ms / 6000);

function renderAction(multiplier) {
  if (flight) {
    action.textContent = `${T.cashOut} ${formatMoney(Math.floor(flight.stake * multiplier))}`;
  } else {
    action.textContent = T.takeOff;
  }
  // Cashing out never waits; a take-off waits for the pace of play.
  action.disabled = busy || (!flight && pace.holding());
  stake.input.disabled = flight !== null;
}

function land(answer) {
  flight = null;
  balance.moved(answer.balance);
  if (answer.crashed) {
    shown.textContent = fill(T.crashed, { multiplier: format(answer.crashPoint) });
    say(T.noWin);
  } else {
    shown.textContent = format(answer.multiplier);
    say(
      `${fill(T.cashedOut, { multiplier: format(answer.multiplier) })} · ${fill(T.win, {
        amount: formatMoney(answer.win),
      })}`,
      'good',
    );
  }
  renderAction(1);
}

/** Climbs until the provider says the craft is gone or the player cashed out. */
async function fly(current) {
  let lastAsked = 0;
  while (flight === current) {
    const elapsed = performance.now() - current.startedAt;
    const multiplier = multiplierAt(elapsed);
    const rise = Math.min(1, Math.log(multiplier) / Math.log(10));
    craft.style.transform = `translate(${rise * 520}%, ${-rise * 520}%)`;
    shown.textContent = format(multiplier);
    renderAction(multiplier);
    if (elapsed - lastAsked >= 500) {
      lastAsked = elapsed;
      const status = await provider('status', { roundId: current.roundId });
      if (status && status.crashed && flight === current) land(status);
      if (status && status.crashed) break;
    }
    await wait(50);
  }
}

async function act() {
  if (busy || (!flight && pace.holding())) return;
  busy = true;
  renderAction(1);
  if (!flight) {
    say('');
    craft.style.transform = 'none';
    const answer = await provider('play', { stake: stake.kurus() });
    if (answer) {
      balance.moved(answer.balance);
      pace.betTaken(() => renderAction(1));
      flight = { roundId: answer.roundId, stake: answer.stake, startedAt: performance.now() };
      fly(flight);
    }
  } else {
    const answer = await provider('cashout', { roundId: flight.roundId });
    if (answer && flight) land(answer);
  }
  busy = false;
  renderAction(1);
}

renderAction(1);
