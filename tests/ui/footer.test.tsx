import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
  it('shows only the social networks in use, plus licences, legal notice and support', async () => {
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
    expect(screen.getByRole('link', { name: 'belge@ankacasino412.example' })).toHaveAttribute(
      'href',
      'mailto:belge@ankacasino412.example',
    );
    expect(
      screen.getByRole('img', { name: 'Yalnızca 18 yaş ve üzeri içindir' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/© \d{4} Anka Casino\. Tüm hakları saklıdır\./)).toBeInTheDocument();
  });

  it('shows no social links when the record is corrupt', async () => {
    renderSite('/', {
      content: { getInformation: informationOf({}, '{broken') },
    });
    expect(await screen.findByText(/Tüm hakları saklıdır/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Sosyal medya' })).not.toBeInTheDocument();
  });
});
