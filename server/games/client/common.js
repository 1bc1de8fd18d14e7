'use strict';
/* Shared by every demo game page: its data and texts, the fun wallet and small helpers. */
/* exported game, T, $, formatCredits, fill, randomInt, pickOne, wait, el, button, say, stakeInput, wallet */

const game = JSON.parse(document.getElementById('game-data').textContent);
const T = game.texts;
const $ = (selector) => document.querySelector(selector);
const numbers = new Intl.NumberFormat(game.lang === 'tr' ? 'tr-TR' : 'en-GB', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Fun credits are counted in hundredths, like kuruş, so sums stay exact. */
const formatCredits = (cents) => numbers.format(cents / 100);
const fill = (template, values) =>
  template.replace(/\{(\w+)\}/g, (whole, key) => (key in values ? String(values[key]) : whole));
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

/** A stake field in fun credits; reads back in hundredths. */
function stakeInput(initialCredits) {
  const input = el('input');
  input.type = 'number';
  input.min = '1';
  input.step = '1';
  input.value = String(initialCredits);
  input.setAttribute('aria-label', T.stake);
  return { input, cents: () => Math.max(0, Math.round(Number(input.value) * 100) || 0) };
}

const START_CREDITS = 100000;
const wallet = {
  cents: START_CREDITS,
  show() {
    $('#credits').textContent = formatCredits(this.cents);
  },
  take(cents) {
    if (cents <= 0 || cents > this.cents) {
      say(T.noCredits, 'bad');
      return false;
    }
    this.cents -= cents;
    this.show();
    return true;
  },
  give(cents) {
    this.cents += Math.round(cents);
    this.show();
  },
};

$('#refill').addEventListener('click', () => {
  wallet.cents = START_CREDITS;
  wallet.show();
  say('');
});
wallet.show();
