import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { MaintenanceStatus, SessionKey } from '../../../machines/shared/contract.ts';
import type { SessionEndReason } from '../../../machines/shared/session.ts';
import { ApiError, type ApiErrorKind } from '../../../src/api/api-error.ts';
import { platformServerForFile } from './platform-server.ts';
import { createRecordingClient, messages } from './recording-client.ts';

const session = {
  uid: 'ZW5jLXVpZA==',
  sid: 'ZW5jLXNpZA==',
  uip: 'ZW5jLXVpcA==',
  gmt: '+03:00',
  lang: 'tr',
};

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => new Error('expected a rejection'),
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw error;
  return error;
}

function expectApiError(error: ApiError, kind: ApiErrorKind, status: number | null) {
  expect({ kind: error.kind, status: error.status }).toEqual({ kind, status });
}

const server = platformServerForFile();
/** A method the platform does not have (nor the site's map: typed as one it has). */
const UNKNOWN_METHOD = 'nope' as 'ping';
const posted = () => server.posted();

describe('a successful call', () => {
  it('posts the envelope with Lang and the frontend headers, without a user', async () => {
    const { client } = createRecordingClient(server.baseURL);
    const result = await client.call('system', 'ping', {});

    expect(result).toEqual({
      data: expect.objectContaining({ pong: true }),
      message: 'İşlem Başarılı',
    });
    expect(posted()).toHaveLength(1);
    const [request] = posted();
    expect(request?.url).toBe('/v1');
    expect(request?.headers['content-type']).toMatch(/^application\/json/);
    expect(request?.headers.panel).toBe('frontend');
    expect(request?.envelope).toEqual({
      api: { class: 'system', method: 'ping' },
      data: { Lang: 'tr' },
    });
  });

  it('speaks the language the app shows: Lang en gets English messages', async () => {
    const recording = createRecordingClient(server.baseURL);
    recording.lang = 'en';
    expect((await recording.client.call('system', 'ping', {})).message).toBe(
      'Operation Successful',
    );
    expect(posted()[0]?.envelope?.data.Lang).toBe('en');
  });

  it('merges the payload and hands back the pagination', async () => {
    const { client } = createRecordingClient(server.baseURL);
    const result = await client.call('cmscontroller', 'getSlider', {
      limit: 2,
      offset: 0,
    });

    expect(posted()[0]?.envelope?.data).toEqual({ limit: 2, offset: 0, Lang: 'tr' });
    expect(result.pagination).toEqual({ limit: 2, offset: 0, total: expect.any(Number) });
    expect(result.data.length).toBeLessThanOrEqual(2);
  });

  it('sends the stored session as user only on auth calls', async () => {
    const recording = createRecordingClient(server.baseURL);
    recording.session = session;
    await recording.client.call('system', 'ping', {}, { auth: true });
    await recording.client.call('system', 'ping', {});

    expect(posted().map((r) => r.envelope?.user)).toEqual([session, undefined]);
  });

  it('reads plain GET answers with their query and headers', async () => {
    const { client } = createRecordingClient(server.baseURL);
    const check = await client.get<MaintenanceStatus>('v1/check-maintenance', { Lang: 'en' });
    const key = await client.get<SessionKey>('/v1/session-key');

    expect(check.data).toEqual({ status: false, message: '', expectedEnd: null });
    expect(key.data.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(server.seen.map((r) => [r.method, r.url, r.headers.panel])).toEqual([
      ['GET', '/v1/check-maintenance?Lang=en', 'frontend'],
      ['GET', '/v1/session-key', 'frontend'],
    ]);
  });
});

describe('a result-false answer', () => {
  it("shows the server's message for 1500 ms and rejects with it", async () => {
    const recording = createRecordingClient(server.baseURL);
    const error = await rejection(recording.client.call('system', UNKNOWN_METHOD, {}));

    expectApiError(error, 'refused', 404);
    expect(error.message).toBe('Bilinmeyen metot: system.nope');
    expect(recording.notices).toEqual([
      { message: 'Bilinmeyen metot: system.nope', variant: 'error', autoHideMs: 1500 },
    ]);
    expect(recording.ended).toEqual([]);
  });

  it('rejects with the data of a 400 validation answer', async () => {
    const recording = createRecordingClient(server.baseURL);
    recording.lang = 'en';
    // A value the map's type already refuses, sent as if it were one it allows.
    const InfType = 'Nope' as 'PromoSart';
    const error = await rejection(
      recording.client.call('cmscontroller', 'getInformation', { InfType }),
    );

    expectApiError(error, 'refused', 400);
    expect(error.message).toMatch(/InfType/);
    expect(recording.notices.map((n) => n.message)).toEqual([error.message]);
  });

  it('stays silent when the call is quiet', async () => {
    const recording = createRecordingClient(server.baseURL);
    const error = await rejection(
      recording.client.call('system', UNKNOWN_METHOD, {}, { quiet: true }),
    );

    expectApiError(error, 'refused', 404);
    expect(recording.notices).toEqual([]);
  });
});

describe('an HTTP 500', () => {
  it('shows a lasting notice and blocks every later request of this client', async () => {
    await server.fault({ class: 'system', method: 'ping', status: 500 });
    const recording = createRecordingClient(server.baseURL);
    const { client } = recording;

    const [first, second] = await Promise.all([
      rejection(client.call('system', 'ping', {})),
      rejection(client.call('system', 'ping', {})),
    ]);
    expectApiError(first, 'serverError', 500);
    expectApiError(second, 'serverError', 500);
    expect(recording.notices).toEqual([
      { message: messages.tr['api.serverTrouble'], variant: 'error', autoHideMs: null },
    ]);

    await server.clearFaults();
    server.seen.length = 0;
    const blocked = [
      await rejection(client.call('cmscontroller', 'getPromotions', {})),
      await rejection(client.call('maintenance', 'check_status', {})),
      await rejection(client.get('v1/licenses')),
    ];
    for (const error of blocked) {
      expectApiError(error, 'blocked', null);
      expect(error.message).toBe(messages.tr['api.requestBlocked']);
    }
    expect(server.seen).toEqual([]);
    expect(recording.notices).toHaveLength(1);
    expect(recording.blockReports).toBe(1);

    // The block lasts for the page's life, which is the client's: a new page starts afresh.
    await expect(
      createRecordingClient(server.baseURL).client.call('system', 'ping', {}),
    ).resolves.toBeTruthy();
  });

  it('words the block in the language the app shows', async () => {
    await server.fault({ class: 'system', method: 'ping', status: 502 });
    const recording = createRecordingClient(server.baseURL);
    recording.lang = 'en';

    await rejection(recording.client.call('system', 'ping', {}));
    const blocked = await rejection(recording.client.call('system', 'ping', {}));

    expect(recording.notices[0]?.message).toBe(messages.en['api.serverTrouble']);
    expect(blocked.message).toBe('Request blocked due to a previous error');
  });
});

describe('maintenance', () => {
  afterEach(() => server.setMaintenance(false));

  it.each(['tr', 'en'] as const)(
    'reports it once (%s), then refuses every class but maintenance without the network',
    async (lang) => {
      await server.setMaintenance(true);
      const recording = createRecordingClient(server.baseURL);
      recording.lang = lang;
      const { client } = recording;

      const answers = await Promise.all([
        rejection(client.call('cmscontroller', 'getPromotions', {})),
        rejection(client.call('cmscontroller', 'popupInformation', {})),
      ]);
      for (const error of answers) expectApiError(error, 'refused', 503);
      const text = lang === 'tr' ? 'Site Bakima Alindi' : 'Site is under maintenance';
      expect(recording.maintenanceReports).toBe(1);
      expect(recording.notices).toEqual([{ message: text, variant: 'error', autoHideMs: 1500 }]);

      server.seen.length = 0;
      expectApiError(
        await rejection(client.call('cmscontroller', 'getPromotions', {})),
        'maintenance',
        null,
      );
      expect(server.seen).toEqual([]);

      // The maintenance class still reaches the server, and its answer is its caller's business.
      const check = await rejection(
        client.call('maintenance', 'check_status', {}, { quiet: true }),
      );
      expect(check.data).toMatchObject({ status: true });
      expect(posted()).toHaveLength(1);
      expect(recording.maintenanceReports).toBe(1);
      expect(recording.notices).toHaveLength(1);

      // A maintenance 503 is no server failure: once it is over, calls go through again.
      await server.setMaintenance(false);
      recording.underMaintenance = false;
      await expect(client.call('cmscontroller', 'getPromotions', {})).resolves.toBeTruthy();
    },
  );
});

describe('session-clearing messages', () => {
  const cases: { message: string; status?: number; reason: SessionEndReason | null }[] = [
    { message: 'Oturum süresi doldu', reason: 'expired' },
    { message: 'Session expired', reason: 'expired' },
    { message: '  oturum SÜRESİ doldu ', reason: 'expired' },
    { message: 'Giriş Başarısız', reason: 'loginFailed' },
    { message: 'LOGIN FAILED', reason: 'loginFailed' },
    { message: 'İnaktif hesap', reason: 'inactive' },
    { message: 'inaktif hesap', reason: 'inactive' },
    { message: 'Inactive account', reason: 'inactive' },
    { message: 'Bu işlem için yetkiniz yok', reason: 'unauthorized' },
    { message: 'You are not authorized to do this', reason: 'unauthorized' },
    { message: 'Forbidden', status: 403, reason: 'unauthorized' },
    { message: 'Kayıt Bulunamadı', reason: null },
  ];

  it.each(cases)('$message (HTTP $status) ends the session as $reason', async (c) => {
    await server.fault({
      class: 'user',
      method: 'get_user_profile',
      status: c.status ?? 200,
      message: c.message,
    });
    const recording = createRecordingClient(server.baseURL);
    recording.session = session;

    const error = await rejection(
      recording.client.call('user', 'get_user_profile', {}, { auth: true }),
    );

    expectApiError(error, 'refused', c.status ?? 200);
    expect(recording.ended).toEqual(c.reason ? [c.reason] : []);
    expect(recording.notices).toEqual([{ message: c.message, variant: 'error', autoHideMs: 1500 }]);
    expect(posted()[0]?.envelope?.user).toEqual(session);
  });
});

describe('a network error', () => {
  it('rejects silently and blocks nothing', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise((resolve) => closed.close(resolve));

    const recording = createRecordingClient(`http://127.0.0.1:${port}`);
    expectApiError(await rejection(recording.client.call('system', 'ping', {})), 'network', null);
    expectApiError(await rejection(recording.client.get('v1/licenses')), 'network', null);
    expect(recording.notices).toEqual([]);
    expect(recording.ended).toEqual([]);
  });
});

describe('a call that gets no answer in time', () => {
  afterEach(() => server.clearFaults());

  it('ends as a silent network error that blocks nothing', async () => {
    await server.fault({ class: 'system', method: 'ping', delayMs: 1_000 });
    const recording = createRecordingClient(server.baseURL, 150);
    const started = Date.now();

    expectApiError(await rejection(recording.client.call('system', 'ping', {})), 'network', null);
    expect(Date.now() - started).toBeLessThan(900);
    expect(recording.notices).toEqual([]);
    expect(recording.blockReports).toBe(0);

    await server.clearFaults();
    await expect(recording.client.call('system', 'ping', {})).resolves.toBeTruthy();
  });
});
