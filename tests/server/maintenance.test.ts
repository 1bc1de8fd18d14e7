import { afterEach, describe, expect, it } from 'vitest';
import type { EnvelopeResponse, MaintenanceStatus } from '../../machines/shared/contract.ts';
import { buildApp } from '../../server/app.ts';
import { runCli, setMaintenance } from '../../server/cli.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seed } from '../../server/db/seed.ts';
import { readMaintenance, writeMaintenance } from '../../server/maintenance-state.ts';
import { loadSessionKeys } from '../../server/session-crypto.ts';
import {
  MIGRATIONS,
  OPERATOR_TOKEN,
  TEST_DATA_KEYS,
  emptyTestDatabase,
  failedMaintenanceWrite,
  harnessForFile,
} from './harness.ts';

const h = harnessForFile();
afterEach(() => setMaintenance({ baseUrl: h.operatorUrl, token: OPERATOR_TOKEN }, { on: false }));

const operator = (body: unknown, token = OPERATOR_TOKEN) =>
  fetch(`${h.operatorUrl}/operator/maintenance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-token': token },
    body: JSON.stringify(body),
  });

describe('maintenance', () => {
  it('reports the site open by default', async () => {
    const reply = await h.call<MaintenanceStatus>('maintenance', 'check_status', {});
    expect(reply.body).toEqual({
      result: true,
      data: { status: false, message: '', expectedEnd: null },
      message: 'İşlem Başarılı',
    });
    const plain = await fetch(`${h.baseUrl}/v1/check-maintenance?site-name=anka&version=1.0.0`);
    expect(await plain.json()).toMatchObject({ result: true, data: { status: false } });
  });

  it('switched on by the operator, refuses other classes with 503 and check_status with false', async () => {
    const until = '2030-01-01T10:00:00.000Z';
    const set = await operator({ on: true, expectedEnd: until });
    expect(set.status).toBe(200);

    const tr = await h.call<MaintenanceStatus>('maintenance', 'check_status', {});
    expect(tr.status).toBe(200);
    expect(tr.body.result).toBe(false);
    expect(tr.body.message).toBe('Site Bakima Alindi');
    expect(tr.body.data).toMatchObject({ status: true, expectedEnd: until });
    expect(tr.body.data.message).toMatch(/bakım/);
    const en = await h.call<MaintenanceStatus>('maintenance', 'check_status', {}, { lang: 'en' });
    expect(en.body.message).toBe('Site is under maintenance');
    expect(en.body.data.message).toMatch(/maintenance/);

    for (const [cls, method] of [
      ['cmscontroller', 'getPromotions'],
      ['slider', 'get_all_items'],
    ]) {
      const reply = await h.call(cls!, method!, {}, { lang: 'en' });
      expect(reply).toEqual({
        status: 503,
        body: { result: false, data: null, message: 'Site is under maintenance' },
      });
    }
    expect((await h.call('system', 'ping')).body.result).toBe(true);
    const plain = await fetch(`${h.baseUrl}/v1/check-maintenance?Lang=en`);
    expect(await plain.json()).toMatchObject({
      result: true,
      data: { status: true, expectedEnd: until },
    });

    await operator({ on: false });
    expect((await h.call('maintenance', 'check_status')).body.result).toBe(true);
    expect((await h.call('cmscontroller', 'getPromotions')).status).toBe(200);
  });

  it('shows the operator message as given', async () => {
    await operator({ on: true, message: 'Altyapı güncellemesi yapılıyor.' });
    const reply = await h.call<MaintenanceStatus>(
      'maintenance',
      'check_status',
      {},
      { lang: 'en' },
    );
    expect(reply.body.data).toEqual({
      status: true,
      message: 'Altyapı güncellemesi yapılıyor.',
      expectedEnd: null,
    });
  });

  it('refuses a wrong or missing token and a bad payload', async () => {
    const wrong = await operator({ on: true }, 'guess');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({
      result: false,
      message: 'Bu işlem için yetkiniz yok',
    });
    const missing = await fetch(`${h.operatorUrl}/operator/maintenance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"on":true}',
    });
    expect(missing.status).toBe(401);
    expect((await readMaintenance(h.db)).status).toBe(false);

    const noFlag = await operator({ message: 'x' });
    expect(noFlag.status).toBe(400);
    expect(((await noFlag.json()) as EnvelopeResponse).message).toBe("Zorunlu alan eksik: 'on'");
    const malformed = await fetch(`${h.operatorUrl}/operator/maintenance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-operator-token': OPERATOR_TOKEN },
      body: '{"on":',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      result: false,
      data: null,
      message: 'Geçersiz istek',
    });
    const badDate = await operator({ on: true, expectedEnd: 'tomorrow' });
    expect(badDate.status).toBe(400);
    expect(((await badDate.json()) as EnvelopeResponse).message).toContain('expectedEnd');
    expect((await readMaintenance(h.db)).status).toBe(false);
  });

  it('is driven by the operator command', async () => {
    const env = h.cliEnv;
    expect(
      await runCli(
        ['maintenance', 'on', '--message', 'Kısa bakım', '--until', '2030-05-01T08:00:00Z'],
        env,
      ),
    ).toBe('maintenance ON until 2030-05-01T08:00:00.000Z: Kısa bakım');
    expect((await h.call('cmscontroller', 'getPromotions')).status).toBe(503);
    expect(await runCli(['maintenance', 'status'], env)).toMatch(/^maintenance ON/);
    expect(await runCli(['maintenance', 'off'], env)).toBe('maintenance OFF: the site is open');
    await expect(
      runCli(['maintenance', 'on'], { ...env, OPERATOR_TOKEN: 'wrong' }),
    ).rejects.toThrow(/401/);
    await expect(runCli(['maintenance', 'maybe'], env)).rejects.toThrow(/usage/);
  });
});

const FROM_NOTHING = { timeout: 120_000 };

describe('restart', { tags: ['postgres'] }, () => {
  // From nothing: initdb, every migration and the seed take 5–10 s idle, 40 s on a busy 2-core
  // machine (measured beside a second test run).
  it('keeps data and seeds once', FROM_NOTHING, async () => {
    const database = emptyTestDatabase();
    try {
      const first = await database.open();
      expect(await migrate(first)).toEqual(MIGRATIONS);
      const added = await seed(first);
      expect(added.sliders).toBeGreaterThan(0);
      expect(added.players).toBe(3);
      await writeMaintenance(first, { status: true, message: 'Gece bakımı', expectedEnd: null });
      const { publicKey } = await loadSessionKeys(first);
      await first.close();

      const second = await database.open();
      expect(await migrate(second)).toEqual([]);
      expect(await seed(second)).toEqual({});
      expect(await readMaintenance(second)).toMatchObject({ status: true, message: 'Gece bakımı' });
      const [count] = await second.query<{ n: number }>('SELECT count(*) AS n FROM sliders');
      expect(count?.n).toBe(added.sliders);
      const app = await buildApp({
        db: second,
        config: { operatorToken: OPERATOR_TOKEN, logLevel: 'silent', dataKeys: TEST_DATA_KEYS },
      });
      const status = await app.inject({
        method: 'POST',
        url: '/v1',
        headers: { panel: 'frontend' },
        payload: { api: { class: 'maintenance', method: 'check_status' }, data: {} },
      });
      expect(status.json()).toMatchObject({
        result: false,
        data: { status: true, message: 'Gece bakımı' },
      });
      const key = await app.inject({ method: 'GET', url: '/v1/session-key' });
      expect(key.json()).toMatchObject({ data: { publicKey } });
      await app.close();
      await second.close();
    } finally {
      await database.dispose();
    }
  });

  it('rolls a failed transaction back', FROM_NOTHING, async () => {
    const database = emptyTestDatabase();
    const db = await database.open();
    try {
      await migrate(db);
      await expect(failedMaintenanceWrite(db)).rejects.toThrow('stop');
      const [row] = await db.query<{ message: string | null }>(
        'SELECT message FROM maintenance WHERE id = 1',
      );
      expect(row?.message).toBeNull();
    } finally {
      await db.close();
      await database.dispose();
    }
  });
});
