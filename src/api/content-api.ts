import type { License } from '../../machines/shared/contract.ts';
import type { ApiMethod, ApiPayload } from '../../machines/shared/contract/index.ts';
import type { ContentApi } from '../../machines/ports.ts';
import { parseSupportContacts } from '../../machines/content/support-contacts.ts';
import { version } from '../../package.json';
import type { ApiClient } from './client.ts';

export function createContentApi(client: ApiClient): ContentApi {
  const cms = async <M extends ApiMethod<'cmscontroller'>>(
    method: M,
    data: ApiPayload<'cmscontroller', M>,
  ) => (await client.call('cmscontroller', method, data)).data;

  return {
    getSliders: ({ limit, offset }) => cms('getSlider', { limit, offset }),
    getPlacedSliders: (params) => cms('getIcSlider', params),
    getPromotions: () => cms('getPromotions', {}),
    getPopups: () => cms('popupInformation', {}),
    getInformation: (type) => cms('getInformation', { InfType: type }),
    getSupportContacts: async () => {
      const { data } = await client.call(
        'cmscontroller',
        'getInformation',
        { InfType: 'SupportContacts' },
        { quiet: true },
      );
      return parseSupportContacts(data.Text);
    },
    getSpecialDates: () => cms('getSpecialDateInf', {}),
    getTournaments: ({ limit, offset }) =>
      cms('getTournaments', { SiteType: 'desktop', limit, offset }),
    getLicenses: async () => (await client.get<License[]>('v1/licenses', { version })).data,
  };
}
