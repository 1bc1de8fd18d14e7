import { describe, expect, it } from 'vitest';
import type { PushMessage } from '../../../machines/shared/push.ts';
import {
  notificationOf,
  openSitePage,
  readPushMessage,
  sitePath,
  type SiteClients,
  type SiteWindow,
} from '../../../src/platform/site-worker/push-messages.ts';
import { base64UrlBytes } from '../../../src/platform/push-device.ts';

const ORIGIN = 'https://anka.example';

const message: PushMessage = {
  title: 'Para çekme onaylandı',
  body: 'Çekim talebin onaylandı.',
  url: '/withdraw',
  tag: 'transaction-42',
  lang: 'tr',
};

const payload = (value: unknown) => ({ json: () => value });

describe('a push the worker receives', () => {
  it('is shown with its text, tag, language, the site icon and its page', () => {
    expect(readPushMessage(payload(message))).toEqual(message);
    expect(notificationOf(message)).toEqual({
      title: 'Para çekme onaylandı',
      options: {
        body: 'Çekim talebin onaylandı.',
        tag: 'transaction-42',
        lang: 'tr',
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        data: { url: '/withdraw' },
      },
    });
  });

  it('is dropped, never thrown on, when it is not a PushMessage', () => {
    const broken = {
      json: () => {
        throw new SyntaxError('not JSON');
      },
    };
    for (const data of [
      null,
      undefined,
      broken,
      payload('text'),
      payload(null),
      payload({ ...message, title: '' }),
      payload({ ...message, url: 7 }),
      payload({ ...message, lang: 'de' }),
      payload({ title: 'x', body: 'y' }),
    ]) {
      expect(readPushMessage(data)).toBeNull();
    }
  });
});

describe('the page a click opens', () => {
  it('is the push’s path on this site, or the home page for anything else', () => {
    expect(sitePath('/history?tab=bonuses#top', ORIGIN)).toBe('/history?tab=bonuses#top');
    for (const url of [
      'https://evil.example/x',
      '//evil.example/x',
      'javascript:alert(1)',
      'withdraw',
      // Browsers read a backslash as a slash: another host.
      '/\\evil.example',
      undefined,
      42,
    ]) {
      expect(sitePath(url, ORIGIN)).toBe('/');
    }
  });

  /** The worker's clients with these windows open; what the click did, in order. */
  function clientsWith(windows: Array<Partial<SiteWindow> & { url: string }>) {
    const done: string[] = [];
    const fakes = windows.map((window, index): SiteWindow => ({
      focused: false,
      focus: async () => done.push(`focus ${index}`),
      navigate: async (url) => done.push(`navigate ${index} ${url}`),
      ...window,
    }));
    const clients: SiteClients = {
      matchAll: async () => fakes,
      openWindow: async (url) => done.push(`open ${url}`),
    };
    return { clients, done };
  }

  it('is opened in the focused window of the site, brought forward', async () => {
    const { clients, done } = clientsWith([
      { url: 'https://other.example/' },
      { url: `${ORIGIN}/slot` },
      { url: `${ORIGIN}/`, focused: true },
    ]);
    await openSitePage(clients, ORIGIN, '/withdraw');
    expect(done).toEqual(['focus 2', `navigate 2 ${ORIGIN}/withdraw`]);
  });

  it('is opened in a new window when none of the site is open, or it cannot be taken there', async () => {
    const none = clientsWith([{ url: 'https://other.example/' }]);
    await openSitePage(none.clients, ORIGIN, '/notifications');
    expect(none.done).toEqual(['open /notifications']);

    const refusing = clientsWith([
      {
        url: `${ORIGIN}/`,
        navigate: async () => {
          throw new TypeError('not controlled');
        },
      },
    ]);
    await openSitePage(refusing.clients, ORIGIN, '/bonuses');
    expect(refusing.done).toEqual(['focus 0', 'open /bonuses']);
  });
});

describe('the VAPID key', () => {
  it('is decoded from base64url to the bytes pushManager.subscribe takes', () => {
    expect([...base64UrlBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
    expect([...base64UrlBytes('AA')]).toEqual([0]);
  });
});
