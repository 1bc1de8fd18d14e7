/**
 * Why a deposit or withdrawal was refused. The platform's own reasons (a payment provider's
 * decline) exist in both languages, and a stored one is read in the language of the request,
 * whichever it was stored in; an operator's reason is their own words and stays as written.
 */
import type { Lang } from '../../machines/shared/contract.ts';

type Named = Record<Lang, string>;

/** The payment provider's decline (server/payments/callback.ts). */
export const PROVIDER_DECLINED: Named = {
  tr: 'Ödeme sağlayıcısı ödemeyi reddetti',
  en: 'The payment provider declined the payment',
};

/** The card provider's decline, as the demo history records it. */
export const CARD_DECLINED: Named = {
  tr: 'Kart sağlayıcısı ödemeyi reddetti',
  en: 'The card provider declined the payment',
};

const KNOWN: readonly Named[] = [PROVIDER_DECLINED, CARD_DECLINED];

/** A stored reason in `lang` when it is one of the platform's, else as it was written. */
export function reasonIn(text: string, lang: Lang): string {
  const known = KNOWN.find((reason) => reason.tr === text || reason.en === text);
  return known ? known[lang] : text;
}
