/** The words of the history CSVs, in both languages. */
import type { Lang } from '../../machines/shared/contract.ts';
import type { CouponStatus } from '../../machines/shared/games.ts';
import type { GameKind, HistoryKind, RoundStatus } from '../../machines/shared/history.ts';

type Named = Record<Lang, string>;

/** File names start with these (ASCII, so every system saves them alike). */
export const FILE_NAMES: Record<HistoryKind, Named> = {
  finance: { tr: 'finans-gecmisi', en: 'finance-history' },
  bonus: { tr: 'bonus-gecmisi', en: 'bonus-history' },
  games: { tr: 'oyun-gecmisi', en: 'game-history' },
  bets: { tr: 'bahis-gecmisi', en: 'bet-history' },
};

export const ALL_TIME: Named = { tr: 'tum-zamanlar', en: 'all-time' };

export const HEADERS: Record<HistoryKind, Record<Lang, string[]>> = {
  finance: {
    tr: ['İşlem No', 'Tarih', 'İşlem', 'Yöntem', 'Tutar (TRY)', 'Durum', 'Hesap', 'Açıklama'],
    en: ['Transaction', 'Date', 'Type', 'Method', 'Amount (TRY)', 'Status', 'Account', 'Note'],
  },
  bonus: {
    tr: ['İşlem No', 'Tarih', 'Bonus', 'İşlem', 'Tutar (TRY)'],
    en: ['Transaction', 'Date', 'Bonus', 'Event', 'Amount (TRY)'],
  },
  games: {
    tr: [
      'Tur No',
      'Tarih',
      'Oyun',
      'Sağlayıcı',
      'Tür',
      'Bahis (TRY)',
      'Kazanç (TRY)',
      'Net (TRY)',
      'Durum',
    ],
    en: [
      'Round',
      'Date',
      'Game',
      'Provider',
      'Type',
      'Bet (TRY)',
      'Win (TRY)',
      'Net (TRY)',
      'Status',
    ],
  },
  bets: {
    tr: [
      'Kupon No',
      'Tarih',
      'Durum',
      'Bahis (TRY)',
      'Toplam Oran',
      'Olası Kazanç (TRY)',
      'Ödenen (TRY)',
      'Seçimler',
    ],
    en: [
      'Coupon',
      'Date',
      'Status',
      'Stake (TRY)',
      'Total Odds',
      'Potential Win (TRY)',
      'Paid Out (TRY)',
      'Selections',
    ],
  },
};

export const GAME_KIND_NAMES: Record<GameKind, Named> = {
  slot: { tr: 'Slot', en: 'Slot' },
  live: { tr: 'Canlı Casino', en: 'Live Casino' },
  virtual: { tr: 'Sanal Oyun', en: 'Virtual Game' },
};

export const ROUND_STATUS_NAMES: Record<RoundStatus, Named> = {
  open: { tr: 'Açık', en: 'Open' },
  settled: { tr: 'Sonuçlandı', en: 'Settled' },
  cancelled: { tr: 'İptal edildi', en: 'Cancelled' },
};

export const COUPON_STATUS_NAMES: Record<CouponStatus, Named> = {
  open: { tr: 'Açık', en: 'Open' },
  won: { tr: 'Kazandı', en: 'Won' },
  lost: { tr: 'Kaybetti', en: 'Lost' },
  cancelled: { tr: 'İptal edildi', en: 'Cancelled' },
  cashout: { tr: 'Erken ödeme', en: 'Cashed out' },
};
