import type { BonusEventKind } from '../../../machines/shared/bonus.ts';
import {
  TRANSACTION_CATEGORY,
  TRANSACTION_STATUS,
  type CashTransaction,
} from '../../../machines/shared/finance.ts';
import type { ListPage } from '../../../machines/shared/games.ts';
import type {
  GameRound,
  HistoryTotals,
  NamedOption,
  SubCategoryOption,
} from '../../../machines/shared/history.ts';

/** A deposit (odd n) or withdrawal (even n) of the player; amounts in kuruş. */
export function cashRow(n: number, overrides: Partial<CashTransaction> = {}): CashTransaction {
  const deposit = n % 2 === 1;
  return {
    id: n,
    transaction_category_id: deposit
      ? TRANSACTION_CATEGORY.deposit
      : TRANSACTION_CATEGORY.withdrawal,
    transaction_status: TRANSACTION_STATUS.completed,
    amount: 10_000 * n,
    methodID: deposit ? 11 : 21,
    methodName: deposit ? 'Papara' : 'Banka Havalesi',
    createdAt: '2026-03-14T09:30:00.000Z',
    updatedAt: '2026-03-14T09:30:00.000Z',
    reason: '',
    ...overrides,
  };
}

export const cashRows = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => cashRow(from + i));

const BONUS_EVENTS: BonusEventKind[] = ['granted', 'wagered', 'converted', 'forfeited', 'expired'];

/** A bonus event of the bonus history (category 4); n picks the kind in turn. */
export function bonusRow(n: number, overrides: Partial<CashTransaction> = {}): CashTransaction {
  return {
    id: 9_000 + n,
    transaction_category_id: TRANSACTION_CATEGORY.bonus,
    transaction_status: TRANSACTION_STATUS.completed,
    amount: 1_000 * n,
    methodID: 0,
    methodName: `Hoş Geldin Bonusu ${n}`,
    createdAt: '2026-03-14T09:30:00.000Z',
    updatedAt: '2026-03-14T09:30:00.000Z',
    reason: '',
    bonusEvent: BONUS_EVENTS[(n - 1) % BONUS_EVENTS.length]!,
    bonusID: 70 + n,
    ...overrides,
  };
}

export const bonusRows = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => bonusRow(from + i));

/** A round of n: lost when n is even, won otherwise. */
export function round(n: number, overrides: Partial<GameRound> = {}): GameRound {
  const bet = 1_000 * n;
  const win = n % 2 === 0 ? 0 : bet * 3;
  return {
    roundID: n,
    gameType: 'slot',
    gameID: 4001,
    gameName: `Sweet Bonanza ${n}`,
    providerName: 'Pragmatic Play',
    bet,
    win,
    net: win - bet,
    status: 'settled',
    createdAt: '2026-03-14T20:15:00.000Z',
    settledAt: '2026-03-14T20:15:02.000Z',
    ...overrides,
  };
}

export const rounds = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => round(from + i));

export function page<T>(items: T[], offset: number, total: number): ListPage<T> {
  return { items, pagination: { limit: 10, offset, total } };
}

export const financeTotals: HistoryTotals = {
  count: 12,
  sums: [
    { key: 'deposited', amount: 360_000 },
    { key: 'withdrawn', amount: 420_000 },
  ],
};

export const categories: NamedOption[] = [
  { id: 1, name: 'Para Yatırma' },
  { id: 2, name: 'Bildirim' },
  { id: 3, name: 'Para Çekme' },
  { id: 4, name: 'Bonus' },
];

export const subCategories: SubCategoryOption[] = [
  { id: 101, name: 'Havale ile yatırma', categoryID: 1 },
  { id: 102, name: 'Papara ile yatırma', categoryID: 1 },
  { id: 301, name: 'Havale ile çekme', categoryID: 3 },
  { id: 401, name: 'Bonus verildi', categoryID: 4 },
  { id: 402, name: 'Çevrim', categoryID: 4 },
  { id: 403, name: 'Nakde çevrildi', categoryID: 4 },
  { id: 404, name: 'Bonus iptal edildi', categoryID: 4 },
  { id: 405, name: 'Süresi doldu', categoryID: 4 },
  { id: 501, name: 'Casino', categoryID: 5 },
];

export const statuses: NamedOption[] = [
  { id: 1000, name: 'Beklemede' },
  { id: 1002, name: 'Tamamlandı' },
  { id: 1003, name: 'Bildirim' },
  { id: 1004, name: 'Reddedildi' },
];
