import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { createRuntime, type AppRuntime } from '../../../src/app/runtime.ts';
import type { NoticeOptions } from '../../../src/api/notifier.ts';
import { MemoryStorage } from '../platform/memory-storage.ts';
import { sessionExpiredOn, startPlatformServer, type PlatformServer } from './platform-server.ts';
import { messages } from './recording-client.ts';

const session = { uid: 'dQ==', sid: 'cw==', uip: 'aQ==', gmt: '+03:00', lang: 'tr' };
const profile = { uid: 'u1', firstname: 'Ayşe', lastname: 'Yılmaz', username: 'ayse', email: null };

let server: PlatformServer;
let runtime: AppRuntime | undefined;
let notices: ({ message: string } & NoticeOptions)[];

async function boot(stored: Record<string, string> = {}) {
  const backing = new MemoryStorage(stored);
  runtime = await createRuntime({
    baseURL: server.baseURL,
    backing,
    notify: { show: (message, options) => notices.push({ message, ...options }) },
  });
  return { backing, actor: runtime.appActor, runtime };
}

const settled = (
  actor: AppRuntime['appActor'],
  state: 'anonymous' | 'maintenance' | 'authenticated',
) => waitFor(actor, (s) => s.matches(state), { timeout: 5000 });

beforeAll(async () => {
  server = await startPlatformServer();
}, 60_000);
afterAll(() => server.close());
beforeEach(() => {
  notices = [];
  server.seen.length = 0;
});
afterEach(async () => {
  runtime?.appActor.stop();
  runtime = undefined;
  await server.clearFaults();
  await server.setMaintenance(false);
});

