import type {
  InformationRecord,
  License,
  Popup,
  Promotion,
  Slider,
  SpecialDateInformation,
  Tournament,
} from '../../machines/shared/contract.ts';
import type { ContentApi } from '../../machines/ports.ts';
import { version } from '../../package.json';
import type { ApiClient } from './client.ts';

export function createContentApi(client: ApiClient): ContentApi {
  const cms = async <T>(method: string, data?: Record<string, unknown>) =>
    (await client.callUnmapped<T>('cmscontroller', method, data)).data;

  return {
    getSliders: ({ limit, offset }) => cms<Slider[]>('getSlider', { limit, offset }),
    getPlacedSliders: (params) => cms<Slider[]>('getIcSlider', params),
    getPromotions: () => cms<Promotion[]>('getPromotions'),
    getPopups: () => cms<Popup[]>('popupInformation'),
    getInformation: (type) => cms<InformationRecord>('getInformation', { InfType: type }),
    getSpecialDates: () => cms<SpecialDateInformation[]>('getSpecialDateInf'),
    getTournaments: ({ limit, offset }) =>
      cms<Tournament[]>('getTournaments', { SiteType: 'desktop', limit, offset }),
    getLicenses: async () => (await client.get<License[]>('v1/licenses', { version })).data,
  };
}
