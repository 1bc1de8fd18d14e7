import { describe, expectTypeOf, it } from 'vitest';
import type { ApiAnswer, ApiData, ApiPayload } from '../../machines/shared/contract/index.ts';
import type { UnreadCount } from '../../machines/shared/history.ts';
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
});
