import type { SiteSliderItem } from '../../machines/shared/contract.ts';
import { CONTRACT } from '../../machines/shared/contract/index.ts';
import { method, ok, type ClassOf } from '../envelope.ts';
import { ACTIVE, toSlider, type SliderRow } from './cmscontroller.ts';

const { slider: SLIDER } = CONTRACT;

function items(contract: typeof SLIDER.get_all_items, activeOnly: boolean) {
  return method(contract, {
    handler: async ({ db, lang, data }) => {
      const rows = await db.query<SliderRow>(
        `SELECT * FROM sliders_dated WHERE site_id = $1 AND lang = $2
           ${activeOnly ? `AND ${ACTIVE}` : ''} ORDER BY place, sort, id`,
        [data.siteId, lang],
      );
      return ok(rows.map((r): SiteSliderItem => ({ ...toSlider(r), SiteId: r.site_id })));
    },
  });
}

export const slider = {
  get_all_items: items(SLIDER.get_all_items, false),
  get_active_items: items(SLIDER.get_active_items, true),
} satisfies ClassOf<'slider'>;
