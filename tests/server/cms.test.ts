import { describe, expect, it } from 'vitest';
import {
  INFORMATION_TYPES,
  SOCIAL_NETWORKS,
  type InformationRecord,
  type Popup,
  type Promotion,
  type SiteSliderItem,
  type Slider,
  type SpecialDateInformation,
  type Tournament,
} from '../../machines/shared/contract.ts';
import { readCampaign, writeCampaign } from '../../server/inbox/tickets.ts';
import { statements as migration027 } from '../../server/db/migrations/027_money_in_content.ts';
import { harnessForFile } from './harness.ts';

const h = harnessForFile();

/** A call of class cmscontroller, in the language given. */
const cms = <T = unknown>(method: string, data: Record<string, unknown> = {}, lang?: string) =>
  h.call<T>('cmscontroller', method, data, { lang });

const now = () => Date.now();
const isActive = (s: { Status: boolean; Start_date: string; End_date: string }) =>
  s.Status && Date.parse(s.Start_date) <= now() && now() <= Date.parse(s.End_date);

describe('cmscontroller.getIcSlider', () => {
  it('returns the active sliders of one place, type and site type, ordered by Sort', async () => {
    const reply = await cms<Slider[]>('getIcSlider', {
      SiteType: 'desktop',
      SliderType: 'home',
      sliderPlace: 'main',
    });
    expect(reply.body.result).toBe(true);
    const sliders = reply.body.data;
    expect(sliders.length).toBeGreaterThanOrEqual(5);
    expect(sliders.every(isActive)).toBe(true);
    expect(
      sliders.every(
        (s) => s.sliderPlace === 'main' && s.SliderType === 'home' && s.SiteType === 'desktop',
      ),
    ).toBe(true);
    expect(sliders.map((s) => s.Sort)).toEqual(
      [...sliders.map((s) => s.Sort)].sort((a, b) => a - b),
    );
    expect(sliders[0]).toMatchObject({ Lang: 'tr', Image: '/media/slider/1-tr.svg' });
    expect(sliders.map((s) => s.Title).join(' ')).toMatch(/₺999'a.*%50/);
    // The line the picture draws under the title, as text.
    expect(sliders[0]?.Subtitle).toBe('İlk yatırımına özel, hemen üye ol ve kazanmaya başla');
  });

  it('says who a slide speaks to: the invitation to sign up to visitors, the deposit to players', async () => {
    const reply = await cms<Slider[]>('getIcSlider', { SliderType: 'home', sliderPlace: 'main' });
    const byAudience = (audience?: string) =>
      reply.body.data.filter((s) => s.Audience === audience).map((s) => [s.id, s.Link]);
    expect(byAudience('anonymous')).toEqual([
      [1, '/register'],
      [3, '/promotions'],
    ]);
    expect(byAudience('signedIn')).toEqual([[22, '/deposit']]);
    // Everyone's slides carry no audience at all.
    expect(byAudience(undefined).map(([id]) => id)).toEqual([2, 4, 5]);
  });

  it('serves left and right column sliders and the English texts', async () => {
    const left = await cms<Slider[]>(
      'getIcSlider',
      { SliderType: 'casino', sliderPlace: 'sol' },
      'en',
    );
    expect(left.body.data).toHaveLength(1);
    expect(left.body.data[0]).toMatchObject({
      Title: 'Slots of the Day',
      Lang: 'en',
      sliderPlace: 'sol',
    });
    const right = await cms<Slider[]>('getIcSlider', {
      SliderType: 'live',
      sliderPlace: 'sag',
    });
    expect(right.body.data[0]?.Title).toBe('Sınırsız Baccarat');
    const mobile = await cms<Slider[]>('getIcSlider', {
      SiteType: 'mobile',
      SliderType: 'home',
      sliderPlace: 'main',
    });
    expect(mobile.body.data.map((s) => s.SiteType)).toEqual([
      'mobile',
      'mobile',
      'mobile',
      'mobile',
    ]);
  });

  it('refuses a missing place or an unknown one', async () => {
    const missing = await cms('getIcSlider', { SliderType: 'home' }, 'en');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Required field missing: 'sliderPlace'");
    const wrong = await cms('getIcSlider', {
      SliderType: 'home',
      sliderPlace: 'left',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('sliderPlace');
  });
});

describe('cmscontroller.getSlider', () => {
  it('pages the active home carousel, 7 by default', async () => {
    const first = await cms<Slider[]>('getSlider');
    // Both audiences' slides: the site shows each player theirs.
    expect(first.body.pagination).toEqual({ limit: 7, offset: 0, total: 6 });
    expect(first.body.data).toHaveLength(6);
    expect(first.body.data.every(isActive)).toBe(true);
    const titles = first.body.data.map((s) => s.Title);
    expect(titles).not.toContain('Bahar Kampanyası');
    expect(titles).not.toContain('Gems of Olympus Kış Kupası');
    expect(titles).not.toContain('Sweet Castle Çarpan Turnuvası');
    const page = await cms<Slider[]>('getSlider', { limit: 2, offset: 2 });
    expect(page.body.pagination).toEqual({ limit: 2, offset: 2, total: 6 });
    expect(page.body.data.map((s) => s.id)).toEqual(first.body.data.slice(2, 4).map((s) => s.id));
  });
});

describe('cmscontroller.getPromotions', () => {
  it('returns running, coming, finished and disabled promotions with HTML content', async () => {
    const reply = await cms<Promotion[]>('getPromotions');
    const promotions = reply.body.data;
    const t = now();
    expect(
      promotions.some((p) => Date.parse(p.Start_date) <= t && t <= Date.parse(p.End_date)),
    ).toBe(true);
    expect(promotions.some((p) => Date.parse(p.Start_date) > t)).toBe(true);
    expect(promotions.some((p) => Date.parse(p.End_date) < t)).toBe(true);
    expect(promotions.some((p) => !p.Status)).toBe(true);
    expect(promotions.map((p) => p.Title)).toEqual(
      expect.arrayContaining([
        "₺999'a Varan %50 Hoş Geldin Bonusu",
        '%30 Casino İndirimi',
        '%20 Çevrimsiz Yatırım Bonusu',
      ]),
    );
    expect(promotions[0]?.Content).toMatch(/^<p>/);
    expect(new Set(promotions.map((p) => p.Category))).toEqual(
      new Set(['casino', 'live', 'general']),
    );
  });

  it('dates the New Year draw by the campaign that issues its tickets, as the operator sets it', async () => {
    const draw = async () =>
      (await cms<Promotion[]>('getPromotions')).body.data.find(
        (p) => p.Title === 'Yılbaşı Mega Çekilişi',
      )!;
    const seeded = await readCampaign(h.db);
    expect(await draw()).toMatchObject({ Start_date: seeded.startsAt, End_date: seeded.drawAt });
    const moved = {
      startsAt: '2030-12-01T00:00:00.000Z',
      endsAt: '2031-01-01T00:00:00.000Z',
      minAmount: seeded.minAmount,
      drawAt: '2031-01-01T17:00:00.000Z',
    };
    await writeCampaign(h.db, moved);
    try {
      expect(await draw()).toMatchObject({ Start_date: moved.startsAt, End_date: moved.drawAt });
    } finally {
      await writeCampaign(h.db, seeded);
    }
  });

  it('answers in English when asked', async () => {
    const reply = await cms<Promotion[]>('getPromotions', {}, 'en');
    expect(reply.body.message).toBe('Operation Successful');
    expect(reply.body.data.map((p) => p.Title)).toContain('20% Deposit Bonus, No Wagering');
  });
});

describe('cmscontroller.popupInformation', () => {
  it('returns every popup with its Active flag', async () => {
    const reply = await cms<Popup[]>('popupInformation', {}, 'en');
    const popups = reply.body.data;
    expect(popups.filter((p) => p.Active).map((p) => p.Title)).toEqual([
      'Welcome Bonus up to ₺999',
    ]);
    expect(popups.some((p) => !p.Active)).toBe(true);
    expect(popups[0]).toMatchObject({
      Image: '/media/popup/1-en.svg',
      Link: '/register',
      Audience: 'anonymous',
    });
    expect(popups.filter((p) => !p.Audience).map((p) => p.id)).toEqual([2, 3]);
  });
});

describe('cmscontroller.getInformation', () => {
  it.each(INFORMATION_TYPES)('serves %s in tr and en', async (InfType) => {
    const tr = await cms<InformationRecord>('getInformation', { InfType }, 'tr');
    const en = await cms<InformationRecord>('getInformation', { InfType }, 'en');
    expect(tr.body.data).toMatchObject({ InfType, Lang: 'tr' });
    expect(en.body.data).toMatchObject({ InfType, Lang: 'en' });
    expect(tr.body.data.Text.length).toBeGreaterThan(100);
    if (InfType !== 'SocialMediaLinks' && InfType !== 'SupportContacts') {
      expect(tr.body.data.Text).toMatch(/^<(p|h2|ol|ul|div)/);
      expect(en.body.data.Text).not.toBe(tr.body.data.Text);
    }
  });

  it('gives social links as JSON of the nine networks, some empty', async () => {
    const reply = await cms<InformationRecord>('getInformation', {
      InfType: 'SocialMediaLinks',
    });
    const links = JSON.parse(reply.body.data.Text) as Record<string, string>;
    expect(Object.keys(links).sort()).toEqual([...SOCIAL_NETWORKS].sort());
    const used = Object.keys(links).filter((k) => links[k]);
    expect(used.sort()).toEqual(['instagram', 'telegram', 'twitter', 'whatsapp', 'youtube']);
  });

  it('gives the support contacts as JSON, none set in the seed', async () => {
    const reply = await cms<InformationRecord>('getInformation', { InfType: 'SupportContacts' });
    expect(JSON.parse(reply.body.data.Text)).toEqual({
      liveSupport: '',
      whatsapp: '',
      telegram: '',
      emails: {
        documents: '',
        vip: '',
        contactChange: '',
        bonuses: '',
        membership: '',
        general: '',
        partnership: '',
      },
    });
  });

  it('carries the legal notice and the FAQ as questions and answers', async () => {
    const notice = await cms<InformationRecord>(
      'getInformation',
      { InfType: 'bottomBarInfo' },
      'en',
    );
    expect(notice.body.data.Text).toMatch(
      /United States.*live casino, slot games or sports betting/,
    );
    const faq = await cms<InformationRecord>('getInformation', {
      InfType: 'SSSinformation',
    });
    expect(faq.body.data.Text.match(/<h3>/g)?.length).toBeGreaterThanOrEqual(6);
  });

  it('refuses an unknown InfType with 400 naming the field', async () => {
    const reply = await cms('getInformation', { InfType: 'Nope' }, 'en');
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(
      /^Invalid value for field 'InfType'; allowed: SocialMediaLinks/,
    );
  });
});

describe('cmscontroller.getSpecialDateInf', () => {
  it('returns special dates with their Status', async () => {
    const reply = await cms<SpecialDateInformation[]>('getSpecialDateInf');
    expect(reply.body.data.length).toBe(3);
    expect(reply.body.data.map((s) => s.Title)).toContain('EKSTRA25 ile %25 Yatırım Bonusu');
    expect(reply.body.data.some((s) => !s.Status)).toBe(true);
  });
});

describe('cmscontroller.getTournaments', () => {
  it('returns running, upcoming and concluded tournaments with prize pools in kuruş', async () => {
    const reply = await cms<Tournament[]>('getTournaments', {
      SiteType: 'desktop',
    });
    expect(reply.body.pagination).toEqual({ limit: 50, offset: 0, total: 6 });
    const t = now();
    const kinds = reply.body.data.map((x) =>
      Date.parse(x.Start_date) > t
        ? 'upcoming'
        : Date.parse(x.End_date) < t
          ? 'concluded'
          : 'active',
    );
    expect(kinds.filter((k) => k === 'active')).toHaveLength(2);
    expect(kinds.filter((k) => k === 'upcoming')).toHaveLength(2);
    expect(kinds.filter((k) => k === 'concluded')).toHaveLength(2);
    expect(
      reply.body.data.every((x) => Number.isInteger(x.PrizePool) && x.Currency === 'TRY'),
    ).toBe(true);
    expect(reply.body.data.find((x) => x.id === 1)?.PrizePool).toBe(50_000_000);
  });

  it('pages and refuses a wrongly typed offset', async () => {
    const page = await cms<Tournament[]>('getTournaments', { limit: 4, offset: 4 }, 'en');
    expect(page.body.data).toHaveLength(2);
    expect(page.body.pagination).toEqual({ limit: 4, offset: 4, total: 6 });
    const bad = await cms('getTournaments', { offset: 'x' }, 'en');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Field 'offset' has the wrong type: it must be a number");
  });
});

describe('slider', () => {
  it('lists every item of a site, or only the active ones', async () => {
    const all = await h.call<SiteSliderItem[]>('slider', 'get_all_items', { siteId: 111 });
    const active = await h.call<SiteSliderItem[]>('slider', 'get_active_items', { siteId: 111 });
    expect(all.body.data).toHaveLength(3);
    expect(active.body.data).toHaveLength(2);
    expect(active.body.data.every((s) => isActive(s) && s.SiteId === 111)).toBe(true);
    const main = await h.call<SiteSliderItem[]>(
      'slider',
      'get_active_items',
      { siteId: 889 },
      { lang: 'en' },
    );
    expect(main.body.data.length).toBeGreaterThan(10);
    expect(main.body.data.every((s) => s.Lang === 'en' && s.SiteId === 889)).toBe(true);
    const none = await h.call<SiteSliderItem[]>('slider', 'get_all_items', { siteId: 5 });
    expect(none.body).toMatchObject({ result: true, data: [] });
  });

  it('refuses a missing or wrongly typed siteId', async () => {
    const missing = await h.call('slider', 'get_all_items', {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Zorunlu alan eksik: 'siteId'");
    const typed = await h.call('slider', 'get_active_items', { siteId: '889' }, { lang: 'en' });
    expect(typed.body.message).toBe("Field 'siteId' has the wrong type: it must be a number");
  });
});

describe('seeded content texts', () => {
  it('are rewritten in an older database with ₺ amounts, and an operator’s own text is kept', async () => {
    const titleOf = async (id: number) =>
      (
        await h.db.query<{ title: string }>(
          `SELECT title FROM sliders WHERE id = $1 AND lang = 'tr'`,
          [id],
        )
      )[0]!.title;
    const [seeded, edited] = [1, 2];
    const [seededTitle, editedTitle] = [await titleOf(seeded), await titleOf(edited)];
    await h.db.query(`UPDATE sliders SET title = $1 WHERE id = $2 AND lang = 'tr'`, [
      "999 TRY'ye Varan %50 Hoş Geldin Bonusu",
      seeded,
    ]);
    await h.db.query(`UPDATE sliders SET title = $1 WHERE id = $2 AND lang = 'tr'`, [
      '999 TRY Hoş Geldin',
      edited,
    ]);
    for (const statement of migration027) await h.db.query(statement);
    expect(await titleOf(seeded)).toBe("₺999'a Varan %50 Hoş Geldin Bonusu");
    expect(await titleOf(edited)).toBe('999 TRY Hoş Geldin');
    await h.db.query(`UPDATE sliders SET title = $1 WHERE id = $2 AND lang = 'tr'`, [
      editedTitle,
      edited,
    ]);
    expect(seededTitle).toBe(await titleOf(seeded));
  });
});
