/**
 * Validation messages are message ids: the site translates them (src/i18n), the server answers
 * them in the request's language (server/messages.ts). Spec §5 gives the English texts.
 */
export const V = {
  required: 'validation.required',
  email: 'validation.email',
  phone: 'validation.phone',
  tckn: 'validation.tckn',
  adult: 'validation.adult',
  birthDate: 'validation.birthDate',
  passwordMin: 'validation.passwordMin',
  passwordUppercase: 'validation.passwordUppercase',
  passwordNumber: 'validation.passwordNumber',
  passwordsMatch: 'validation.passwordsMatch',
  rules: 'validation.rules',
  code: 'validation.code',
  username: 'validation.username',
  personName: 'validation.personName',
  country: 'validation.country',
  currency: 'validation.currency',
  tooLong: 'validation.tooLong',
  amount: 'validation.amount',
  amountRange: 'validation.amountRange',
  account: 'validation.account',
  method: 'validation.method',
  withdrawMethod: 'validation.withdrawMethod',
  validityDate: 'validation.validityDate',
  validityExpired: 'validation.validityExpired',
  iban: 'validation.iban',
  accountNumber: 'validation.accountNumber',
  referenceNumber: 'validation.referenceNumber',
  walletNumber: 'validation.walletNumber',
  cryptoAddress: 'validation.cryptoAddress',
  limitAmount: 'validation.limitAmount',
  playTime: 'validation.playTime',
  exclusionConfirm: 'validation.exclusionConfirm',
} as const;
export type ValidationMessage = (typeof V)[keyof typeof V];
