import { describe, expectTypeOf, it } from 'vitest';
import type { ApiAnswer, ApiData, ApiPayload } from '../../machines/shared/contract/index.ts';
import type { LoginAnswer, SiteType } from '../../machines/shared/contract.ts';
import type { UnreadCount } from '../../machines/shared/history.ts';
import type { ProtectionState, TimeoutLength } from '../../machines/shared/protection.ts';
import type { Registration } from '../../machines/shared/validation/account-schemas.ts';
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
});
