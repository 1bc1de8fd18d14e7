import { describe, expectTypeOf, it } from 'vitest';
import type {
  LoginAnswer,
  SiteSliderItem,
  SiteType,
  Slider,
} from '../../machines/shared/contract.ts';
import type {
  ApiAnswer,
  ApiData,
  ApiMethod,
  ApiPayload,
} from '../../machines/shared/contract/index.ts';
import type {
  CashierSummary,
  CashTransaction,
  DepositAmounts,
  DepositOutcome,
  WalletBalanceRow,
} from '../../machines/shared/finance.ts';
import type { FavoriteIds, GameLaunch, LiveTable } from '../../machines/shared/games.ts';
import type {
  LotteryTicket,
  PlayerNotification,
  UnreadCount,
} from '../../machines/shared/history.ts';
import type { ProtectionState, TimeoutLength } from '../../machines/shared/protection.ts';
import type { Registration } from '../../machines/shared/validation/registration-schema.ts';
import type { ApiClient, ApiResult } from '../../src/api/client.ts';

// Type-level: the client and the server read one map, so what it says is what both get.
describe('the contract map', () => {
  it('types a call by class and method', () => {
    const unreadCount = (client: ApiClient) => client.call('crm', 'unread_count', {});
    expectTypeOf(unreadCount).returns.toEqualTypeOf<Promise<ApiResult<UnreadCount>>>();
    expectTypeOf<ApiAnswer<'crm', 'mark_read'>>().toEqualTypeOf<UnreadCount>();
  });

  it('lets the site leave out what the schema defaults, and hands the handler it filled in', () => {
    expectTypeOf<ApiPayload<'crm', 'list_mass_messages'>>().toEqualTypeOf<{
      limit?: number;
      offset?: number;
    }>();
    expectTypeOf<ApiData<'crm', 'list_mass_messages'>>().toEqualTypeOf<{
      limit: number;
      offset: number;
    }>();
  });

  it('types the user and protection classes', () => {
    const login = (client: ApiClient) =>
      client.call('user', 'login', { username: 'ayse', password: 'secret' });
    expectTypeOf(login).returns.toEqualTypeOf<Promise<ApiResult<LoginAnswer>>>();
    expectTypeOf<ApiAnswer<'protection', 'set_limit'>>().toEqualTypeOf<ProtectionState>();
    expectTypeOf<ApiPayload<'protection', 'take_timeout'>>().toEqualTypeOf<{
      length: TimeoutLength;
    }>();
    // The platform's SiteType goes with the code checks; the reference server reads none of it.
    expectTypeOf<ApiPayload<'user', 'check_ga'>>().toEqualTypeOf<{
      ga_code: string;
      SiteType?: SiteType | null | undefined;
    }>();
  });

  it('lets the site leave out what registration defaults', () => {
    expectTypeOf<Pick<ApiPayload<'user', 'register'>, 'promoCode' | 'smsOptIn'>>().toEqualTypeOf<{
      promoCode?: string;
      smsOptIn?: boolean;
    }>();
    expectTypeOf<ApiData<'user', 'register'>>().toEqualTypeOf<Registration>();
  });

  it('types the lobby, the game launches and the favourites', () => {
    const launchSlot = (client: ApiClient) => client.call('casino', 'init_game', { gameID: 1 });
    expectTypeOf(launchSlot).returns.toEqualTypeOf<Promise<ApiResult<GameLaunch>>>();
    expectTypeOf<ApiAnswer<'livecasino', 'game_table_list'>>().toEqualTypeOf<LiveTable[]>();
    expectTypeOf<ApiAnswer<'user', 'favorites'>>().toEqualTypeOf<FavoriteIds>();
    expectTypeOf<ApiAnswer<'slider', 'get_active_items'>>().toEqualTypeOf<SiteSliderItem[]>();
    expectTypeOf<ApiAnswer<'envoy', 'getDepositAmounts'>>().toEqualTypeOf<DepositAmounts>();
    expectTypeOf<ApiMethod<'virtualgames'>>().toEqualTypeOf<'init_game'>();
  });

  it('lets the site leave out the slider defaults, and hands the handler them filled in', () => {
    expectTypeOf<ApiAnswer<'cmscontroller', 'getSlider'>>().toEqualTypeOf<Slider[]>();
    expectTypeOf<ApiPayload<'cmscontroller', 'getSlider'>>().toEqualTypeOf<{
      limit?: number;
      offset?: number;
      SiteType?: 'desktop' | 'mobile';
      SliderType?: string;
    }>();
    expectTypeOf<ApiData<'cmscontroller', 'getSlider'>>().toEqualTypeOf<{
      limit: number;
      offset: number;
      SiteType: 'desktop' | 'mobile';
      SliderType: string;
    }>();
  });

  it('types the cashier by its method, and a shared method by every answer it may give', () => {
    const balance = (client: ApiClient) => client.call('finance', 'check_balance', {});
    expectTypeOf(balance).returns.toEqualTypeOf<Promise<ApiResult<WalletBalanceRow[]>>>();
    expectTypeOf<ApiAnswer<'finance', 'cashier_summary'>>().toEqualTypeOf<CashierSummary>();
    expectTypeOf<ApiAnswer<'prepayServices', 'processTransaction'>>().toEqualTypeOf<
      DepositOutcome | CashTransaction
    >();
    expectTypeOf<ApiAnswer<'finance', 'list_transactions'>>().toEqualTypeOf<
      CashTransaction[] | PlayerNotification[]
    >();
  });

  it('asks a deposit or withdrawal to say which, and pages the tickets by default', () => {
    expectTypeOf<ApiPayload<'prepayServices', 'processTransaction'>['type']>().toEqualTypeOf<
      'deposit' | 'withdraw'
    >();
    expectTypeOf<ApiPayload<'finance', 'list_tickets'>>().toEqualTypeOf<{
      limit?: number;
      offset?: number;
      search?: string;
    }>();
    expectTypeOf<ApiData<'finance', 'list_tickets'>>().toEqualTypeOf<{
      limit: number;
      offset: number;
      search?: string;
    }>();
    expectTypeOf<ApiAnswer<'finance', 'list_tickets'>>().toEqualTypeOf<LotteryTicket[]>();
  });
});
