import {
  type Audience,
  type InformationRecord,
  type Popup,
  type Promotion,
  type PromotionCategory,
  type Slider,
  type SiteType,
  type SliderPlace,
  type SpecialDateInformation,
  type Tournament,
  type Lang,
} from '../../machines/shared/contract.ts';
import { CONTRACT } from '../../machines/shared/contract/index.ts';
import type { TicketCampaign } from '../../machines/shared/history.ts';
import { method, ok, refuse, type ClassOf } from '../envelope.ts';
import { PROMOTIONS } from '../content/promotions.ts';
import { MAIN_SITE_ID } from '../content/site.ts';
import { readCampaign } from '../inbox/tickets.ts';

const { cmscontroller: CMS } = CONTRACT;

/** Spec §5: a slider shows only when enabled and now is inside its window. */
export const ACTIVE = 'status AND now() BETWEEN start_date AND end_date';

export interface SliderRow {
  id: number;
  lang: Lang;
  site_id: number;
  site_type: SiteType;
  slider_type: string;
  place: SliderPlace;
  title: string;
  subtitle: string;
  image: string;
  link: string;
  status: boolean;
  start_date: Date;
  end_date: Date;
  sort: number;
  audience: Audience | null;
}

/** Who the item speaks to, when not everyone. */
const audienceOf = (audience: Audience | null) => (audience ? { Audience: audience } : {});

export const toSlider = (r: SliderRow): Slider => ({
  id: r.id,
  Title: r.title,
  Subtitle: r.subtitle,
  Image: r.image,
  Link: r.link,
  Status: r.status,
  Start_date: r.start_date.toISOString(),
  End_date: r.end_date.toISOString(),
  sliderPlace: r.place,
  Lang: r.lang,
  SiteType: r.site_type,
  SliderType: r.slider_type,
  Sort: r.sort,
  ...audienceOf(r.audience),
});

interface PromotionRow {
  id: number;
  category: PromotionCategory;
  title: string;
  summary: string;
  content: string;
  image: string;
  status: boolean;
  start_date: Date;
  end_date: Date;
}

/**
 * The bonus offer a seeded promotion advertises, as OfferSlug (the promotions table has no column
 * for it: the link lives with the seed's text).
 */
const offerLinkOf = (promotionID: number): Pick<Promotion, 'OfferSlug'> => {
  const about = PROMOTIONS.find((seed) => seed.id === promotionID)?.about;
  return about?.kind === 'offer' ? { OfferSlug: about.slug } : {};
};

/**
 * A promotion's dates: the New Year draw's runs as its campaign does, from the first deposit that
 * earns a ticket until the draw, whatever the operator sets the campaign to; the others their own.
 */
function datesOf(
  r: PromotionRow,
  campaign: TicketCampaign,
): Pick<Promotion, 'Start_date' | 'End_date'> {
  const about = PROMOTIONS.find((seed) => seed.id === r.id)?.about;
  return about?.kind === 'draw'
    ? { Start_date: campaign.startsAt, End_date: campaign.drawAt }
    : { Start_date: r.start_date.toISOString(), End_date: r.end_date.toISOString() };
}

interface PopupRow {
  id: number;
  title: string;
  content: string;
  image: string;
  link: string;
  active: boolean;
  audience: Audience | null;
}

interface SpecialDateRow {
  id: number;
  title: string;
  text: string;
  image: string;
  status: boolean;
  start_date: Date;
  end_date: Date;
}

interface TournamentRow {
  id: number;
  title: string;
  description: string;
  image: string;
  prize_pool: number;
  start_date: Date;
  end_date: Date;
}

