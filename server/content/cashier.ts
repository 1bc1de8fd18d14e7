/**
 * The cashier a Turkish operator offers: bank transfers to the operator's accounts at the big
 * banks, mobile (cep) transfers, e-wallets, card, QR and crypto, each with its own limits (in
 * lira here; the seed stores kuruş) and the fields its form asks for.
 */
import type { CashField, MethodKind } from '../../machines/shared/finance.ts';
import { buildTrIban } from '../../machines/shared/validation/iban.ts';

/** The operator's company, owner of the receiving accounts. */
const RECEIVER_OWNER = 'Anka Ödeme Hizmetleri A.Ş.';

/** Turkish banks by the 5-digit code in their IBANs; type 1 deposit banks, 2 participation. */
export const BANKS: readonly { id: number; code: string; name: string; typeId: 1 | 2 }[] = [
  { id: 1, code: '00010', name: 'Ziraat Bankası', typeId: 1 },
  { id: 2, code: '00012', name: 'Halkbank', typeId: 1 },
  { id: 3, code: '00015', name: 'VakıfBank', typeId: 1 },
  { id: 4, code: '00032', name: 'Türk Ekonomi Bankası', typeId: 1 },
  { id: 5, code: '00046', name: 'Akbank', typeId: 1 },
  { id: 6, code: '00059', name: 'Şekerbank', typeId: 1 },
  { id: 7, code: '00062', name: 'Garanti BBVA', typeId: 1 },
  { id: 8, code: '00064', name: 'İş Bankası', typeId: 1 },
  { id: 9, code: '00067', name: 'Yapı Kredi', typeId: 1 },
  { id: 10, code: '00099', name: 'ING Bank', typeId: 1 },
  { id: 11, code: '00103', name: 'Fibabanka', typeId: 1 },
  { id: 12, code: '00111', name: 'QNB', typeId: 1 },
  { id: 13, code: '00123', name: 'HSBC', typeId: 1 },
  { id: 14, code: '00124', name: 'Alternatif Bank', typeId: 1 },
  { id: 15, code: '00134', name: 'DenizBank', typeId: 1 },
  { id: 16, code: '00135', name: 'Anadolubank', typeId: 1 },
  { id: 17, code: '00146', name: 'Odeabank', typeId: 1 },
  { id: 18, code: '00203', name: 'Albaraka Türk', typeId: 2 },
  { id: 19, code: '00205', name: 'Kuveyt Türk', typeId: 2 },
  { id: 20, code: '00206', name: 'Türkiye Finans', typeId: 2 },
  { id: 21, code: '00209', name: 'Ziraat Katılım', typeId: 2 },
  { id: 22, code: '00210', name: 'Vakıf Katılım', typeId: 2 },
  { id: 23, code: '00211', name: 'Emlak Katılım', typeId: 2 },
];

export const METHOD_GROUPS = [
  { id: 1, slug: 'havale', tr: 'Havale / EFT', en: 'Bank transfer' },
  { id: 2, slug: 'crypto', tr: 'Kripto Para', en: 'Cryptocurrency' },
] as const;

interface DirectionSeed {
  /** Lira, inclusive. */
  min: number;
  max: number;
  fields: CashField[];
  highlighted?: boolean;
}

export interface MethodSeed {
  id: number;
  kind: MethodKind;
  groupId?: number;
  tr: string;
  en: string;
  bankcode?: string;
  receiver?: { owner: string; bankName: string; iban: string; phone?: string };
  sort: number;
  deposit?: DirectionSeed;
  withdraw?: DirectionSeed;
}

const BANK_DEPOSIT: DirectionSeed = {
  min: 100,
  max: 250_000,
  fields: ['branch', 'account', 'referenceNumber'],
};
const CEP_FIELDS: CashField[] = ['senderPhone', 'receiverPhone', 'senderTckn', 'receiverTckn'];
const WALLET: CashField[] = ['walletNumber'];

/** The banks the operator receives transfers at, each its own method of the 'havale' group. */
const RECEIVING_BANKS = ['00010', '00062', '00064', '00046', '00067', '00111', '00015', '00012'];

const bankName = (code: string) => BANKS.find((bank) => bank.code === code)!.name;

export const METHODS: readonly MethodSeed[] = [
  ...RECEIVING_BANKS.map((code, i): MethodSeed => ({
    id: 1001 + i,
    kind: 'bank_transfer',
    groupId: 1,
    tr: bankName(code),
    en: bankName(code),
    bankcode: code,
    receiver: {
      owner: RECEIVER_OWNER,
      bankName: bankName(code),
      iban: buildTrIban(code, `70042${String(91_350 + i * 7_311).padStart(6, '0')}`),
    },
    sort: 10 + i,
    deposit: BANK_DEPOSIT,
  })),
  {
    id: 1101,
    kind: 'bank_transfer',
    tr: 'Havale / EFT',
    en: 'Bank transfer',
    sort: 10,
    withdraw: { min: 200, max: 100_000, fields: ['bankAccountID'], highlighted: true },
  },
  {
    id: 1201,
    kind: 'cep_transfer',
    tr: 'Cepten Havale',
    en: 'Mobile bank transfer',
    bankcode: 'cep',
    receiver: {
      owner: RECEIVER_OWNER,
      bankName: bankName('00062'),
      iban: buildTrIban('00062', '7004200188420'),
      phone: '+905309990011',
    },
    sort: 20,
    deposit: { min: 100, max: 50_000, fields: CEP_FIELDS },
  },
  {
    id: 1301,
    kind: 'papara',
    tr: 'Papara',
    en: 'Papara',
    bankcode: 'papara',
    sort: 30,
    deposit: { min: 50, max: 50_000, fields: WALLET, highlighted: true },
    withdraw: { min: 100, max: 50_000, fields: WALLET },
  },
  {
    id: 1302,
    kind: 'payfix',
    tr: 'Payfix',
    en: 'Payfix',
    bankcode: 'payfix',
    sort: 31,
    deposit: { min: 50, max: 30_000, fields: WALLET },
    withdraw: { min: 100, max: 30_000, fields: WALLET },
  },
  {
    id: 1303,
    kind: 'mefete',
    tr: 'Mefete',
    en: 'Mefete',
    bankcode: 'mefete',
    sort: 32,
    deposit: { min: 50, max: 30_000, fields: WALLET },
    withdraw: { min: 100, max: 25_000, fields: WALLET },
  },
  {
    id: 1401,
    kind: 'card',
    tr: 'Kredi Kartı',
    en: 'Credit card',
    bankcode: 'card',
    sort: 40,
    deposit: { min: 100, max: 20_000, fields: [] },
  },
  {
    id: 1501,
    kind: 'qr',
    tr: 'QR ile Öde',
    en: 'Pay by QR',
    bankcode: 'qr',
    sort: 50,
    deposit: { min: 50, max: 10_000, fields: [], highlighted: true },
  },
  ...(
    [
      ['usdt', 'Tether (USDT TRC20)', 250, 500],
      ['btc', 'Bitcoin (BTC)', 500, 1_000],
      ['eth', 'Ethereum (ETH)', 500, 1_000],
    ] as const
  ).map(([code, name, depositMin, withdrawMin], i): MethodSeed => ({
    id: 1601 + i,
    kind: 'crypto',
    groupId: 2,
    tr: name,
    en: name,
    bankcode: code,
    sort: 60 + i,
    deposit: { min: depositMin, max: 500_000, fields: [] },
    withdraw: { min: withdrawMin, max: 250_000, fields: ['cryptoAddress'] },
  })),
];
