import { CONTRACT } from '../../machines/shared/contract/index.ts';
import {
  CASH_TYPE,
  TRANSACTION_CATEGORY,
  TRANSACTION_STATUS,
  type CashDirection,
  type CashierSummary,
  type FavoriteMethodCheck,
} from '../../machines/shared/finance.ts';
import { V } from '../../machines/shared/validation/messages.ts';
import { reauthenticated } from '../accounts/reauthentication.ts';
import { steppedUp } from '../accounts/step-up.ts';
import { withdrawalTerms } from '../bonus/cashier.ts';
import { expireOverdueBonuses } from '../bonus/lifecycle.ts';
import { method, ok, refuse, type ClassOf, type SignedInContext } from '../envelope.ts';
import { tValidation } from '../messages.ts';
import { CATEGORY_OF, subCategoryId } from '../history/filters.ts';
import { bonusEventPage, bonusSubCategories } from '../history/bonus-events.ts';
import { invertedRangeRefusal } from '../history/date-schemas.ts';
import { historyMethods } from './finance-history.ts';
import { roundMethods } from './finance-rounds.ts';
import { ticketMethods } from './finance-tickets.ts';
import {
  deleteAccount,
  findAccount,
  listAccounts,
  listBanks,
  saveAccount,
} from '../cashier/bank-accounts.ts';
import { notificationPage } from '../inbox/notifications.ts';
import { historyPage, toCashTransaction } from '../cashier/history.ts';
import { listMethods, methodExists, offered, toEntries } from '../cashier/methods.ts';
import { cancelWithdrawal, placeDeposit, type CashierContext } from '../cashier/requests.ts';
import { readSettings } from '../cashier/settings.ts';
import { CATEGORY_NAMES, KIND_NAMES, STATUS_NAMES } from '../cashier/texts.ts';
import { expireOverdue } from '../cashier/transactions.ts';

const { finance: FINANCE } = CONTRACT;

const directionOf = (type: number): CashDirection =>
  type === CASH_TYPE.withdraw ? 'withdraw' : 'deposit';

/** What the cashier's request functions need from a call. */
export const cashierContext = (ctx: SignedInContext<unknown>): CashierContext => ({
  tx: ctx.db,
  player: ctx.player,
  sessionId: ctx.session.id,
  outbox: ctx.services.outbox,
  lang: ctx.lang,
  origin: ctx.origin,
  siteUrl: ctx.services.siteUrl,
  gamesOrigin: ctx.services.gamesOrigin,
  paymentPages: ctx.services.paymentPages,
  keys: ctx.services.dataKeys,
  now: ctx.services.now,
  profile: ctx.services.profile,
});

/** The player's methods of one direction as list entries, filtered by `keep`. */
async function entries(
  ctx: SignedInContext<unknown>,
  type: number,
  keep: (m: { id: number; highlighted: boolean; favorite: boolean }) => boolean,
) {
  const rows = await listMethods(ctx.db, {
    direction: directionOf(type),
    lang: ctx.lang,
    playerId: ctx.player.id,
  });
  return ok(toEntries(rows.filter((row) => offered(row, ctx.services.paymentPages) && keep(row))));
}

