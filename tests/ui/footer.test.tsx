import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  NO_SUPPORT_CONTACTS,
  parseSupportContacts,
} from '../../machines/content/support-contacts.ts';
import { informationOf } from '../fixtures/content.ts';
import { renderSite } from './harness.tsx';

const SOCIAL = JSON.stringify({
  facebook: '',
  twitter: 'https://x.example/anka',
  instagram: 'https://instagram.example/anka',
  youtube: '',
  reddit: '',
  telegram: ' ',
  whatsapp: '',
  google: '',
  pinterest: '',
});

describe('footer', () => {
  it('shows only the social networks in use, plus licences and the legal notice', async () => {
    renderSite('/about-us', {
      content: {
        getInformation: informationOf(
          {
            SocialMediaLinks: SOCIAL,
            bottomBarInfo: '<p>Lisanslı operatör.<script>alert(1)</script></p>',
          },
          '<h2>Biz kimiz</h2>',
        ),
        getLicenses: async () => [
          {
            id: 1,
            name: 'eGaming',
            authority: 'Gaming Board',
            number: 'OGL/1',
            url: 'https://lic.example/1',
          },
        ],
      },
    });
    const social = within(await screen.findByRole('list', { name: 'Sosyal medya' }));
    expect(social.getAllByRole('link').map((a) => a.getAttribute('aria-label'))).toEqual([
      'X (Twitter)',
      'Instagram',
    ]);
    expect(social.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://instagram.example/anka',
    );

    expect(await screen.findByText('Lisanslı operatör.')).toBeInTheDocument();
    expect(document.querySelector('footer script')).toBeNull();
    expect(screen.getByRole('link', { name: /Gaming Board/ })).toHaveAttribute(
      'href',
      'https://lic.example/1',
    );
    expect(
      screen.getByRole('img', { name: 'Yalnızca 18 yaş ve üzeri içindir' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/© \d{4} Anka Casino\. Tüm hakları saklıdır\./)).toBeInTheDocument();
  });

  it('shows no support section while the operator has set no contacts', async () => {
    const getSupportContacts = vi.fn(async () => NO_SUPPORT_CONTACTS);
    renderSite('/about-us', { content: { getSupportContacts } });
    const footer = within(await screen.findByRole('contentinfo'));
    expect(await footer.findByText(/Tüm hakları saklıdır/)).toBeInTheDocument();
    await waitFor(() => expect(getSupportContacts).toHaveBeenCalled());
    await act(async () => {}); // let the answer land
    expect(footer.queryByRole('heading', { name: 'Destek' })).not.toBeInTheDocument();
    expect(footer.queryByRole('link', { name: /Canlı Destek|WhatsApp|Telegram/ })).toBeNull();
    expect(document.querySelector('footer a[href^="mailto:"]')).toBeNull();
  });

  it('shows the support contacts the operator set, and only those, live support once', async () => {
    const getSupportContacts = vi.fn(async () =>
      parseSupportContacts(
        JSON.stringify({
          liveSupport: 'https://destek.anka.example.com/',
          whatsapp: '',
          telegram: 'javascript:alert(1)',
          emails: { documents: 'belge@anka.example.com', vip: '', general: 'not an address' },
        }),
      ),
    );
    renderSite('/about-us', { content: { getSupportContacts } });
    const footer = within(await screen.findByRole('contentinfo'));
    const support = within(await footer.findByRole('region', { name: 'Destek' }));
    expect(footer.getAllByRole('link', { name: 'Canlı Destek' })).toHaveLength(1);
    expect(support.getByRole('link', { name: 'Canlı Destek' })).toHaveAttribute(
      'href',
      'https://destek.anka.example.com/',
    );
    expect(support.queryByRole('link', { name: /WhatsApp|Telegram/ })).toBeNull();
    expect(support.getByRole('link', { name: 'belge@anka.example.com' })).toHaveAttribute(
      'href',
      'mailto:belge@anka.example.com',
    );
    expect(support.getByText('Belge işlemleri')).toBeInTheDocument();
    expect(support.queryByText('VIP')).toBeNull();
    expect(support.queryByText('Genel')).toBeNull();
  });

  it('shows no social links when the record is corrupt', async () => {
    renderSite('/', {
      content: { getInformation: informationOf({}, '{broken') },
    });
    expect(await screen.findByText(/Tüm hakları saklıdır/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Sosyal medya' })).not.toBeInTheDocument();
  });
});
