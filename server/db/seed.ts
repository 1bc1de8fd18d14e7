import { LANGUAGES } from '../../machines/shared/contract.ts';
import { INFORMATION } from '../content/information.ts';
import { LICENSES, POPUPS, SPECIAL_DATES, TOURNAMENTS } from '../content/extras.ts';
import { PROMOTIONS } from '../content/promotions.ts';
import { SLIDERS } from '../content/sliders.ts';
import type { Db } from './driver.ts';

type Row = Record<string, unknown>;

const perLang = <T extends { id: number }>(
  items: T[],
  kind: string,
  row: (item: T, lang: 'tr' | 'en') => Row,
) =>
  items.flatMap((item) =>
    LANGUAGES.map((lang) => ({
      id: item.id,
      lang,
      image: `/media/${kind}/${item.id}-${lang}.svg`,
      ...row(item, lang),
    })),
  );

/** The rows of each content table, built from server/content. */
function contentRows(): Record<string, Row[]> {
  return {
    licenses: LICENSES.map((l) => ({ ...l })),
    sliders: perLang(SLIDERS, 'slider', (s, lang) => ({
      site_id: s.siteId,
      site_type: s.siteType,
      slider_type: s.sliderType,
      place: s.place,
      title: s[lang].title,
      subtitle: s[lang].subtitle,
      link: s.link,
      status: s.status,
      start_offset: s.start,
      end_offset: s.end,
      sort: s.sort,
    })),
    promotions: perLang(PROMOTIONS, 'promotion', (p, lang) => ({
      category: p.category,
      ...p[lang],
      status: p.status,
      start_offset: p.start,
      end_offset: p.end,
    })),
    popups: perLang(POPUPS, 'popup', (p, lang) => ({ ...p[lang], link: p.link, active: p.active })),
    special_dates: perLang(SPECIAL_DATES, 'special', (s, lang) => ({
      ...s[lang],
      status: s.status,
      start_offset: s.start,
      end_offset: s.end,
    })),
    tournaments: perLang(TOURNAMENTS, 'tournament', (t, lang) => ({
      ...t[lang],
      prize_pool: t.prizePool,
      start_offset: t.start,
      end_offset: t.end,
    })),
    information: Object.entries(INFORMATION).flatMap(([infType, texts]) =>
      LANGUAGES.map((lang) => ({ inf_type: infType, lang, text: texts[lang] })),
    ),
  };
}

/**
 * Fills every content table that is still empty, in one transaction; tables with rows are left
 * alone, so a restart keeps the operator's changes. Returns the number of rows added per table.
 */
export async function seed(db: Db): Promise<Record<string, number>> {
  return db.transaction(async (tx) => {
    const added: Record<string, number> = {};
    for (const [table, rows] of Object.entries(contentRows())) {
      const [existing] = await tx.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`);
      if ((existing?.n ?? 0) > 0) continue;
      for (const row of rows) {
        const columns = Object.keys(row);
        const marks = columns.map((_, i) => `$${i + 1}`).join(', ');
        // ON CONFLICT: two servers seeding one PostgreSQL at once still add each row once.
        await tx.query(
          `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${marks}) ON CONFLICT DO NOTHING`,
          Object.values(row),
        );
      }
      added[table] = rows.length;
    }
    return added;
  });
}