/** Class finance: the cashier (spec §7). Every method acts on the signed-in player only. */
export const finance = {
  ...historyMethods,
  ...roundMethods,
  ...ticketMethods,
  /** The player's wallets, TRY first: [{ currency, balance, bonus }] in kuruş (cash, bonus). */
  check_balance: method(FINANCE.check_balance, {
    auth: true,
    handler: async ({ db, player }) =>
      ok(
        await db.query<{ currency: string; balance: number; bonus: number }>(
          `SELECT currency, balance_kurus AS balance, bonus_kurus AS bonus
           FROM wallets WHERE player_id = $1
           ORDER BY currency <> 'TRY', currency`,
          [player.id],
        ),
      ),
  }),

  cashier_summary: method(FINANCE.cashier_summary, {
    auth: true,
    handler: async ({ db, lang, player }) => {
      const bonus = await withdrawalTerms(db, player.id, lang);
      const [wallet] = await db.query<{ balance: number }>(
        `SELECT balance_kurus AS balance FROM wallets WHERE player_id = $1 AND currency = 'TRY'`,
        [player.id],
      );
      const balance = wallet?.balance ?? 0;
      const summary: CashierSummary = {
        balance,
        // The cash: bonus money is kept apart and never withdrawn.
        withdrawable: balance,
        canCancelWithdrawal: (await readSettings(db)).withdrawalCancel,
        authenticatorRequired: player.authenticatorOn,
        bonus,
      };
      return ok(summary);
    },
  }),

  list_cash_methods_new: method(FINANCE.list_cash_methods_new, {
    auth: true,
    handler: (ctx) =>
      entries(
        ctx,
        ctx.data.Type,
        (m) => ctx.data.methodID === undefined || m.id === ctx.data.methodID,
      ),
  }),

  list_cash_methods: method(FINANCE.list_cash_methods, {
    auth: true,
    handler: (ctx) =>
      entries(
        ctx,
        ctx.data.Type,
        (m) =>
          (ctx.data.methodID === undefined || m.id === ctx.data.methodID) &&
          (ctx.data.favorites !== 1 || m.favorite),
      ),
  }),

  list_highlighted_cash_methods: method(FINANCE.list_highlighted_cash_methods, {
    auth: true,
    handler: (ctx) => entries(ctx, ctx.data.Type, (m) => m.highlighted),
  }),

  add_favorite_cash_method: method(FINANCE.add_favorite_cash_method, {
    auth: true,
    handler: async ({ data, db, lang, player }) => {
      if (!(await methodExists(db, data.methodID))) {
        return refuse({ text: tValidation(V.method, lang) }, { field: 'methodID' }, 400);
      }
      await db.query(
        `INSERT INTO payment_favorites (player_id, method_id) VALUES ($1, $2)
         ON CONFLICT DO NOTHING`,
        [player.id, data.methodID],
      );
      return { ...ok(null), message: 'favoriteAdded' };
    },
  }),

  remove_favorite_cash_method: method(FINANCE.remove_favorite_cash_method, {
    auth: true,
    handler: async ({ data, db, player }) => {
      await db.query('DELETE FROM payment_favorites WHERE player_id = $1 AND method_id = $2', [
        player.id,
        data.methodID,
      ]);
      return { ...ok(null), message: 'favoriteRemoved' };
    },
  }),

  check_favorite_cash_method: method(FINANCE.check_favorite_cash_method, {
    auth: true,
    handler: async ({ data, db, player }) => {
      const rows = await db.query(
        'SELECT 1 FROM payment_favorites WHERE player_id = $1 AND method_id = $2',
        [player.id, data.methodID],
      );
      const check: FavoriteMethodCheck = { isFavorite: rows.length > 0 ? 1 : 0 };
      return ok(check);
    },
  }),

  list_banks: method(FINANCE.list_banks, {
    auth: true,
    handler: async ({ data, db }) => ok(await listBanks(db, data.typeID)),
  }),

  list_bank_accounts: method(FINANCE.list_bank_accounts, {
    auth: true,
    handler: async ({ db, player, services }) =>
      ok(await listAccounts(db, services.dataKeys, player.id)),
  }),

  /** bankAccountID, or bankID as spec §7 names it. */
  get_bank_account: method(FINANCE.get_bank_account, {
    auth: true,
    handler: async ({ data, db, lang, player, services }) => {
      const accountId = data.bankAccountID ?? data.bankID;
      if (accountId === undefined) {
        return refuse({ text: tValidation(V.account, lang) }, { field: 'bankAccountID' }, 400);
      }
      const account = await findAccount(db, services.dataKeys, player.id, accountId);
      return account ? ok(account) : refuse('notFound', { field: 'bankAccountID' });
    },
  }),

  /** Where withdrawals go: the step-up, with an SMS code too when that is the player's factor. */
  save_bank_account: steppedUp(
    'bank-account',
    FINANCE.save_bank_account,
    ({ data, db, player, services }) => saveAccount(db, services.dataKeys, player, data),
  ),

  delete_bank_account: reauthenticated(FINANCE.delete_bank_account, ({ data, db, player }) =>
    deleteAccount(db, player.id, data.bankAccountID),
  ),

  /**
   * The player's deposits and withdrawals, with searchCategory 2 their notifications, with 4
   * their bonus history; none: 'Kayıt Bulunamadı'.
   */
  list_transactions: method(FINANCE.list_transactions, {
    auth: true,
    handler: async ({ data, db, lang, player }) => {
      const inverted = invertedRangeRefusal(data);
      if (inverted) return inverted;
      await expireOverdue(db, { playerId: player.id });
      // Spec §3/§4: category 2 with status 1003 is the player's notifications.
      if (data.searchCategory === TRANSACTION_CATEGORY.notification) {
        const notifications =
          data.status === undefined || data.status === TRANSACTION_STATUS.notification
            ? await notificationPage(db, player.id, data, lang)
            : undefined;
        if (!notifications?.items.length) return refuse('notFound', null);
        return ok(notifications.items, notifications.pagination);
      }
      if (data.searchCategory === TRANSACTION_CATEGORY.bonus) {
        // A bonus whose days ran out is listed as expired, as the bonus screens show it.
        await expireOverdueBonuses(db, { playerId: player.id });
        const events = await bonusEventPage(db, player.id, data, lang);
        if (!events.items.length) return refuse('notFound', null);
        return ok(events.items, events.pagination);
      }
      const page = await historyPage(db, player.id, data, lang);
      if (page.rows.length === 0) return refuse('notFound', null);
      const cancel = (await readSettings(db)).withdrawalCancel;
      return ok(
        page.rows.map((row) => toCashTransaction(row, cancel, lang)),
        page.pagination,
      );
    },
  }),

  list_types_frontend: method(FINANCE.list_types_frontend, {
    auth: true,
    handler: async ({ lang }) =>
      ok(
        Object.entries(STATUS_NAMES).map(([status, name]) => ({
          id: Number(status),
          name: name[lang],
        })),
      ),
  }),

  list_categories: method(FINANCE.list_categories, {
    auth: true,
    handler: async ({ lang }) =>
      ok(
        Object.entries(CATEGORY_NAMES).map(([category, name]) => ({
          id: Number(category),
          name: name[lang],
        })),
      ),
  }),

  /**
   * The kinds of method of the deposit and withdrawal categories and the bonus events of the
   * bonus category (of one category, with categoryID).
   */
  list_sub_categories: method(FINANCE.list_sub_categories, {
    auth: true,
    handler: async ({ data, db, lang }) => {
      const kinds = await db.query<{ direction: CashDirection; kind: keyof typeof KIND_NAMES }>(
        `SELECT DISTINCT d.direction, m.kind FROM payment_methods m
         JOIN payment_method_directions d ON d.method_id = m.id ORDER BY 1, 2`,
      );
      const rows = [
        ...kinds.map(({ direction, kind }) => ({
          id: subCategoryId(direction, kind),
          categoryID: CATEGORY_OF[direction],
          name: KIND_NAMES[kind][lang],
        })),
        ...bonusSubCategories(lang),
      ]
        .filter((row) => data.categoryID === undefined || row.categoryID === data.categoryID)
        .sort((a, b) => a.id - b.id);
      return ok(rows);
    },
  }),

  cancel_withdrawal: method(FINANCE.cancel_withdrawal, {
    auth: true,
    handler: (ctx) => cancelWithdrawal(cashierContext(ctx), ctx.data),
  }),

  /** A bank transfer deposit (processTransaction with transfer_type_id 1). */
  save_bank_transfer: method(FINANCE.save_bank_transfer, {
    auth: true,
    handler: (ctx) => placeDeposit(cashierContext(ctx), ctx.data, ['bank_transfer']),
  }),

  /** A mobile (cep) bank transfer deposit (processTransaction with transfer_type_id 3). */
  save_cep_bank_transfer: method(FINANCE.save_cep_bank_transfer, {
    auth: true,
    handler: (ctx) => placeDeposit(cashierContext(ctx), ctx.data, ['cep_transfer']),
  }),
} satisfies ClassOf<'finance'>;
