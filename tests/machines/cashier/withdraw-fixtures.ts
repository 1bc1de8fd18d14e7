/** Cashier fixtures of the withdraw wizard and the bank accounts (machines, views, model paths). */
import type { PlayerBonus } from '../../../machines/shared/bonus.ts';
import type {
  Bank,
  BankAccount,
  CashierSummary,
  CashTransaction,
  PaymentMethod,
} from '../../../machines/shared/finance.ts';
import { TRANSACTION_CATEGORY, TRANSACTION_STATUS } from '../../../machines/shared/finance.ts';
import { buildTrIban } from '../../../machines/shared/validation/iban.ts';

/** Today for every finance test: validity dates before it are expired. */
export const TODAY = new Date('2026-11-22T10:00:00Z');

export const banks: Bank[] = [
  { bankID: 1, name: 'Ziraat Bankası', code: '00010', typeID: 1 },
  { bankID: 2, name: 'Türkiye İş Bankası', code: '00064', typeID: 1 },
  { bankID: 3, name: 'Garanti BBVA', code: '00062', typeID: 1 },
];

export const ziraatIban = buildTrIban('00010', '0000123456789012');
export const isBankIban = buildTrIban('00064', '0000987654321098');
export const garantiIban = buildTrIban('00062', '0000555566667777');
/** Well formed, valid check digits, but bank code 00999 is no bank the platform knows. */
export const unknownBankIban = buildTrIban('00999', '0000111122223333');

export const ziraat: BankAccount = {
  bankAccountID: 11,
  owner: 'Ayşe Yılmaz',
  bankID: 1,
  bankName: 'Ziraat Bankası',
  branch: 'Kadıköy',
  accountNumber: '12345678',
  iban: ziraatIban,
  createdAt: '2026-10-01T09:00:00.000Z',
  changedAt: '2026-10-01T09:00:00.000Z',
};

export const isBank: BankAccount = {
  bankAccountID: 12,
  owner: 'Ayşe Yılmaz',
  bankID: 2,
  bankName: 'Türkiye İş Bankası',
  branch: 'Beşiktaş',
  accountNumber: '98765432',
  iban: isBankIban,
  createdAt: '2026-10-05T09:00:00.000Z',
  changedAt: '2026-10-05T09:00:00.000Z',
};

/** What save_bank_account answers for a new Garanti account. */
export const garanti: BankAccount = {
  bankAccountID: 13,
  owner: 'Ayşe Yılmaz',
  bankID: 3,
  bankName: 'Garanti BBVA',
  branch: 'Moda',
  accountNumber: '55556666',
  iban: garantiIban,
  createdAt: '2026-11-22T10:00:00.000Z',
  changedAt: '2026-11-22T10:00:00.000Z',
};

const method = (props: Partial<PaymentMethod> & Pick<PaymentMethod, 'id' | 'name' | 'kind'>) =>
  ({
    logo: `/media/methods/${props.kind}.svg`,
    min: 10_000,
    max: 5_000_000,
    fields: [],
    instant: false,
    highlighted: false,
    isFavorite: 0,
    group: null,
    ...props,
  }) satisfies PaymentMethod;

/** A bank transfer to a saved account: 100 – 50.000 TL. */
export const bankTransfer = method({
  id: 21,
  name: 'Havale/EFT',
  kind: 'bank_transfer',
  fields: ['bankAccountID'],
  highlighted: true,
});
/** A wallet method: 50 – 20.000 TL. */
export const papara = method({
  id: 22,
  name: 'Papara',
  kind: 'papara',
  fields: ['walletNumber'],
  min: 5_000,
  max: 2_000_000,
  instant: true,
});
export const crypto = method({
  id: 23,
  name: 'Kripto (USDT)',
  kind: 'crypto',
  fields: ['cryptoAddress'],
  min: 20_000,
  max: 10_000_000,
  isFavorite: 1,
});
/** A method that asks for nothing but the amount (paid to the account on file). */
export const payfix = method({ id: 24, name: 'Payfix', kind: 'payfix', fields: [] });

export const methods: PaymentMethod[] = [papara, bankTransfer, crypto, payfix];

/** 2.500 TL in the balance, 2.000 TL of it withdrawable. */
export const summary: CashierSummary = {
  balance: 250_000,
  withdrawable: 200_000,
  canCancelWithdrawal: true,
  authenticatorRequired: false,
  bonus: null,
};
/** The authenticator is on: withdrawals ask its code, a step-up asks it too. */
export const summaryWithCode: CashierSummary = {
  ...summary,
  authenticatorRequired: true,
};

export const validityDate = '2031-05-20';
export const walletNumber = '1234567890';
export const cryptoAddress = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

export function withdrawal(overrides: Partial<CashTransaction> = {}): CashTransaction {
  return {
    id: 501,
    transaction_category_id: TRANSACTION_CATEGORY.withdrawal,
    transaction_status: TRANSACTION_STATUS.pending,
    amount: 75_000,
    methodID: bankTransfer.id,
    methodName: bankTransfer.name,
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    reason: '',
    accountLabel: 'Ziraat Bankası · TR** **** 9012',
    ...overrides,
  };
}

/** result false with the server's message (and the field it names, if any). */
export const refused = (message: string, data: unknown = null) =>
  Object.assign(new Error(message), { kind: 'refused' as const, data });
/** No answer at all. */
export const offline = () =>
  Object.assign(new Error('Network Error'), { kind: 'network' as const, data: null });

export const ibanTaken = () => refused('Bu IBAN zaten kayıtlı', { field: 'iban' });
export const ownerNotPlayer = () =>
  refused('Hesap size ait olmalı: üyelikteki adınızı ve soyadınızı yazın', { field: 'owner' });
export const wrongCode = () => refused('Girdiğiniz kod hatalı', { field: 'ga_code' });
export const wrongPassword = () => refused('Mevcut şifreniz hatalı', { field: 'password' });
export const accountBusy = () =>
  refused('Bekleyen çekim talebi olan hesap değiştirilemez veya silinemez');
export const insufficientFunds = () =>
  refused('Girdiğiniz tutar çekilebilir bakiyenizden fazla', { field: 'amount' });
export const notCancellable = () => refused('Yalnızca bekleyen çekim talepleri iptal edilebilir');

/** An active bonus: ₺200 granted, ₺150 left, ₺1.500 of ₺4.000 wagered. */
export const activeBonus: PlayerBonus = {
  bonusID: 31,
  offerID: 1,
  title: 'Hoş geldin bonusu',
  status: 'active',
  amount: 200_00,
  balance: 150_00,
  wageringRequired: 4_000_00,
  wagered: 1_500_00,
  grantedAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-12-20T10:00:00.000Z',
  endedAt: null,
  wageringMultiplier: 20,
  expiryDays: 30,
  maxBet: 50_00,
  weights: { slot: 100, live: 10, virtual: 50 },
  excludedGames: [],
};

/** Withdrawing forfeits the active bonus (the default rule); the cash alone is withdrawable. */
export const summaryForfeit: CashierSummary = {
  ...summary,
  bonus: { rule: 'forfeit', bonus: activeBonus },
};
/** No withdrawal until the bonus is wagered. */
export const summaryBlock: CashierSummary = {
  ...summary,
  bonus: { rule: 'block', bonus: activeBonus },
};
