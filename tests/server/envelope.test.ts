import * as yup from 'yup';
import { describe, expect, it } from 'vitest';
import { dispatch, method, ok, parseEnvelope, type Registry } from '../../server/envelope.ts';
import { answers } from '../../machines/shared/contract/define.ts';
import { harnessForFile } from './harness.ts';
import { newRegistration } from './players.ts';

const h = harnessForFile();

const USER = { uid: 'a', sid: 'b', uip: 'c', gmt: '+03:00', lang: 'tr' };

describe('envelope', () => {
  it('answers a good call with result true and the success message in the language asked', async () => {
    const tr = await h.call('system', 'ping', {}, { lang: 'tr' });
    expect(tr.status).toBe(200);
    expect(tr.body).toMatchObject({
      result: true,
      message: 'İşlem Başarılı',
      data: { pong: true },
    });
    expect(Date.parse((tr.body.data as { time: string }).time)).not.toBeNaN();
    const en = await h.call('system', 'ping', {}, { lang: 'en' });
    expect(en.body.message).toBe('Operation Successful');
  });

  it('falls back to tr when Lang is missing, not two letters or not served', async () => {
    for (const lang of [undefined, 'eng', 'EN', 'de', 'e']) {
      const reply = await h.call('system', 'ping', {}, { lang });
      expect(reply.body.message).toBe('İşlem Başarılı');
    }
  });

  it('answers a ping while another call holds the database in a transaction', async () => {
    // On PGlite a transaction holds the only connection: a ping that needed one would wait here
    // for a transaction that waits for the ping.
    const reply = await h.db.transaction(async (tx) => {
      await tx.query('SELECT 1');
      return h.call('system', 'ping', {});
    });
    expect(reply.body).toMatchObject({ result: true, data: { pong: true } });
  });

  it('accepts a call with a user context', async () => {
    const withUser = await h.call('system', 'ping', {}, { user: USER });
    expect(withUser.body.result).toBe(true);
  });

  const PING = { api: { class: 'system', method: 'ping' }, data: {} };

  it.each([
    ['text/plain', 415, 'İstek JSON olarak gönderilmelidir (Content-Type: application/json)'],
    [
      'application/x-www-form-urlencoded',
      415,
      'İstek JSON olarak gönderilmelidir (Content-Type: application/json)',
    ],
    [
      'multipart/form-data; boundary=x',
      415,
      'İstek JSON olarak gönderilmelidir (Content-Type: application/json)',
    ],
  ])(
    'refuses a %s body, which another site could send without asking',
    async (type, status, message) => {
      const reply = await h.postRaw(PING, { 'content-type': type });
      expect(reply).toEqual({ status, body: { result: false, data: null, message } });
    },
  );

  it('accepts JSON with a charset', async () => {
    const reply = await h.postRaw(PING, { 'content-type': 'application/json; charset=utf-8' });
    expect(reply.body.result).toBe(true);
  });

  it('refuses a call without the panel header or with another panel', async () => {
    for (const panel of ['', 'backoffice']) {
      const reply = await h.postRaw(PING, { panel });
      expect(reply).toEqual({
        status: 403,
        body: { result: false, data: null, message: 'İstek başlığı eksik: panel' },
      });
    }
  });

  it("refuses a browser call from another site's page, and accepts the site's own", async () => {
    const foreign = await h.postRaw(PING, { origin: 'https://evil.example' });
    expect(foreign).toEqual({
      status: 403,
      body: { result: false, data: null, message: 'Bu adresten gelen isteklere izin verilmiyor' },
    });
    const own = await h.postRaw(PING, { origin: 'http://localhost:8080' });
    expect(own.body.result).toBe(true);
  });

  it.each([
    ['malformed JSON', '{"api": {', 'İstek gövdesi geçerli bir JSON nesnesi değil'],
    ['an empty body', '', 'İstek gövdesi geçerli bir JSON nesnesi değil'],
    ['an array body', '[1,2]', 'İstek gövdesi geçerli bir JSON nesnesi değil'],
    ['a string body', '"ping"', 'İstek gövdesi geçerli bir JSON nesnesi değil'],
  ])('refuses %s with 400', async (_name, body, message) => {
    const reply = await h.postRaw(body);
    expect(reply).toEqual({ status: 400, body: { result: false, data: null, message } });
  });

  it.each([
    ['__proto__', '{"__proto__":{"admin":true}}'],
    ['constructor.prototype', '{"constructor":{"prototype":{"admin":true}}}'],
    ['toString', '{"toString":"x"}'],
    ['valueOf, one level down', '{"filters":{"valueOf":1}}'],
  ])('refuses data holding a %s key with 400', async (_name, data) => {
    const reply = await h.postRaw(`{"api":{"class":"system","method":"ping"},"data":${data}}`);
    expect(reply).toEqual({
      status: 400,
      body: {
        result: false,
        data: null,
        message: 'İstekte izin verilmeyen bir alan adı var (ör. __proto__, constructor, toString)',
      },
    });
  });

  it('refuses a value the database cannot hold with 400, not a server error', async () => {
    const reply = await h.call('slider', 'get_active_items', { siteId: 2 ** 31 });
    expect(reply).toEqual({
      status: 400,
      body: {
        result: false,
        data: null,
        message: 'Gönderilen değerlerden biri geçerli aralığın ya da biçimin dışında',
      },
    });
  });

  it.each([
    ['an impossible birth date', { birthDate: '1990-02-31' }, 'Geçerli bir doğum tarihi girin'],
    ['a phone of null', { phone: null }, "Zorunlu alan eksik: 'phone'"],
  ])('refuses a registration with %s, naming the field', async (_name, change, message) => {
    const reply = await h.call('user', 'register', { ...newRegistration(), ...change });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ result: false, message });
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const reply = await h.call('system', 'ping', { filler: 'x'.repeat(1_100_000) });
    expect(reply).toEqual({
      status: 413,
      body: { result: false, data: null, message: 'İstek gövdesi çok büyük' },
    });
  });

  it('refuses a missing or wrongly typed api with 400, in the language of data.Lang', async () => {
    const missing = await h.postRaw({ data: { Lang: 'en' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      result: false,
      message: "'api.class' and 'api.method' must be sent as strings",
    });
    const typed = await h.postRaw({ api: { class: 'system', method: 5 }, data: {} });
    expect(typed.status).toBe(400);
    expect(typed.body.message).toBe("'api.class' ve 'api.method' metin olarak gönderilmelidir");
    const notObject = await h.postRaw({ api: 'system.ping', data: {} });
    expect(notObject.status).toBe(400);
  });

  it('refuses data that is missing or not an object with 400', async () => {
    for (const data of [undefined, null, [], 'x', 3]) {
      const reply = await h.postRaw({ api: { class: 'system', method: 'ping' }, data });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ result: false, message: "'data' bir nesne olmalıdır" });
    }
  });

  it('refuses a user context with a missing session field with 400 naming it', async () => {
    const reply = await h.postRaw({
      api: { class: 'system', method: 'ping' },
      data: { Lang: 'en' },
      user: { ...USER, sid: 12 },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe("Invalid 'user' session context: field sid must be a string");
  });

  it('answers 404 for an unknown class or method, naming it', async () => {
    const cls = await h.call('casino2', 'ping', {}, { lang: 'en' });
    expect(cls).toEqual({
      status: 404,
      body: { result: false, data: null, message: 'Unknown class: casino2' },
    });
    const m = await h.call('system', 'pong');
    expect(m.status).toBe(404);
    expect(m.body.message).toBe('Bilinmeyen metot: system.pong');
    const inherited = await h.call('system', 'constructor');
    expect(inherited.status).toBe(404);
    const proto = await h.call('__proto__', 'toString');
    expect(proto.status).toBe(404);
  });

  it('names the field when a payload field is missing, wrongly typed or out of range', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ limit: '7' }, "Field 'limit' has the wrong type: it must be a number"],
      [{ limit: 0 }, "Invalid value for field 'limit': must be at least 1"],
      [{ limit: 2.5 }, "Invalid value for field 'limit': must be an integer"],
      [{ offset: -1 }, "Invalid value for field 'offset': must be at least 0"],
      [{ SiteType: 'tablet' }, "Invalid value for field 'SiteType'; allowed: desktop, mobile"],
    ];
    for (const [data, message] of cases) {
      const reply = await h.call('cmscontroller', 'getSlider', data, { lang: 'en' });
      expect(reply, JSON.stringify(data)).toEqual({
        status: 400,
        body: { result: false, data: null, message },
      });
    }
    const missing = await h.call('cmscontroller', 'getInformation', {});
    expect(missing.body.message).toBe("Zorunlu alan eksik: 'InfType'");
  });

  it('answers an unexpected exception with 500 and a generic message, logging it', async () => {
    const logged: unknown[] = [];
    const registry: Registry = {
      broken: {
        explode: method(answers<null>()(yup.object({})), {
          handler: async () => {
            throw new Error('disk on fire');
          },
        }),
      },
    };
    const parsed = parseEnvelope(
      JSON.stringify({ api: { class: 'broken', method: 'explode' }, data: { Lang: 'en' } }),
    );
    if ('status' in parsed) throw new Error('envelope should parse');
    const result = await dispatch(parsed, { registry, db: h.db, logError: (e) => logged.push(e) });
    expect(result).toEqual({
      status: 500,
      body: {
        result: false,
        data: null,
        message: 'We are having some problems, please try again later',
      },
    });
    expect(String(logged[0])).toContain('disk on fire');
  });

  it('rolls back what a failing method wrote', async () => {
    const registry: Registry = {
      broken: {
        half: method(answers<null>()(yup.object({})), {
          handler: async ({ db }) => {
            await db.query(`UPDATE maintenance SET message = 'half written' WHERE id = 1`);
            throw new Error('stop');
          },
        }),
      },
    };
    const parsed = parseEnvelope(
      JSON.stringify({ api: { class: 'broken', method: 'half' }, data: {} }),
    );
    if ('status' in parsed) throw new Error('envelope should parse');
    expect((await dispatch(parsed, { registry, db: h.db, logError: () => {} })).status).toBe(500);
    const [row] = await h.db.query<{ message: string | null }>('SELECT message FROM maintenance');
    expect(row?.message).toBeNull();
  });

  it('refuses a method declared auth: true without a live session as session expired', async () => {
    let ran = false;
    const registry: Registry = {
      user: {
        get_user_profile: method(answers<null>()(yup.object({})), {
          auth: true,
          handler: async () => ((ran = true), ok(null)),
        }),
      },
    };
    const run = async (body: object) => {
      const parsed = parseEnvelope(JSON.stringify(body));
      if ('status' in parsed) throw new Error('envelope should parse');
      return dispatch(parsed, { registry, db: h.db, logError: () => {} });
    };
    const api = { class: 'user', method: 'get_user_profile' };
    const expired = {
      status: 200,
      body: { result: false, data: null, message: 'Oturum süresi doldu' },
    };
    expect(await run({ api, data: {} })).toEqual(expired);
    // A context that is not the server's ciphertext (sessions are tested in user-*.test.ts).
    expect(await run({ api, data: {}, user: USER })).toEqual(expired);
    expect(ran).toBe(false);
  });

  it('answers unknown routes with a 404 envelope', async () => {
    const response = await fetch(`${h.baseUrl}/v1/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ result: false, message: 'Adres bulunamadı' });
  });
});
