import type { Lang } from '../../machines/shared/contract.ts';

/**
 * The stable error codes of the seamless wallet, with what they mean in each language. A
 * provider acts on the code; the message is for its logs and its game's screen.
 */
export const SEAMLESS_ERRORS = {
  INVALID_SIGNATURE: {
    tr: 'İmza eksik ya da geçersiz',
    en: 'The signature is missing or wrong',
  },
  BAD_REQUEST: { tr: 'Geçersiz istek', en: 'Invalid request' },
  UNKNOWN_ACTION: { tr: 'Bilinmeyen işlem', en: 'Unknown action' },
  INVALID_TOKEN: {
    tr: 'Oyun oturumu geçersiz ya da sona erdi',
    en: 'The game session is invalid or has ended',
  },
  INSUFFICIENT_FUNDS: {
    tr: 'Bakiyeniz bu bahis için yetersiz.',
    en: 'Your balance is too low for this bet.',
  },
  BONUS_MAX_BET: {
    tr: 'Aktif bonusunuzun izin verdiği en yüksek bahsi aştınız.',
    en: 'This bet is above the largest bet your active bonus allows.',
  },
  UNKNOWN_ROUND: { tr: 'Bilinmeyen oyun turu', en: 'Unknown game round' },
  ROUND_CLOSED: { tr: 'Bu oyun turu kapandı', en: 'This game round is closed' },
  ROUND_SETTLED: {
    tr: 'Kazancı ödenmiş bir tur geri alınamaz',
    en: 'A round with a win paid cannot be rolled back',
  },
  NOT_A_DEBIT: {
    tr: 'Yalnızca bir bahis geri alınabilir',
    en: 'Only a bet can be rolled back',
  },
  DUPLICATE_TRANSACTION: {
    tr: 'Bu işlem numarası başka bir istekle kullanıldı',
    en: 'This transaction id was used with another request',
  },
  TRANSACTION_ROLLED_BACK: {
    tr: 'Bu bahis daha önce geri alındı',
    en: 'This bet was already rolled back',
  },
  PLAY_CLOSED: {
    tr: 'Mola, panik durdurması veya uzaklaştırma süresince oyun oynanamaz',
    en: 'No play during a time-out, a panic stop or a self-exclusion',
  },
  REALITY_CHECK_DUE: {
    tr: 'Oyuna devam etmek için sitedeki oturum hatırlatmasını onaylayın',
    en: 'Confirm the session reminder on the site to play on',
  },
  SPIN_TOO_SOON: {
    tr: 'Bir sonraki bahis için birkaç saniye bekleyin',
    en: 'Wait a few seconds before the next bet',
  },
  PLAY_TIME_REACHED: {
    tr: 'Bugünkü oyun süreniz doldu',
    en: 'Your play time for today is used up',
  },
  LOSS_LIMIT_REACHED: {
    tr: 'Bu bahis kayıp limitinizi aşar',
    en: 'This bet would go beyond your loss limit',
  },
  WAGER_LIMIT_REACHED: {
    tr: 'Bu bahis bahis limitinizi aşar',
    en: 'This bet would go beyond your wager limit',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type SeamlessCode = keyof typeof SEAMLESS_ERRORS;
