import { createPublicKey, constants, publicEncrypt } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSEncrypt } from 'jsencrypt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { License, SessionKey } from '../../machines/shared/contract.ts';
import type { Db } from '../../server/db/driver.ts';
import { loadSessionKeys } from '../../server/session-crypto.ts';
import { openTestDb, startHarness, type Harness } from './harness.ts';

let db: Db;
let site: Harness; // with a built site, /datas and fault injection
let bare: Harness; // no site, no faults
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'platform-public-'));
  const siteDir = join(dir, 'dist');
  const datasDir = join(dir, 'datas');
  mkdirSync(join(siteDir, 'assets'), { recursive: true });
  mkdirSync(datasDir);
  writeFileSync(
    join(siteDir, 'index.html'),
    '<!doctype html><title>Anka</title><div id="root"></div>',
  );
  writeFileSync(join(siteDir, 'assets', 'app.js'), 'console.log("app")');
  mkdirSync(join(siteDir, 'prerendered'));
  writeFileSync(
    join(siteDir, 'prerendered', 'login.html'),
    '<!doctype html><script nonce="__CSP_NONCE__"></script><div id="prerendered" inert>Giriş Yap</div><div id="root"></div>',
  );
  for (const [page, carousel, sliderType] of [
    ['index', 'home', 'casino'],
    ['slot', 'lobby', 'casino'],
    ['live', 'lobby', 'escape-test'],
  ]) {
    writeFileSync(
      join(siteDir, 'prerendered', `${page}.html`),
      `<div id="prerendered" data-path="/${page}"><div class="MuiBox-root css-1" data-first-slide="${carousel}" data-slider-type="${sliderType}"><span class="MuiSkeleton-root"></span></div></div><div id="root"></div>`,
    );
  }
  writeFileSync(
    join(datasDir, 'languages.json'),
    JSON.stringify([{ id: 1, title: 'TR', lang: 'tr' }]),
  );
  db = await openTestDb();
  site = await startHarness({ db, config: { siteDir, datasDir, testFaults: true } });
  bare = await startHarness({
    db,
    config: { siteDir: join(dir, 'missing-dist'), datasDir: join(dir, 'none') },
  });
});
afterAll(async () => {
  await site.close();
  await bare.close();
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (h: Harness, path: string) => fetch(`${h.baseUrl}${path}`);

describe('GET endpoints', () => {
  it('lists the gaming licences with validation links on this server', async () => {
    const body = (await (await get(site, '/v1/licenses?version=1.0.0')).json()) as {
      result: boolean;
      data: License[];
    };
    expect(body.result).toBe(true);
    expect(body.data[0]).toEqual({
      id: 1,
      name: 'Curaçao eGaming',
      authority: 'Curaçao Gaming Control Board',
      number: 'OGL/2024/1187/0612',
      url: '/media/license/1.svg',
    });
    const seal = await get(site, body.data[0]!.url);
    expect(seal.status).toBe(200);
    expect(await seal.text()).toContain('OGL/2024/1187/0612');
  });

  it('hands out one RSA-2048 SPKI public key, shared by every server on the database', async () => {
    const first = (await (await get(site, '/v1/session-key')).json()) as {
      result: boolean;
      data: SessionKey;
    };
    expect(first.result).toBe(true);
    expect(first.data.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
    const key = createPublicKey(first.data.publicKey);
    expect(key.asymmetricKeyType).toBe('rsa');
    expect(key.asymmetricKeyDetails?.modulusLength).toBe(2048);
    const second = (await (await get(bare, '/v1/session-key')).json()) as { data: SessionKey };
    expect(second.data.publicKey).toBe(first.data.publicKey);
  });
});

describe('session field encryption', () => {
  it('decrypts what node encrypts with RSA-OAEP SHA-256', async () => {
    const keys = await loadSessionKeys(db);
    const cipher = publicEncrypt(
      { key: keys.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from('uid-48213 · oturum', 'utf8'),
    ).toString('base64');
    expect(keys.decryptSessionField(cipher)).toBe('uid-48213 · oturum');
    expect(() => keys.decryptSessionField('bm90IGEgY2lwaGVydGV4dA==')).toThrow();
  });

  it('decrypts what the site encrypts with JSEncrypt encryptOAEP', async () => {
    const keys = await loadSessionKeys(db);
    const jsencrypt = new JSEncrypt();
    jsencrypt.setPublicKey(keys.publicKey);
    // JSEncrypt pads characters, not UTF-8 bytes: session fields are ASCII (ids, tokens, IPs).
    for (const field of ['48213', 'a3f9c2e1-77b0-4d5e-9c1a-2b7d6e0f4a11', '203.0.113.24']) {
      const cipher = jsencrypt.encryptOAEP(field);
      expect(typeof cipher).toBe('string');
      expect(keys.decryptSessionField(cipher as string)).toBe(field);
    }
  });
});

describe('media', () => {
  it.each([
    ['/media/slider/1-tr.svg', 1200, 400, '₺999&#39;a'],
    ['/media/slider/14-en.svg', 400, 600, 'Slots of the Day'],
    ['/media/promotion/2-en.svg', 600, 300, '30% Casino Discount'],
    ['/media/popup/1-tr.svg', 600, 400, 'Hoş Geldin'],
    ['/media/tournament/1-tr.svg', 800, 400, '₺500.000'],
    ['/media/special/1-en.svg', 800, 300, '25% Deposit Bonus'],
  ])('draws %s as a %ix%i SVG', async (path, width, height, text) => {
    const response = await get(site, path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await response.text();
    expect(svg).toContain(`width="${width}" height="${height}"`);
    expect(svg).toContain(text);
  });

  it.each([
    '/media/slider/999-tr.svg',
    '/media/slider/1-de.svg',
    '/media/unknown/1.svg',
    '/media/slider/x.png',
  ])('answers 404 for %s', async (path) => {
    const response = await get(site, path);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ result: false });
  });
});

describe('static site', () => {
  it('serves the built files and falls back to index.html for app routes', async () => {
    const asset = await get(site, '/assets/app.js');
    expect(await asset.text()).toBe('console.log("app")');
    for (const path of ['/', '/promotions', '/slot/category/72', '/play/slot/12?x=1']) {
      const response = await get(site, path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('answers a page the build prerendered with its own HTML, carrying the answer’s nonce', async () => {
    for (const path of ['/login', '/login?returnUrl=%2Fdeposit']) {
      const response = await get(site, path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy')!)![1];
      const html = await response.text();
      expect(html).toContain('<div id="prerendered" inert>Giriş Yap</div>');
      expect(html).toContain(`<script nonce="${nonce}">`);
    }
    expect(await (await get(site, '/register')).text()).not.toContain('prerendered');
    // Sent as stored, its placeholder nonce would be refused by the page's policy.
    const stored = await get(site, '/prerendered/login.html');
    expect(await stored.text()).not.toContain('__CSP_NONCE__');
  });

  describe('the home page’s and the lobbies’ copies', () => {
    const place = (carousel: string, sliderType: string, picture = '') =>
      `<div class="MuiBox-root css-1" data-first-slide="${carousel}" data-slider-type="${sliderType}">${picture}<span class="MuiSkeleton-root"></span></div>`;
    const addSlide = (id: number, title: string, status = true) =>
      db.query(
        `INSERT INTO sliders (id, lang, site_id, site_type, slider_type, place, title, subtitle, image,
           link, status, start_offset, end_offset, sort)
         VALUES ($3, 'tr', 889, 'desktop', 'escape-test', 'main', $1, '',
           '/media/slider/x.svg?a=1&b="2"', '/slot', $2, '-1 day', '1 day', 0)`,
        [title, status, id],
      );
    afterAll(() => db.query("DELETE FROM sliders WHERE slider_type = 'escape-test'"));

    it('carry the first slide a visitor sees, in Turkish, in the carousel’s place', async () => {
      const home = await (await get(site, '/')).text();
      expect(home).toContain(
        place(
          'home',
          'casino',
          `<img src="/media/slider/1-tr.svg" alt="₺999'a Varan %50 Hoş Geldin Bonusu. İlk yatırımına özel, hemen üye ol ve kazanmaya başla" fetchpriority="high">`,
        ),
      );
      const slot = await (await get(site, '/slot')).text();
      expect(slot).toMatch(/data-slider-type="casino"><img src="\/media\/slider\/12-tr.svg" /);
    });

    it('leave the place as it is when the carousel has no slide running', async () => {
      await addSlide(90_001, 'Kapalı', false);
      expect(await (await get(site, '/live')).text()).toContain(place('lobby', 'escape-test'));
    });

    it('write the operator’s texts as text, never as markup', async () => {
      await addSlide(90_002, 'Büyük "Ödül" <b>&</b>');
      expect(await (await get(site, '/live')).text()).toContain(
        '<img src="/media/slider/x.svg?a=1&amp;b=&quot;2&quot;" alt="Büyük &quot;Ödül&quot; &lt;b&gt;&amp;&lt;/b&gt;" fetchpriority="high">',
      );
    });

    it('go out with a placeholder when the carousel cannot be read, or not at once', async () => {
      const setFault = (fault: object) =>
        site.app.inject({
          method: 'POST',
          url: '/__test__/faults',
          payload: { class: 'cmscontroller', method: 'getSlider', ...fault },
        });
      try {
        await setFault({ status: 500 });
        expect(await (await get(site, '/')).text()).toContain(place('home', 'casino'));
        // Held for longer than the test may take: the page must not wait for it.
        await setFault({ delayMs: 10_000 });
        expect(await (await get(site, '/')).text()).toContain(place('home', 'casino'));
      } finally {
        await site.app.inject({ method: 'DELETE', url: '/__test__/faults' });
      }
    }, 3000);
  });

  it('keeps API, media and datas paths out of the fallback', async () => {
    for (const path of ['/v1/nothing', '/media/nothing', '/datas/missing.json']) {
      const response = await get(site, path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/json/);
    }
  });

  it('serves /datas from the configured folder', async () => {
    const response = await get(site, '/datas/languages.json');
    expect(await response.json()).toEqual([{ id: 1, title: 'TR', lang: 'tr' }]);
  });

  it('still runs the API when the site is not built', async () => {
    expect((await get(bare, '/promotions')).status).toBe(404);
    expect((await bare.call('system', 'ping')).body.result).toBe(true);
  });
});

describe('fault injection', () => {
  const fault = (h: Harness, method: string, body?: unknown) =>
    fetch(`${h.baseUrl}/__test__/faults`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });

  it('makes a chosen method answer a status or wait, until cleared', async () => {
    expect(
      (await fault(site, 'POST', { class: 'cmscontroller', method: 'getPromotions', status: 500 }))
        .status,
    ).toBe(200);
    const failed = await site.call('cmscontroller', 'getPromotions', {}, { lang: 'en' });
    expect(failed).toEqual({
      status: 500,
      body: {
        result: false,
        data: null,
        message: 'We are having some problems, please try again later',
      },
    });
    expect((await site.call('cmscontroller', 'popupInformation')).status).toBe(200);

    await fault(site, 'POST', { class: 'system', method: 'ping', delayMs: 300 });
    const started = Date.now();
    expect((await site.call('system', 'ping')).body.result).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);

    await fault(site, 'POST', {
      class: 'slider',
      method: 'get_all_items',
      status: 200,
      message: 'Kayıt Bulunamadı',
    });
    expect((await site.call('slider', 'get_all_items', { siteId: 111 })).body).toEqual({
      result: false,
      data: null,
      message: 'Kayıt Bulunamadı',
    });

    expect((await fault(site, 'DELETE')).status).toBe(200);
    expect((await site.call('cmscontroller', 'getPromotions')).status).toBe(200);
    expect((await site.call('slider', 'get_all_items', { siteId: 111 })).body.result).toBe(true);
  });

  it('refuses a malformed fault', async () => {
    const response = await fault(site, 'POST', { class: 'system', status: 'boom' });
    expect(response.status).toBe(400);
  });

  it('does not exist unless enabled', async () => {
    expect(
      (await fault(bare, 'POST', { class: 'system', method: 'ping', status: 500 })).status,
    ).toBe(404);
    expect((await fault(bare, 'DELETE')).status).toBe(404);
    expect((await bare.call('system', 'ping')).status).toBe(200);
  });
});
