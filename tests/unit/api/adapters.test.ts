import { afterEach, describe, expect, it } from 'vitest';
import { INFORMATION_TYPES } from '../../../machines/shared/contract.ts';
import { NO_SUPPORT_CONTACTS } from '../../../machines/content/support-contacts.ts';
import { createContentApi } from '../../../src/api/content-api.ts';
import { createMaintenanceApi } from '../../../src/api/maintenance-api.ts';
import { platformServerForFile } from './platform-server.ts';
import { createRecordingClient } from './recording-client.ts';

const server = platformServerForFile();
const posted = () => server.posted();

describe('createMaintenanceApi', () => {
  afterEach(() => server.setMaintenance(false));

  it('reads a running site as status false', async () => {
    const recording = createRecordingClient(server.baseURL);
    await expect(createMaintenanceApi(recording.client).checkStatus()).resolves.toEqual({
      status: false,
      message: '',
      expectedEnd: null,
    });
  });

  it('reads the result-false answer as status true with its data, quietly', async () => {
    await server.setMaintenance(true);
    const recording = createRecordingClient(server.baseURL);
    recording.lang = 'en';

    const status = await createMaintenanceApi(recording.client).checkStatus();

    expect(status).toEqual({
      status: true,
      message: expect.stringMatching(/maintenance/),
      expectedEnd: null,
    });
    expect(posted()[0]?.envelope?.api).toEqual({ class: 'maintenance', method: 'check_status' });
    // The machine decides what to do: the check neither toasts nor reports maintenance.
    expect(recording.notices).toEqual([]);
    expect(recording.maintenanceReports).toBe(0);
  });

  it('passes other failures on', async () => {
    await server.fault({ class: 'maintenance', method: 'check_status', status: 500 });
    const recording = createRecordingClient(server.baseURL);
    await expect(createMaintenanceApi(recording.client).checkStatus()).rejects.toMatchObject({
      kind: 'serverError',
    });
  });
});

describe('createContentApi', () => {
  const content = () => createContentApi(createRecordingClient(server.baseURL).client);

  it('asks cmscontroller with payloads the server accepts', async () => {
    const api = content();
    const sliders = await api.getSliders({ limit: 7, offset: 0 });
    const placed = await api.getPlacedSliders({
      SiteType: 'desktop',
      SliderType: 'casino',
      sliderPlace: 'sol',
    });
    const promotions = await api.getPromotions();
    const popups = await api.getPopups();
    const specialDates = await api.getSpecialDates();
    const tournaments = await api.getTournaments({ limit: 50, offset: 0 });

    expect(sliders.length).toBeGreaterThan(0);
    expect(sliders.length).toBeLessThanOrEqual(7);
    expect(Array.isArray(placed)).toBe(true);
    expect(promotions.length).toBeGreaterThan(0);
    expect(popups.length).toBeGreaterThan(0);
    expect(Array.isArray(specialDates)).toBe(true);
    expect(tournaments.length).toBeGreaterThan(0);
    expect(posted().map((r) => [r.envelope?.api.method, r.envelope?.data])).toEqual([
      ['getSlider', { limit: 7, offset: 0, Lang: 'tr' }],
      [
        'getIcSlider',
        { SiteType: 'desktop', SliderType: 'casino', sliderPlace: 'sol', Lang: 'tr' },
      ],
      ['getPromotions', { Lang: 'tr' }],
      ['popupInformation', { Lang: 'tr' }],
      ['getSpecialDateInf', { Lang: 'tr' }],
      ['getTournaments', { SiteType: 'desktop', limit: 50, offset: 0, Lang: 'tr' }],
    ]);
  });

  it.each(INFORMATION_TYPES)('reads the %s information record', async (type) => {
    await expect(content().getInformation(type)).resolves.toMatchObject({
      InfType: type,
      Lang: 'tr',
    });
  });

  it('reads the support contacts quietly: none set shows none, a refusal no notice', async () => {
    const recording = createRecordingClient(server.baseURL);
    const api = createContentApi(recording.client);
    await expect(api.getSupportContacts()).resolves.toEqual(NO_SUPPORT_CONTACTS);
    expect(posted()[0]?.envelope?.data).toEqual({ InfType: 'SupportContacts', Lang: 'tr' });

    // A platform without the record refuses it: the footer goes without, the player is not told.
    await server.fault({
      class: 'cmscontroller',
      method: 'getInformation',
      status: 200,
      message: 'Kayıt Bulunamadı',
    });
    try {
      await expect(api.getSupportContacts()).rejects.toMatchObject({ kind: 'refused' });
      expect(recording.notices).toEqual([]);
    } finally {
      await server.clearFaults();
    }
  });

  it('reads the licences with a plain GET carrying the version', async () => {
    const licenses = await content().getLicenses();
    expect(licenses[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      authority: expect.any(String),
      number: expect.any(String),
      url: expect.any(String),
    });
    expect(server.seen[0]?.url).toMatch(/^\/v1\/licenses\?version=\d+\.\d+\.\d+$/);
  });
});
