/**
 * What each push says, in Turkish and English: short, and never an amount of money (a push shows
 * on a locked screen, whoever holds the phone). Each opens the site's page of what it tells of.
 */
import type { Lang } from '../../machines/shared/contract.ts';
import type { PushMessage, PushTopic } from '../../machines/shared/push.ts';

/**
 * The site's pages a push opens (src/runtime/paths.ts, which the server may not import): the
 * history's deposits and withdrawals tab, the bonus area, the tournaments, the inbox.
 */
const PAGES = {
  cashHistory: '/history/finance',
  bonuses: '/bonuses',
  tournaments: '/tournaments',
  inbox: '/notifications',
} as const;

interface PushText {
  topic: PushTopic;
  url: string;
  title: Record<Lang, string>;
  body: Record<Lang, string>;
}

export const PUSH_TEXTS = {
  deposit_completed: {
    topic: 'cash',
    url: PAGES.cashHistory,
    title: { tr: 'Para yatırma işleminiz tamamlandı', en: 'Your deposit is complete' },
    body: { tr: 'Yatırımınız hesabınıza eklendi.', en: 'Your deposit is in your account.' },
  },
  deposit_rejected: {
    topic: 'cash',
    url: PAGES.cashHistory,
    title: { tr: 'Para yatırma talebiniz reddedildi', en: 'Your deposit was rejected' },
    body: {
      tr: 'Nedenini hesap geçmişinizde görebilirsiniz.',
      en: 'You can see why in your account history.',
    },
  },
  withdrawal_approved: {
    topic: 'cash',
    url: PAGES.cashHistory,
    title: { tr: 'Çekim talebiniz onaylandı', en: 'Your withdrawal is approved' },
    body: { tr: 'Ödemeniz kısa süre içinde yapılacak.', en: 'It will be paid out shortly.' },
  },
  withdrawal_paid: {
    topic: 'cash',
    url: PAGES.cashHistory,
    title: { tr: 'Çekiminiz ödendi', en: 'Your withdrawal is paid' },
    body: {
      tr: 'Ödemeniz hesabınıza gönderildi.',
      en: 'The payment is on its way to your account.',
    },
  },
  withdrawal_rejected: {
    topic: 'cash',
    url: PAGES.cashHistory,
    title: { tr: 'Çekim talebiniz reddedildi', en: 'Your withdrawal was rejected' },
    body: {
      tr: 'Tutar bakiyenize geri eklendi; nedenini hesap geçmişinizde görebilirsiniz.',
      en: 'The amount is back in your balance; you can see why in your account history.',
    },
  },
  bonus_granted: {
    topic: 'rewards',
    url: PAGES.bonuses,
    title: { tr: 'Bonusunuz hesabınızda', en: 'Your bonus is in your account' },
    body: {
      tr: 'Koşullarını Bonuslar sayfasında görebilirsiniz.',
      en: 'You can see its terms on the Bonuses page.',
    },
  },
  bonus_expired: {
    topic: 'rewards',
    url: PAGES.bonuses,
    title: { tr: 'Bonusunuzun süresi doldu', en: 'Your bonus has expired' },
    body: {
      tr: 'Ayrıntılar Bonuslar sayfasında.',
      en: 'The details are on the Bonuses page.',
    },
  },
  tournament_ended: {
    topic: 'rewards',
    url: PAGES.tournaments,
    title: { tr: 'Katıldığınız turnuva sona erdi', en: 'A tournament you played in has ended' },
    body: {
      tr: 'Sıralamanızı Turnuvalar sayfasında görebilirsiniz.',
      en: 'You can see your place on the Tournaments page.',
    },
  },
  // The operator's own words may hold figures: the push only says a message is waiting.
  mass_message: {
    topic: 'messages',
    url: PAGES.inbox,
    title: { tr: 'Yeni bir mesajınız var', en: 'You have a new message' },
    body: { tr: 'Okumak için dokunun.', en: 'Tap to read it.' },
  },
} as const satisfies Record<string, PushText>;

export type PushKind = keyof typeof PUSH_TEXTS;

export const isPushKind = (kind: string): kind is PushKind => Object.hasOwn(PUSH_TEXTS, kind);

/** The push of kind as a device reading lang receives it. */
export function pushMessage(kind: PushKind, tag: string, lang: Lang): PushMessage {
  const text = PUSH_TEXTS[kind];
  return { title: text.title[lang], body: text.body[lang], url: text.url, tag, lang };
}
