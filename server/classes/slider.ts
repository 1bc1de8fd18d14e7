import * as yup from 'yup';
import type { Slider } from '../../machines/shared/contract.ts';
import { method, ok, type ClassMap } from '../envelope.ts';
import { ACTIVE, toSlider, type SliderRow } from './cmscontroller.ts';

/** A slider item of one site: the contract's Slider plus the site it belongs to. */
export type SiteSliderItem = Slider & { SiteId: number };

const schema = yup.object({ siteId: yup.number().integer().min(1).required() });

function items(activeOnly: boolean) {
  return method({
    schema,
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

export const slider: ClassMap = {
  get_all_items: items(false),
  get_active_items: items(true),
};
