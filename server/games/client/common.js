'use strict';
/*
 * Shared by every game page: its data and texts, the player's real balance, the provider API
 * (which decides every outcome) and small helpers for the animations.
 */
/* exported game, T, $, formatMoney, fill, randomInt, pickOne, wait, el, button, say, stakeInput, balance, provider, pace */

const game = JSON.parse(document.getElementById('game-data').textContent);
const T = game.texts;
const $ = (selector) => document.querySelector(selector);
// The page's data carries the options of the shared formatter (machines/shared/format.ts).
const money = new Intl.NumberFormat(game.money.locale, game.money.options);

/** Amounts arrive in kuruş. */
const formatMoney = (kurus) => money.format(kurus / 100);
const fill = (template, values) =>
  template.replace(/\{(\w+)\}/g, (whole, key) => (key in values ? String(values[key]) : whole));
/** For the look of the animations only: outcomes come from the provider. */
const randomInt = (n) => Math.floor(Math.random() * n);
const pickOne = (list) => list[randomInt(list.length)];
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function el(tag, className, content) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (content !== undefined) node.textContent = content;
  return node;
}

function button(label, className, onClick) {
  const node = el('button', className, label);
  node.type = 'button';
  node.addEventListener('click', onClick);
  return node;
}

function say(message, tone) {
  const line = $('#message');
  line.textContent = message;
  line.dataset.tone = tone || '';
}

/** A stake field in lira; reads back in kuruş. */
function stakeInput(initialLira) {
  const input = el('input');
  input.type = 'number';
  input.min = '1';
  input.step = '1';
  input.value = String(initialLira);
  input.setAttribute('aria-label', T.stake);
  return { input, kurus: () => Math.max(0, Math.round(Number(input.value) * 100) || 0) };
}

/** The player's real balance, in the header; after a bet or a win the site hears it too. */
const balance = {
  kurus: 0,
  show(kurus) {
    this.kurus = kurus;
    $('#balance').textContent = formatMoney(kurus);
  },
  moved(kurus) {
    this.show(kurus);
    if (window.parent !== window && game.siteOrigin) {
      window.parent.postMessage(
        { source: 'casino-game', type: 'balance', balance: kurus },
        game.siteOrigin,
      );
    }
  },
};

/**
 * The pace of play the platform's protection profile sets: after a bet, the button that bets
 * again stays off for game.minSpinSeconds (the platform refuses a sooner bet anyway).
 */
const pace = {
  until: 0,
  /** A bet was taken: the next one waits, and `render` runs again once it may go. */
  betTaken(render) {
    const ms = game.minSpinSeconds * 1000;
    if (ms === 0) return;
    this.until = performance.now() + ms;
    setTimeout(render, ms);
  },
  /** Whether the next bet must still wait. */
  holding() {
    return performance.now() < this.until;
  },
};

/**
 * Calls the provider API. Answers its reply, or null after saying why the call was refused (the
 * balance too low, the session ended…) in the game's own message line.
 */
async function provider(action, body) {
  try {
    const response = await fetch(`${game.api}/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body || {}),
    });
    const answer = await response.json();
    if (answer.ok) return answer;
    say(answer.message || T.betFailed, 'bad');
  } catch {
    say(T.betFailed, 'bad');
  }
  return null;
}

provider('balance').then((answer) => answer && balance.show(answer.balance));
