import { describe, expect, it } from 'vitest';
import {
  currentness,
  isGameStage,
  resolveReturnUrl,
  shouldResetScroll,
} from '../../../machines/content/navigation.ts';

describe('resolveReturnUrl', () => {
  it.each([
    [null, '/'],
    ['', '/'],
    ['/tickets', '/tickets'],
    ['/play/slot/123?demo=0', '/play/slot/123?demo=0'],
    ['/favorites', '/favorites'],
    ['/profile', '/'],
    ['/profile?tab=security', '/'],
    ['/notifications#profile', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
  ])('%j → %s', (stored, expected) => {
    expect(resolveReturnUrl(stored)).toBe(expected);
  });
});

describe('shouldResetScroll', () => {
  it.each([
    ['/', true],
    ['/promotions', true],
    ['/slot', true],
    ['/slot/type/popular', true],
    ['/live/type/roulette', true],
    ['/slot/category/27', false],
    ['/slot/provider/12', false],
    ['/live/category/3', false],
    ['/live/provider/evolution/', false],
    ['/slot/category/27/extra', true],
  ])('%s → %s', (path, expected) => {
    expect(shouldResetScroll(path)).toBe(expected);
  });
});

describe('isGameStage', () => {
  it.each([
    ['/play/slot/12', true],
    ['/play/live/7/mobile/Evolution', true],
    ['/play', false],
    ['/playground', false],
    ['/slot', false],
  ])('%s → %s', (path, expected) => {
    expect(isGameStage(path)).toBe(expected);
  });
});

describe('currentness', () => {
  const account = { path: '/profile', section: ['/favorites', '/history'] };
  it.each([
    ['/', { path: '/' }, 'page'],
    ['/slot', { path: '/' }, undefined],
    ['/slot', { path: '/slot' }, 'page'],
    ['/slot/category/27', { path: '/slot' }, 'true'],
    ['/slots', { path: '/slot' }, undefined],
    ['/profile', account, 'page'],
    ['/favorites', account, 'true'],
    ['/history/finance', account, 'true'],
    ['/deposit', account, undefined],
  ] as const)('%s for %j → %s', (path, item, expected) => {
    expect(currentness(path, item)).toBe(expected);
  });
});
