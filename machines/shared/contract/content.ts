import * as yup from 'yup';
import {
  INFORMATION_TYPES,
  SITE_TYPES,
  SLIDER_PLACES,
  type InformationRecord,
  type Popup,
  type Pong,
  type Promotion,
  type SiteSliderItem,
  type Slider,
  type SpecialDateInformation,
  type Tournament,
} from '../contract.ts';
import { answers } from './define.ts';

const page = (defaultLimit: number) => ({
  limit: yup.number().integer().min(1).max(100).default(defaultLimit),
  offset: yup.number().integer().min(0).default(0),
});
const siteType = yup.string().oneOf(SITE_TYPES).default('desktop');

/** Class cmscontroller: what the lobby shows, in the caller's language (spec §5). */
export const cmscontroller = {
  getIcSlider: answers<Slider[]>()(
    yup.object({
      SiteType: siteType,
      SliderType: yup.string().required(),
      sliderPlace: yup.string().oneOf(SLIDER_PLACES).required(),
    }),
  ),
  getSlider: answers<Slider[]>()(
    yup.object({ ...page(7), SiteType: siteType, SliderType: yup.string().default('home') }),
  ),
  getPromotions: answers<Promotion[]>()(yup.object({})),
  popupInformation: answers<Popup[]>()(yup.object({})),
  getInformation: answers<InformationRecord>()(
    yup.object({ InfType: yup.string().oneOf(INFORMATION_TYPES).required() }),
  ),
  getSpecialDateInf: answers<SpecialDateInformation[]>()(yup.object({})),
  getTournaments: answers<Tournament[]>()(yup.object({ ...page(50), SiteType: siteType })),
};

const siteSliders = yup.object({ siteId: yup.number().integer().min(1).required() });

/** Class slider: the sliders of one site, every one or the showing ones. */
export const slider = {
  get_all_items: answers<SiteSliderItem[]>()(siteSliders),
  get_active_items: answers<SiteSliderItem[]>()(siteSliders),
};

/** Class system: whether the platform answers; it does under maintenance too. */
export const system = {
  ping: answers<Pong>()(yup.object({})),
};