export const cmscontroller = {
  /** Sliders of one place (main carousel, left or right column) of a lobby. */
  getIcSlider: method(CMS.getIcSlider, {
    handler: async ({ db, lang, data }) => {
      const rows = await db.query<SliderRow>(
        `SELECT * FROM sliders_dated WHERE site_id = $1 AND lang = $2 AND site_type = $3
           AND slider_type = $4 AND place = $5 AND ${ACTIVE} ORDER BY sort, id`,
        [MAIN_SITE_ID, lang, data.SiteType, data.SliderType, data.sliderPlace],
      );
      return ok(rows.map(toSlider));
    },
  }),

  /** The home carousel, one page at a time. */
  getSlider: method(CMS.getSlider, {
    handler: async ({ db, lang, data }) => {
      const where = `site_id = $1 AND lang = $2 AND site_type = $3 AND slider_type = $4
        AND place = 'main' AND ${ACTIVE}`;
      const params = [MAIN_SITE_ID, lang, data.SiteType, data.SliderType];
      const [count] = await db.query<{ total: number }>(
        `SELECT count(*) AS total FROM sliders_dated WHERE ${where}`,
        params,
      );
      const rows = await db.query<SliderRow>(
        `SELECT * FROM sliders_dated WHERE ${where} ORDER BY sort, id LIMIT $5 OFFSET $6`,
        [...params, data.limit, data.offset],
      );
      return ok(rows.map(toSlider), {
        limit: data.limit,
        offset: data.offset,
        total: count?.total ?? 0,
      });
    },
  }),

  /** Every promotion, running, coming, finished or disabled: the site sorts them into tabs. */
  getPromotions: method(CMS.getPromotions, {
    handler: async ({ db, lang }) => {
      const rows = await db.query<PromotionRow>(
        'SELECT * FROM promotions_dated WHERE lang = $1 ORDER BY id',
        [lang],
      );
      const campaign = await readCampaign(db);
      const promotions = rows.map((r): Promotion => ({
        id: r.id,
        Title: r.title,
        Summary: r.summary,
        Content: r.content,
        Image: r.image,
        Category: r.category,
        Status: r.status,
        ...datesOf(r, campaign),
        ...offerLinkOf(r.id),
      }));
      // Latest start first (a stable sort: the same start keeps the id's order).
      return ok(promotions.sort((a, b) => Date.parse(b.Start_date) - Date.parse(a.Start_date)));
    },
  }),

  /** All popups with their Active flags; the site shows the active ones. */
  popupInformation: method(CMS.popupInformation, {
    handler: async ({ db, lang }) => {
      const rows = await db.query<PopupRow>('SELECT * FROM popups WHERE lang = $1 ORDER BY id', [
        lang,
      ]);
      return ok(
        rows.map((r): Popup => ({
          id: r.id,
          Title: r.title,
          Content: r.content,
          Image: r.image,
          Link: r.link,
          Active: r.active,
          ...audienceOf(r.audience),
        })),
      );
    },
  }),

  getInformation: method(CMS.getInformation, {
    handler: async ({ db, lang, data }) => {
      const [row] = await db.query<{ text: string }>(
        'SELECT text FROM information WHERE inf_type = $1 AND lang = $2',
        [data.InfType, lang],
      );
      if (!row) return refuse('notFound');
      const record: InformationRecord = { InfType: data.InfType, Lang: lang, Text: row.text };
      return ok(record);
    },
  }),

  getSpecialDateInf: method(CMS.getSpecialDateInf, {
    handler: async ({ db, lang }) => {
      const rows = await db.query<SpecialDateRow>(
        'SELECT * FROM special_dates_dated WHERE lang = $1 ORDER BY start_date, id',
        [lang],
      );
      return ok(
        rows.map((r): SpecialDateInformation => ({
          id: r.id,
          Title: r.title,
          Text: r.text,
          Image: r.image,
          Status: r.status,
          Start_date: r.start_date.toISOString(),
          End_date: r.end_date.toISOString(),
        })),
      );
    },
  }),

  /** Running, coming and finished tournaments, latest start first; the same on both site types. */
  getTournaments: method(CMS.getTournaments, {
    handler: async ({ db, lang, data }) => {
      const [count] = await db.query<{ total: number }>(
        'SELECT count(*) AS total FROM tournaments WHERE lang = $1',
        [lang],
      );
      const rows = await db.query<TournamentRow>(
        `SELECT * FROM tournaments_dated WHERE lang = $1 ORDER BY start_date DESC, id
         LIMIT $2 OFFSET $3`,
        [lang, data.limit, data.offset],
      );
      const tournaments = rows.map((r): Tournament => ({
        id: r.id,
        Title: r.title,
        Description: r.description,
        Image: r.image,
        PrizePool: r.prize_pool,
        Currency: 'TRY',
        Start_date: r.start_date.toISOString(),
        End_date: r.end_date.toISOString(),
      }));
      return ok(tournaments, { limit: data.limit, offset: data.offset, total: count?.total ?? 0 });
    },
  }),
} satisfies ClassOf<'cmscontroller'>;
