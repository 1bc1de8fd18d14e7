/**
 * The operator's support channels (spec §1: live support, WhatsApp, Telegram and e-mail by
 * topic), from the SupportContacts information record: JSON text of
 * `{ liveSupport, whatsapp, telegram, emails: { <topic>: address } }`. Only what the operator
 * set is shown; nothing set, the footer has no support section.
 */
import {
  SUPPORT_CHANNELS,
  SUPPORT_TOPICS,
  type SupportChannel,
  type SupportTopic,
} from '../shared/contract.ts';

export interface SupportContacts {
  channels: { channel: SupportChannel; url: string }[];
  emails: { topic: SupportTopic; email: string }[];
}

export const NO_SUPPORT_CONTACTS: SupportContacts = { channels: [], emails: [] };

/** Only https addresses open: a javascript: or data: value in the CMS must not be clickable. */
function secureUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  return /^https:\/\/[^\s/]+\.[^\s]+$/i.test(url) ? url : null;
}

/** One address, nothing else: no second recipient, no query to prefill a mail with. */
function emailAddress(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.trim();
  return /^[^\s@,;?&<>"]+@[^\s@,;?&<>"]+\.[a-z]{2,}$/i.test(email) ? email : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The record's text as the contacts to show; corrupt JSON shows none rather than failing. */
export function parseSupportContacts(text: string | null | undefined): SupportContacts {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text ?? '');
  } catch {
    return NO_SUPPORT_CONTACTS;
  }
  if (!isRecord(parsed)) return NO_SUPPORT_CONTACTS;
  const record = parsed;
  const emails = isRecord(record.emails) ? record.emails : {};
  return {
    channels: SUPPORT_CHANNELS.flatMap((channel) => {
      const url = secureUrl(record[channel]);
      return url ? [{ channel, url }] : [];
    }),
    emails: SUPPORT_TOPICS.flatMap((topic) => {
      const email = emailAddress(emails[topic]);
      return email ? [{ topic, email }] : [];
    }),
  };
}

export const hasSupportContacts = (contacts: SupportContacts) =>
  contacts.channels.length > 0 || contacts.emails.length > 0;
