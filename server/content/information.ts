import {
  SOCIAL_NETWORKS,
  SUPPORT_CHANNELS,
  SUPPORT_TOPICS,
  type InformationType,
  type Lang,
  type SocialNetwork,
} from '../../machines/shared/contract.ts';
import { aboutOffer, type About } from './about.ts';
import { BRAND, CURRENT_DOMAIN, NEXT_DOMAIN } from './site.ts';

/** Only some networks are in use; the site shows the non-empty ones (spec §3). */
const SOCIAL: Record<SocialNetwork, string> = {
  ...(Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, ''])) as Record<SocialNetwork, string>),
  telegram: 'https://t.me/ankacasino',
  instagram: 'https://www.instagram.com/ankacasino',
  twitter: 'https://x.com/ankacasino',
  youtube: 'https://www.youtube.com/@ankacasino',
  whatsapp: 'https://wa.me/905320000000',
};

/**
 * The operator's support channels and topic e-mails: none in the seed, so the footer shows no
 * support section. The demo brand has no support desk, WhatsApp or Telegram account, and its
 * domain (.example, RFC 2606) receives no mail: a link to any of them would lead nowhere. An
 * operator sets their own in this record (https addresses and e-mail addresses; empty: hidden).
 */
const SUPPORT = {
  ...Object.fromEntries(SUPPORT_CHANNELS.map((channel) => [channel, ''])),
  emails: Object.fromEntries(SUPPORT_TOPICS.map((topic) => [topic, ''])),
};

/** One question of the FAQ and its answer, in both languages. */
export interface FaqItem {
  tr: [question: string, answer: string];
  en: [question: string, answer: string];
  /** What the answer speaks for (about.ts). */
  about?: About;
}

export const FAQ: FaqItem[] = [
  {
    tr: [
      'Nasıl üye olabilirim?',
      'Sayfanın üstündeki “Üye Ol” düğmesine tıklayın ve formu eksiksiz doldurun: hesabınız hemen açılır, giriş yapıp oynamaya başlayabilirsiniz.',
    ],
    en: [
      'How do I sign up?',
      'Click “Register” at the top of the page and fill in the form: your account opens at once, and you can log in and play.',
    ],
  },
  {
    tr: [
      'Hangi yöntemlerle para yatırabilirim?',
      'Havale/EFT, papara benzeri e-cüzdanlar, QR ile yatırım ve kripto para yöntemleri desteklenir. Minimum yatırım tutarı yönteme göre ₺50’den başlar.',
    ],
    en: [
      'How can I deposit?',
      'Bank transfer, e-wallets, QR deposits and cryptocurrencies are supported. The minimum deposit starts at ₺50, depending on the method.',
    ],
  },
  {
    tr: [
      'Para çekme talebim ne kadar sürede sonuçlanır?',
      'Çekim talepleri 7/24 işlenir; onaylanan talepler genellikle 15–60 dakika içinde hesabınıza ulaşır.',
    ],
    en: [
      'How long does a withdrawal take?',
      'Withdrawals are processed around the clock; approved requests usually reach you within 15–60 minutes.',
    ],
  },
  {
    tr: [
      'Hoş geldin bonusunu nasıl alırım?',
      "İlk yatırımınızı yaparken (en az ₺100) yatırım adımında bonusu seçin: yatırımınızın %50'si, ₺999'a kadar bonus olarak hemen tanımlanır.",
    ],
    en: [
      'How do I get the welcome bonus?',
      'Choose it in the deposit step of your first deposit (at least ₺100): 50% of the deposit, up to ₺999, is credited as a bonus at once.',
    ],
    about: aboutOffer('welcome'),
  },
  {
    tr: [
      '%30 Casino İndirimi nedir?',
      "Geçen haftanın (pazartesi–pazar) net casino kayıplarınızın %30'u, en fazla ₺5.000; Bonuslarım sayfasından talep ettiğinizde çevrimsiz olarak hesabınıza eklenir.",
    ],
    en: [
      'What is the 30% Casino Discount?',
      "30% of last week's (Monday–Sunday) net casino losses, up to ₺5,000, added with no wagering when you claim it on the My bonuses page.",
    ],
    about: aboutOffer('casinoDiscount'),
  },
  {
    tr: [
      'Şifremi unuttum, ne yapmalıyım?',
      'Giriş ekranındaki “Şifreni mi unuttun?” bağlantısını kullanın; sıfırlama bağlantısı e-posta adresinize gönderilir.',
    ],
    en: [
      'I forgot my password. What now?',
      'Use “Forgot your password?” on the login screen; a reset link is sent to your e-mail.',
    ],
  },
  {
    tr: [
      'İki adımlı doğrulamayı nasıl açarım?',
      'Profil > Güvenlik bölümünden Google Authenticator ile QR kodu okutup 6 haneli kodu girerek etkinleştirebilirsiniz.',
    ],
    en: [
      'How do I turn on two-step verification?',
      'Under Profile > Security, scan the QR code with Google Authenticator and enter the 6-digit code.',
    ],
  },
  {
    tr: [
      'Hesabımı nasıl kapatabilirim?',
      'Profil > Sorumlu oyun bölümünden kendinizi süresiz olarak dışlayabilirsiniz; hesabınız kapanır ve yeniden açılamaz.',
    ],
    en: [
      'How can I close my account?',
      'Under Profile > Responsible gaming, exclude yourself permanently: your account is closed and cannot be reopened.',
    ],
  },
];

