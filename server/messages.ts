import { DEFAULT_LANG, LANGUAGES, type Lang } from '../machines/shared/contract.ts';

/** Every message the server sends, in both languages (spec §8 wording where it has one). */
const MESSAGES = {
  success: { tr: 'İşlem Başarılı', en: 'Operation Successful' },
  maintenance: { tr: 'Site Bakima Alindi', en: 'Site is under maintenance' },
  maintenanceNotice: {
    tr: 'Sitemiz planlı bakım çalışması nedeniyle kısa bir süre hizmet veremeyecektir. Anlayışınız için teşekkür ederiz.',
    en: 'Our site is briefly unavailable for scheduled maintenance. Thank you for your patience.',
  },
  serverError: {
    tr: 'Bazı sorunlar yaşıyoruz, lütfen daha sonra tekrar deneyin',
    en: 'We are having some problems, please try again later',
  },
  malformedJson: {
    tr: 'İstek gövdesi geçerli bir JSON nesnesi değil',
    en: 'The request body is not a valid JSON object',
  },
  bodyTooLarge: { tr: 'İstek gövdesi çok büyük', en: 'The request body is too large' },
  badRequest: { tr: 'Geçersiz istek', en: 'Invalid request' },
  badApi: {
    tr: "'api.class' ve 'api.method' metin olarak gönderilmelidir",
    en: "'api.class' and 'api.method' must be sent as strings",
  },
  badData: { tr: "'data' bir nesne olmalıdır", en: "'data' must be an object" },
  badUser: {
    tr: "'user' oturum bilgisi geçersiz: {field} alanı metin olmalıdır",
    en: "Invalid 'user' session context: field {field} must be a string",
  },
  unknownClass: { tr: 'Bilinmeyen servis: {name}', en: 'Unknown class: {name}' },
  unknownMethod: { tr: 'Bilinmeyen metot: {name}', en: 'Unknown method: {name}' },
  sessionExpired: { tr: 'Oturum süresi doldu', en: 'Session expired' },
  notFound: { tr: 'Kayıt Bulunamadı', en: 'Record not found' },
  fieldRequired: { tr: "Zorunlu alan eksik: '{field}'", en: "Required field missing: '{field}'" },
  fieldType: {
    tr: "'{field}' alanının türü hatalı: {type} olmalıdır",
    en: "Field '{field}' has the wrong type: it must be a {type}",
  },
  fieldOneOf: {
    tr: "'{field}' alanı için geçersiz değer; izin verilenler: {values}",
    en: "Invalid value for field '{field}'; allowed: {values}",
  },
  fieldRange: {
    tr: "'{field}' alanı için geçersiz değer: {rule}",
    en: "Invalid value for field '{field}': {rule}",
  },
  ruleMin: { tr: 'en az {min} olmalıdır', en: 'must be at least {min}' },
  ruleMax: { tr: 'en fazla {max} olmalıdır', en: 'must be at most {max}' },
  ruleInteger: { tr: 'tam sayı olmalıdır', en: 'must be an integer' },
  ruleDate: { tr: 'geçerli bir ISO tarih olmalıdır', en: 'must be a valid ISO date' },
  ruleInvalid: { tr: 'geçersiz', en: 'invalid' },
  typeString: { tr: 'metin', en: 'string' },
  typeNumber: { tr: 'sayı', en: 'number' },
  typeBoolean: { tr: 'mantıksal değer', en: 'boolean' },
  typeObject: { tr: 'nesne', en: 'object' },
  typeArray: { tr: 'dizi', en: 'array' },
  notAllowed: { tr: 'Bu işlem için yetkiniz yok', en: 'You are not authorized to do this' },
  routeNotFound: { tr: 'Adres bulunamadı', en: 'Route not found' },
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof MESSAGES;

/** Translates key into lang, filling {name} placeholders from params. */
export function t(
  key: MessageKey,
  lang: Lang,
  params: Record<string, string | number> = {},
): string {
  return MESSAGES[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Spec §5: a language is used only when it is exactly two letters and one we serve. */
export function pickLang(value: unknown): Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
    ? (value as Lang)
    : DEFAULT_LANG;
}