describe('createRuntime', () => {
  it('boots a fresh visitor to anonymous and keeps the preferences stored', async () => {
    const { actor, backing, runtime } = await boot();
    await settled(actor, 'anonymous');

    expect(server.seen[0]?.envelope?.api).toEqual({ class: 'maintenance', method: 'check_status' });
    expect(backing.snapshot()).toEqual({ language: 'tr', mode: 'light', showBalance: 'true' });
    expect(runtime.inspect).toBeUndefined();
    expect(notices).toEqual([]);

    actor.send({ type: 'preferences.toggleBalance' });
    actor.send({ type: 'preferences.setLanguage', language: 'en' });
    expect(backing.snapshot()).toEqual({ language: 'en', mode: 'light', showBalance: 'false' });
  });

  it('picks up a stored language and speaks it, notices included', async () => {
    const { actor, runtime } = await boot({ language: 'en', mode: 'dark' });
    await settled(actor, 'anonymous');
    expect(actor.getSnapshot().context).toMatchObject({ language: 'en', mode: 'dark' });

    await server.fault({ class: 'cmscontroller', method: 'getPromotions', status: 500 });
    await expect(runtime.content.getPromotions()).rejects.toMatchObject({ kind: 'serverError' });
    expect(server.seen.at(-1)?.envelope?.data.Lang).toBe('en');
    expect(notices).toEqual([
      { message: messages.en['api.serverTrouble'], variant: 'error', autoHideMs: null },
    ]);
    // The app learns that every later call is refused: views offer a reload, not a retry.
    expect(actor.getSnapshot().context.requestsBlocked).toBe(true);
  });

  it('discards a corrupted stored session and starts signed out', async () => {
    const { actor, backing } = await boot({
      session: '{"uid":',
      profile: JSON.stringify(profile),
      ridValue: '20',
    });
    await settled(actor, 'anonymous');

    expect(actor.getSnapshot().context.session).toBeNull();
    expect(backing.getItem('session')).toBeNull();
    expect(backing.getItem('profile')).toBeNull();
    expect(backing.getItem('ridValue')).toBeNull();
  });

  it('ends a restored session the server calls expired and clears it from storage', async () => {
    await server.fault(sessionExpiredOn('get_user_profile'));
    const { actor, backing } = await boot({
      session: JSON.stringify(session),
      profile: JSON.stringify(profile),
    });
    await settled(actor, 'anonymous');

    // The profile, the favourites, the unread count and the play session are asked for at once:
    // whichever answers first ends the session; each went with the restored one.
    const signedCalls = server.seen.filter((r) => r.envelope?.user);
    expect(signedCalls.length).toBeGreaterThan(0);
    for (const call of signedCalls) expect(call.envelope?.user).toEqual(session);
    expect(backing.getItem('session')).toBeNull();
    expect(backing.getItem('profile')).toBeNull();
    expect(notices.map((n) => n.message)).toEqual(['Oturum süresi doldu']);
  });

  it('boots into maintenance, keeps other classes off the network and recovers', async () => {
    await server.setMaintenance(true);
    const { actor, backing, runtime } = await boot();
    await settled(actor, 'maintenance');

    expect(backing.getItem('siteUnderMaintenance')).toBe('true');
    expect(actor.getSnapshot().context.maintenance).toMatchObject({ status: true });
    // Only what follows counts (a late answer of the previous test's runtime may land before).
    server.seen.length = 0;
    notices.length = 0;
    await expect(runtime.content.getPromotions()).rejects.toMatchObject({ kind: 'maintenance' });
    expect(server.seen).toEqual([]);
    expect(notices).toEqual([]);

    await server.setMaintenance(false);
    actor.send({ type: 'maintenance.recheck' });
    await settled(actor, 'anonymous');
    expect(backing.getItem('siteUnderMaintenance')).toBeNull();
  });

  it('follows the server into maintenance detected by any call', async () => {
    const { actor, backing, runtime } = await boot();
    await settled(actor, 'anonymous');

    await server.setMaintenance(true);
    await expect(runtime.content.getPopups()).rejects.toMatchObject({ status: 503 });

    expect(actor.getSnapshot().matches('maintenance')).toBe(true);
    expect(backing.getItem('siteUnderMaintenance')).toBe('true');
    expect(notices).toEqual([
      { message: 'Site Bakima Alindi', variant: 'error', autoHideMs: 1500 },
    ]);
  });

  it('encrypts session fields with the key the server serves', async () => {
    const { runtime } = await boot();
    const fields = { uid: '1042', sid: 'sid-İğ', uip: '88.241.12.7' };
    const encrypted = await runtime.sessionEncryption.encrypt(fields);

    expect(server.seen.filter((r) => r.url === '/v1/session-key')).toHaveLength(1);
    expect({
      uid: server.decryptSessionField(encrypted.uid),
      sid: server.decryptSessionField(encrypted.sid),
      uip: server.decryptSessionField(encrypted.uip),
    }).toEqual(fields);
  });

  it('restarts in maintenance from the stored flag before asking the server', async () => {
    const { actor, backing } = await boot({ siteUnderMaintenance: 'true' });
    expect(actor.getSnapshot().hasTag('maintenance')).toBe(true);

    await settled(actor, 'anonymous');
    expect(backing.getItem('siteUnderMaintenance')).toBeNull();
  });

  it('signs the seeded player in through runtime.auth, keeps the session and loads the profile', async () => {
    const { actor, backing, runtime } = await boot();
    await settled(actor, 'anonymous');

    const { answer, session } = await runtime.auth.login({
      username: 'demo',
      password: 'Demo1234',
    });
    actor.send({
      type: 'auth.signedIn',
      signedIn: {
        session,
        profile: {
          uid: answer.uid,
          firstname: null,
          lastname: null,
          username: answer.username,
          email: null,
        },
        auth: { username: answer.username, otpStatus: false, loggedInAt: Date.now() },
        rid: answer.rid,
        expiresAt: Date.now() + 15000,
      },
    });
    await waitFor(actor, (s) => s.matches({ authenticated: { session: 'active' } }), {
      timeout: 5000,
    });

    expect(actor.getSnapshot().context.profile).toMatchObject({
      username: 'demo',
      email: 'demo@ankacasino.example',
    });
    expect(JSON.parse(backing.getItem('session') ?? 'null')).toEqual(session);
    expect(notices).toEqual([]);
  });
});