const faq = (items: FaqItem[], lang: Lang) =>
  items
    .map(({ [lang]: [q, a] }) => `<div class="faq-item"><h3>${q}</h3><p>${a}</p></div>`)
    .join('');

/** Every information page of spec §7, in both languages. */
export const INFORMATION: Record<InformationType, Record<Lang, string>> = {
  SocialMediaLinks: { tr: JSON.stringify(SOCIAL), en: JSON.stringify(SOCIAL) },

  SupportContacts: { tr: JSON.stringify(SUPPORT), en: JSON.stringify(SUPPORT) },

  DomainBilgi: {
    tr: `<p>${BRAND} güncel giriş adresi: <strong>${CURRENT_DOMAIN}</strong></p><p>Erişim sorunu yaşarsanız bir sonraki adresimiz <strong>${NEXT_DOMAIN}</strong> olacaktır. Güncel adresi Telegram kanalımızdan ve SMS bildirimlerinden takip edebilirsiniz.</p>`,
    en: `<p>${BRAND}'s current address: <strong>${CURRENT_DOMAIN}</strong></p><p>If you cannot reach us, our next address will be <strong>${NEXT_DOMAIN}</strong>. Follow our Telegram channel and SMS notices for the current address.</p>`,
  },

  bottomBarInfo: {
    tr: `<p>${BRAND}, Curaçao Gaming Control Board tarafından verilen OGL/2024/1187/0612 numaralı lisans ile faaliyet göstermektedir. Amerika Birleşik Devletleri vatandaşları ve Amerika Birleşik Devletleri kimlik kartı sahipleri canlı casino, slot oyunları ve spor bahislerine katılamaz. Sitemizi yalnızca 18 yaşını doldurmuş kişiler kullanabilir. Lütfen sorumlu oynayın.</p>`,
    en: `<p>${BRAND} operates under licence OGL/2024/1187/0612 issued by the Curaçao Gaming Control Board. Citizens of the United States and holders of a United States identity card may not take part in live casino, slot games or sports betting. Only persons aged 18 or over may use this site. Please play responsibly.</p>`,
  },

  SorumluOyunculuk: {
    tr: `<h2>Sorumlu Oyunculuk</h2><p>Oyun bir eğlence biçimidir, gelir kaynağı değildir. ${BRAND} olarak oyuncularımızın kontrolü elden bırakmadan oynamasını önemsiyoruz.</p><h3>Kendinizi koruyun</h3><ul><li>Yalnızca kaybetmeyi göze alabileceğiniz parayla oynayın.</li><li>Kayıplarınızı telafi etmek için bahis tutarınızı artırmayın.</li><li>Oyuna ayırdığınız süreyi önceden belirleyin ve mola verin.</li></ul><h3>Limitler ve kendini dışlama</h3><p>Profil &gt; Sorumlu oyun bölümünden günlük, haftalık ve aylık yatırım, kayıp ve bahis limitleri koyabilir; 24 saatlik bir moladan süresiz kendini dışlamaya kadar oyuna ara verebilirsiniz. Kendini dışlama süresince hesabınız yeniden açılamaz.</p><h3>Yardım alın</h3><p>Oyun alışkanlıklarınızın kontrolden çıktığını düşünüyorsanız destek ekibimizle veya Gamblers Anonymous gibi bağımsız destek kuruluşlarıyla iletişime geçin.</p><p>18 yaşından küçüklerin oyun oynaması yasaktır; yaş doğrulaması yapılmayan hesaplardan para çekimi yapılamaz.</p>`,
    en: `<h2>Responsible Gaming</h2><p>Gaming is entertainment, not a source of income. At ${BRAND} we care that our players stay in control.</p><h3>Protect yourself</h3><ul><li>Only play with money you can afford to lose.</li><li>Never raise your stakes to win back losses.</li><li>Decide in advance how long you will play, and take breaks.</li></ul><h3>Limits and self-exclusion</h3><p>Under Profile &gt; Responsible gaming you can set daily, weekly and monthly deposit, loss and wager limits, and take a break from 24 hours up to permanent self-exclusion. During self-exclusion the account cannot be reopened.</p><h3>Get help</h3><p>If you feel your gaming is getting out of control, contact our support team or independent organisations such as Gamblers Anonymous.</p><p>Gaming by anyone under 18 is forbidden; accounts without age verification cannot withdraw.</p>`,
  },

  SSSinformation: { tr: faq(FAQ, 'tr'), en: faq(FAQ, 'en') },

  GenelKurallar: {
    tr: `<h2>Genel Kurallar</h2><ol><li>Sitemize yalnızca 18 yaşını doldurmuş kişiler üye olabilir.</li><li>Her kişi yalnızca bir hesap açabilir; aynı kişiye, haneye veya cihaza ait birden fazla hesap kapatılır.</li><li>Hesap bilgilerinin (ad, soyad, T.C. kimlik numarası, doğum tarihi) doğru ve güncel olması üyenin sorumluluğundadır.</li><li>Para çekme işlemleri yalnızca hesap sahibi adına kayıtlı banka hesaplarına yapılır.</li><li>${BRAND}, şüpheli işlemlerde kimlik ve adres belgesi talep etme hakkını saklı tutar.</li><li>Bonus kötüye kullanımı, oyun hatalarından yararlanma veya organize bahis tespit edilirse ilgili kazançlar iptal edilir.</li><li>Bu kurallar önceden bildirilmeksizin güncellenebilir; güncel metin bu sayfada yayımlanır.</li></ol>`,
    en: `<h2>General Rules</h2><ol><li>Only persons aged 18 or over may register.</li><li>Each person may hold one account; multiple accounts of one person, household or device are closed.</li><li>Members are responsible for keeping their details (name, surname, national ID number, date of birth) correct and current.</li><li>Withdrawals are paid only to bank accounts registered in the account holder’s name.</li><li>${BRAND} may request identity and address documents for suspicious transactions.</li><li>Winnings from bonus abuse, exploiting game errors or organised betting are void.</li><li>These rules may change without notice; the current text is published on this page.</li></ol>`,
  },

  GizlilikBilgisi: {
    tr: `<h2>Gizlilik Politikası</h2><p>Kişisel verileriniz yalnızca hesabınızın yönetimi, ödeme işlemleri, yasal yükümlülükler ve güvenlik amacıyla işlenir.</p><h3>Topladığımız veriler</h3><ul><li>Kimlik ve iletişim bilgileri (ad, soyad, e-posta, telefon)</li><li>Ödeme ve işlem kayıtları</li><li>Cihaz, IP adresi ve oturum bilgileri</li></ul><h3>Verilerin korunması</h3><p>Oturum bilgileriniz tarayıcınızda şifrelenerek saklanır; tüm bağlantılar TLS ile korunur. Verileriniz pazarlama amacıyla üçüncü kişilerle paylaşılmaz.</p><h3>Haklarınız</h3><p>Verilerinize erişme, düzeltilmesini veya silinmesini isteme hakkına sahipsiniz. Taleplerinizi destek ekibimize iletebilirsiniz.</p>`,
    en: `<h2>Privacy Policy</h2><p>Your personal data is processed only to run your account, handle payments, meet legal duties and keep the service secure.</p><h3>What we collect</h3><ul><li>Identity and contact details (name, surname, e-mail, phone)</li><li>Payment and transaction records</li><li>Device, IP address and session information</li></ul><h3>How we protect it</h3><p>Your session details are stored encrypted in your browser and every connection is protected by TLS. We never share your data with third parties for marketing.</p><h3>Your rights</h3><p>You may access your data and ask for it to be corrected or erased. Send your requests to our support team.</p>`,
  },

  FinancialsInformation: {
    tr: `<h2>Finansal Bilgiler</h2><table><thead><tr><th>İşlem</th><th>Alt limit</th><th>Üst limit</th><th>Süre</th></tr></thead><tbody><tr><td>Havale/EFT yatırım</td><td>₺100</td><td>₺250.000</td><td>5–15 dk</td></tr><tr><td>QR yatırım</td><td>₺50</td><td>₺10.000</td><td>Anında</td></tr><tr><td>Kripto yatırım</td><td>₺250</td><td>₺500.000</td><td>1–3 onay</td></tr><tr><td>Banka çekimi</td><td>₺200</td><td>₺100.000</td><td>15–60 dk</td></tr></tbody></table><p>Yatırım tutarının en az bir kez çevrilmesi gerekir. Para birimi Türk lirasıdır (TRY); işlem ücreti alınmaz.</p>`,
    en: `<h2>Financial Information</h2><table><thead><tr><th>Transaction</th><th>Minimum</th><th>Maximum</th><th>Time</th></tr></thead><tbody><tr><td>Bank transfer deposit</td><td>₺100</td><td>₺250,000</td><td>5–15 min</td></tr><tr><td>QR deposit</td><td>₺50</td><td>₺10,000</td><td>Instant</td></tr><tr><td>Crypto deposit</td><td>₺250</td><td>₺500,000</td><td>1–3 confirmations</td></tr><tr><td>Bank withdrawal</td><td>₺200</td><td>₺100,000</td><td>15–60 min</td></tr></tbody></table><p>Deposits must be wagered at least once. The currency is the Turkish lira (TRY); no fees are charged.</p>`,
  },

  CasinoKurallari: {
    tr: `<h2>Casino Kuralları</h2><ul><li>Oyun sonuçları, sağlayıcıların bağımsız olarak denetlenen rastgele sayı üreteçleriyle belirlenir.</li><li>Bağlantı kopması durumunda oyun, sağlayıcı sunucusunda kaldığı yerden tamamlanır ve sonuç hesabınıza yansır.</li><li>Arızalı oyunlarda yapılan tüm bahis ve ödemeler geçersizdir.</li><li>Canlı casino masalarında krupiye kararı ve yayın kaydı esastır.</li><li>Bonus bakiyesiyle oynarken tek spin/el için azami bahis ₺50’dir.</li></ul>`,
    en: `<h2>Casino Rules</h2><ul><li>Game results are set by the providers’ independently audited random number generators.</li><li>If your connection drops, the round completes on the provider’s server and the result is credited to your account.</li><li>All bets and payouts on malfunctioning games are void.</li><li>At live casino tables the dealer’s decision and the stream recording prevail.</li><li>While playing with bonus balance, the maximum stake per spin or hand is ₺50.</li></ul>`,
  },

  BahisKurallari: {
    tr: `<h2>Bahis Kuralları</h2><ul><li>Bahisler, kupon onaylandığı andaki oranlarla kabul edilir.</li><li>Ertelenen maçlar 48 saat içinde oynanmazsa ilgili seçim 1.00 oranla hesaplanır.</li><li>Sonuçlar, aksi belirtilmedikçe normal süre (uzatmalar hariç) üzerinden değerlendirilir.</li><li>Kombine kuponlarda azami kazanç ₺500.000’dir.</li><li>Açık hata içeren oranlarla alınan bahisler iptal edilebilir.</li></ul>`,
    en: `<h2>Betting Rules</h2><ul><li>Bets are accepted at the odds shown when the coupon is confirmed.</li><li>If a postponed match is not played within 48 hours, that selection is settled at odds of 1.00.</li><li>Unless stated otherwise, results count over regular time (extra time excluded).</li><li>The maximum payout of an accumulator is ₺500,000.</li><li>Bets placed at obviously wrong odds may be voided.</li></ul>`,
  },

  PromoSart: {
    tr: `<h2>Bonus ve Promosyon Şartları</h2><ol><li>Her promosyon kendi sayfasındaki özel şartlarla birlikte geçerlidir.</li><li>Aksi belirtilmedikçe bonuslar talep edildikten sonra 7 gün içinde çevrilmelidir.</li><li>Çevrimsiz bonuslar (ör. %20 Çevrimsiz Yatırım Bonusu ve %30 Casino İndirimi) doğrudan çekilebilir.</li><li>Aynı anda yalnızca bir aktif bonus kullanılabilir.</li><li>Birden fazla hesapla bonus alınması durumunda tüm bonuslar ve kazançlar iptal edilir.</li><li>${BRAND} promosyonları değiştirme veya sonlandırma hakkını saklı tutar.</li></ol>`,
    en: `<h2>Bonus and Promotion Terms</h2><ol><li>Each promotion also carries the specific terms on its own page.</li><li>Unless stated otherwise, bonuses must be wagered within 7 days of claiming.</li><li>No-wagering bonuses (e.g. the 20% No-Wagering Deposit Bonus and the 30% Casino Discount) can be withdrawn directly.</li><li>Only one bonus can be active at a time.</li><li>Bonuses claimed through multiple accounts are voided together with their winnings.</li><li>${BRAND} may change or end promotions at any time.</li></ol>`,
  },

  SiteInformation: {
    tr: `<h2>Hakkımızda</h2><p>${BRAND}, 2019’dan bu yana Türkiye’deki oyunculara slot, canlı casino, spor bahisleri, tombala ve sanal oyunlar sunan lisanslı bir oyun platformudur.</p><p>50’den fazla sağlayıcıdan binlerce oyun, Türkçe canlı krupiyeler ve hızlı para çekme ile güvenli ve keyifli bir deneyim sunmayı amaçlıyoruz.</p>`,
    en: `<h2>About Us</h2><p>${BRAND} is a licensed gaming platform that has offered slots, live casino, sports betting, bingo and virtual games to players in Türkiye since 2019.</p><p>With thousands of games from more than 50 providers, Turkish-speaking live dealers and fast withdrawals, we aim to offer a safe and enjoyable experience.</p>`,
  },
};
