import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OUTBOX_PAGE } from '../../server/content-origin.ts';
import { harnessForFile, startHarness } from './harness.ts';
import {
  SITE,
  TEST_SCRYPT,
  asUser,
  callFromNewAddress,
  newPlayer,
  phoneOf,
  userTestConfig,
} from './players.ts';

/** The demo mailbox of the demo start (DEMO_OUTBOX=1, as npm start): no test mode here. */
const h = harnessForFile({
  config: { demoOutbox: true, siteUrl: SITE, testScrypt: TEST_SCRYPT, trustProxy: 'loopback' },
});

const mailbox = async (query = '') => {
  const response = await fetch(`${h.contentUrl}${OUTBOX_PAGE}${query}`);
  return { response, html: await response.text() };
};

/** The site links of the page, as the browser resolves them. */
const links = (html: string) => [...html.matchAll(/<a href="([^"]+)"/g)].map(([, href]) => href!);

describe('the demo mailbox', () => {
  it('lists a reset mail, newest first, whose link resets the password', async () => {
    const player = await newPlayer(h);
    const forgot = await callFromNewAddress(h, 'user', 'forgot', { email: player.values.email });
    expect(forgot.body.result).toBe(true);

    const { response, html } = await mailbox(
      `?recipient=${encodeURIComponent(player.values.email)}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toContain('<html lang="tr">');
    const headings = [...html.matchAll(/<h3 id="message-\d+">([^<]+)<\/h3>/g)].map(([, h3]) => h3);
    expect(headings).toEqual(['Şifre sıfırlama', 'Anka Casino kaydınız']);
    // Sent times as the site writes them: Turkey's clock, 24-hour, the month named.
    const sent = [...html.matchAll(/<time datetime="[^"]+">([^<]+)<\/time>/g)].map(([, at]) => at);
    expect(sent).toHaveLength(2);
    for (const at of sent) expect(at).toMatch(/^\d{1,2} \p{L}+ \d{4} \d{2}:\d{2}$/u);
    const [reset] = links(html).filter((href) => href.startsWith(`${SITE}/account_reset?token=`));
    expect(reset).toBeDefined();

    const token = new URL(reset!).searchParams.get('token');
    const done = await callFromNewAddress(h, 'user', 'pass_reset', {
      token,
      password: 'Reset1234',
      passwordConfirm: 'Reset1234',
    });
    expect(done.body.result).toBe(true);
  });

  it('shows an SMS code that confirms the phone', async () => {
    const player = await newPlayer(h);
    expect((await callFromNewAddress(h, 'user', 'sms_send', {}, asUser(player))).body.result).toBe(
      true,
    );
    const { html } = await mailbox(`?recipient=${encodeURIComponent(phoneOf(player.values))}`);
    const code = /<span class="code">(\d{6})<\/span>/.exec(html)?.[1];
    expect(code).toBeDefined();
    const confirmed = await callFromNewAddress(
      h,
      'user',
      'sms_validate',
      { code, SiteType: 'desktop' },
      asUser(player),
    );
    expect(confirmed.body.result).toBe(true);
  });

  it('escapes every text of a message and links only to the site', async () => {
    await h.db.query(
      `INSERT INTO outbox (channel, recipient, subject, body) VALUES ('email', $1, $2, $3)`,
      [
        'hostile@example.com',
        '<img src=x onerror=alert(1)>',
        `<script>alert(1)</script>\nhttp://evil.example/steal ${SITE}/account_reset?token=abc"onclick="x`,
      ],
    );
    const { html } = await mailbox('?recipient=hostile@example.com');
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('http://evil.example/steal');
    expect(links(html).filter((href) => !href.startsWith('?'))).toEqual([
      `${SITE}/account_reset?token=abc`,
    ]);
  });

  it('speaks English on asking, and keeps the filter in its links', async () => {
    const { html } = await mailbox('?lang=en&recipient=nobody@example.com');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Demo mailbox</h1>');
    expect(html).toContain('No messages yet.');
    expect(links(html)).toContain('?lang=tr&amp;recipient=nobody%40example.com');
  });

  it('answers with the security headers: no script, its one style, never framed or cached', async () => {
    const { response, html } = await mailbox();
    const csp = response.headers.get('content-security-policy') ?? '';
    const style = /<style>([\s\S]*)<\/style>/.exec(html)![1]!;
    const hash = createHash('sha256').update(style).digest('base64');
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`style-src 'sha256-${hash}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src|unsafe-inline/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('is not served without the demo flag, test mode or not', async () => {
    for (const config of [userTestConfig(), { testScrypt: TEST_SCRYPT }]) {
      const other = await startHarness({ db: h.db, config });
      try {
        expect((await fetch(`${other.contentUrl}${OUTBOX_PAGE}`)).status).toBe(404);
      } finally {
        await other.close();
      }
    }
  });
});
