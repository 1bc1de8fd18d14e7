import { describe, expect, it } from 'vitest';
import {
  hasSupportContacts,
  NO_SUPPORT_CONTACTS,
  parseSupportContacts,
} from '../../../machines/content/support-contacts.ts';

const record = (over: object) =>
  JSON.stringify({ liveSupport: '', whatsapp: '', telegram: '', emails: {}, ...over });

describe('parseSupportContacts', () => {
  it('keeps the channels and topic e-mails the operator set, in the footer’s order', () => {
    const contacts = parseSupportContacts(
      record({
        telegram: ' https://t.me/anka_destek ',
        liveSupport: 'https://destek.anka.com.tr/chat',
        emails: { vip: 'vip@anka.com.tr', documents: 'belge@anka.com.tr', general: '' },
      }),
    );
    expect(contacts).toEqual({
      channels: [
        { channel: 'liveSupport', url: 'https://destek.anka.com.tr/chat' },
        { channel: 'telegram', url: 'https://t.me/anka_destek' },
      ],
      emails: [
        { topic: 'documents', email: 'belge@anka.com.tr' },
        { topic: 'vip', email: 'vip@anka.com.tr' },
      ],
    });
    expect(hasSupportContacts(contacts)).toBe(true);
  });

  it.each([
    ['javascript:', { liveSupport: 'javascript:alert(1)' }],
    ['plain http', { whatsapp: 'http://wa.me/905320000000' }],
    ['no host', { telegram: 'https://' }],
    ['a second recipient', { emails: { vip: 'vip@anka.com.tr,other@evil.example' } }],
    ['a prefilled mail', { emails: { vip: 'vip@anka.com.tr?subject=x' } }],
    ['no address', { emails: { vip: 'VIP hattı' } }],
    ['an unknown topic', { emails: { casino: 'casino@anka.com.tr' } }],
    ['not a string', { liveSupport: 42, emails: { vip: ['vip@anka.com.tr'] } }],
  ])('shows nothing for %s', (_name, over) => {
    expect(parseSupportContacts(record(over))).toEqual(NO_SUPPORT_CONTACTS);
  });

  it.each([null, '', '{broken', '[]', '"text"'])('shows nothing for the record %j', (text) => {
    const contacts = parseSupportContacts(text);
    expect(contacts).toEqual(NO_SUPPORT_CONTACTS);
    expect(hasSupportContacts(contacts)).toBe(false);
  });
});
