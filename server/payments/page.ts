/**
 * The simulated provider's payment page: server-rendered, no script, in Turkish or English,
 * marked as a demo on every page (title, banner and note), so nobody takes it for a real payment.
 */
import type { Lang } from '../../machines/shared/contract.ts';
import { TRANSACTION_STATUS } from '../../machines/shared/finance.ts';
import { formatDateTime, formatMoney } from '../../machines/shared/format.ts';
import { BRAND } from '../content/site.ts';
import { escapeHtml } from '../games/page-html.ts';
import type { PaymentView } from './sessions.ts';

const TEXTS = {
  tr: {
    provider: 'AnkaPay · Demo ödeme',
    demo: 'Demo ödeme — gerçek para alınmaz',
    confirm: 'Ödemeyi onaylayın',
    merchant: 'Üye işyeri',
    amount: 'Tutar',
    method: 'Yöntem',
    reference: 'İşlem no',
    validUntil: 'Son geçerlilik',
    pay: 'Öde',
    decline: 'Reddet',
    simulated:
      'Bu bir ödeme kuruluşu simülasyonudur: “Öde” ödemeyi onaylar ve tutar hesabınıza eklenir; kartınızdan veya cüzdanınızdan para çekilmez.',
    paid: 'Ödeme alındı',
    declined: 'Ödeme reddedildi',
    expired: 'Bu ödeme bağlantısının süresi doldu',
    notFound: 'Ödeme bulunamadı',
    notFoundText: 'Bağlantı hatalı veya artık geçerli değil.',
    failed: 'Ödeme işlenemedi',
    back: 'Siteye dön',
    other: 'English',
  },
  en: {
    provider: 'AnkaPay · Demo payment',
    demo: 'Demo payment — no real money is taken',
    confirm: 'Confirm your payment',
    merchant: 'Merchant',
    amount: 'Amount',
    method: 'Method',
    reference: 'Transaction no',
    validUntil: 'Valid until',
    pay: 'Pay',
    decline: 'Decline',
    simulated:
      'This is a payment provider simulation: “Pay” confirms the payment and the amount is credited to your account; no money leaves your card or wallet.',
    paid: 'Payment received',
    declined: 'Payment declined',
    expired: 'This payment link has expired',
    notFound: 'Payment not found',
    notFoundText: 'The link is wrong or no longer valid.',
    failed: 'The payment could not be processed',
    back: 'Back to the site',
    other: 'Türkçe',
  },
} as const satisfies Record<Lang, Record<string, string>>;

const STYLE = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,'Segoe UI',Arial,sans-serif;
background:#eef1f5;color:#14181f}main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;
border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.12)}.brand{margin:0 0 1rem;font-weight:700;
color:#24406e}.demo{margin:0 0 1rem;padding:.5rem .75rem;border-radius:8px;background:#fff4d6;
color:#5c3d00;font-weight:700;border:2px solid #b37a00}h1{font-size:1.4rem;margin:0 0 1rem}dl{display:grid;grid-template-columns:auto 1fr;
gap:.4rem 1rem;margin:0 0 1.5rem}dt{color:#4a5261}dd{margin:0;font-weight:600}.actions{display:flex;
gap:.75rem}button,.back{flex:1;font:inherit;font-weight:700;padding:.8rem 1rem;border-radius:8px;
cursor:pointer;text-align:center;text-decoration:none}.pay{background:#0a6b2d;color:#fff;
border:2px solid #0a6b2d}.decline{background:#fff;color:#8a1c1c;border:2px solid #8a1c1c}
.back{display:inline-block;background:#24406e;color:#fff}button:focus-visible,a:focus-visible{
outline:3px solid #f2a900;outline-offset:2px}.note{font-size:.875rem;color:#4a5261}
.lang{display:block;margin-top:1rem;color:#24406e}`;

export interface RenderedPaymentPage {
  status: number;
  html: string;
  csp: string;
}

/** A page with the form (pending) or with the outcome and a way back to the site. */
export function renderPaymentPage(
  payment: PaymentView | undefined,
  lang: Lang,
  options: { siteOrigins: readonly string[]; problem?: string },
): RenderedPaymentPage {
  const t = TEXTS[lang];
  const other: Lang = lang === 'tr' ? 'en' : 'tr';
  const back = (url: string) => `<a class="back" href="${escapeHtml(url)}">${t.back}</a>`;
  let status = 200;
  let title: string;
  let body: string;
  if (!payment) {
    status = 404;
    title = t.notFound;
    body = `<p>${t.notFoundText}</p>`;
  } else {
    const details = `<dl>
<dt>${t.merchant}</dt><dd>${escapeHtml(BRAND)}</dd>
<dt>${t.amount}</dt><dd>${formatMoney(payment.amount, lang)}</dd>
<dt>${t.method}</dt><dd>${escapeHtml(payment.methodName[lang])}</dd>
<dt>${t.reference}</dt><dd>${payment.transactionId}</dd>
${payment.status === TRANSACTION_STATUS.pending ? `<dt>${t.validUntil}</dt><dd>${formatDateTime(payment.expiresAt, lang)}</dd>` : ''}
</dl>`;
    if (options.problem) {
      status = 409;
      title = t.failed;
      body = `${details}<p role="alert">${escapeHtml(options.problem)}</p>${back(payment.returnUrl)}`;
    } else if (payment.status === TRANSACTION_STATUS.pending) {
      title = t.confirm;
      body = `${details}<form method="post"><input type="hidden" name="lang" value="${lang}">
<div class="actions"><button type="submit" name="decision" value="pay" class="pay">${t.pay}</button>
<button type="submit" name="decision" value="decline" class="decline">${t.decline}</button></div>
</form><p class="note">${t.simulated}</p>`;
    } else {
      const expired = payment.status === TRANSACTION_STATUS.expired;
      if (expired) status = 410;
      title = expired
        ? t.expired
        : payment.status === TRANSACTION_STATUS.completed
          ? t.paid
          : t.declined;
      body = `${details}${back(payment.returnUrl)}`;
    }
  }
  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${title} · ${t.provider}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">${t.provider}</p>
<p class="demo" role="note">${t.demo}</p>
<h1>${title}</h1>
${body}
<a class="lang" href="?lang=${other}" lang="${other}">${t.other}</a>
</main>
</body>
</html>`;
  return {
    status,
    html,
    // A payment page is never framed (no clickjacking), and its form may lead back to the site.
    csp: `default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; frame-ancestors 'none'; form-action 'self' ${options.siteOrigins.join(' ')}`,
  };
}
