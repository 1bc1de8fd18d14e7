import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SpecialDateInformation } from '../../machines/shared/contract.ts';
import {
  daysFromNow,
  informationOf,
  promotion,
  slider,
  tournament,
  welcomePopup,
} from '../fixtures/content.ts';
import { renderSite, SIGNED_IN } from './harness.tsx';

describe('home page', () => {
  it('shows only running sliders, the active popup until dismissed, and the teasers', async () => {
    const user = userEvent.setup();
    const { runtime } = renderSite('/', {
      content: {
        getSliders: async () => [
          slider(1, '999 TRY Hoş Geldin Bonusu', { Subtitle: 'İlk yatırımına özel' }),
          slider(2, 'Bitmiş kampanya', { End_date: daysFromNow(-1) }),
          slider(3, 'Kapalı kampanya', { Status: false }),
        ],
        getPopups: async () => [
          { ...welcomePopup, id: 2, Active: false, Title: 'Eski duyuru' },
          welcomePopup,
        ],
        getPromotions: async () => [promotion(1, 'Kayıp Bonusu', -1, 5)],
        getTournaments: async () => [tournament(1, 'Rulet Yarışı', -1, 2)],
      },
    });

    // The popup waits for the visitor's first touch of the page.
    await user.click(document.body);
    const dialog = await screen.findByRole('dialog', { name: 'Hoş geldin bonusu' });
    expect(within(dialog).getByText('İlk yatırımına %50')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(runtime.storage.read('modalStatus')).toEqual([1]);

    const carousel = screen.getByRole('region', { name: 'Öne çıkan fırsatlar' });
    expect(
      // The picture's text as its alternative: title and subtitle.
      within(carousel).getByRole('img', { name: '999 TRY Hoş Geldin Bonusu. İlk yatırımına özel' }),
    ).toBeInTheDocument();
    expect(
      within(carousel).queryByRole('img', { name: 'Bitmiş kampanya' }),
    ).not.toBeInTheDocument();
    expect(
      within(carousel).queryByRole('img', { name: 'Kapalı kampanya' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kayıp Bonusu' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rulet Yarışı' })).toBeInTheDocument();
    expect(screen.getByText(/Ödül havuzu/)).toHaveTextContent('150.000');
  });

  it('asks for the carousel, which holds the largest picture, before any other content', async () => {
    const asked: string[] = [];
    const record =
      <T,>(name: string, answer: T) =>
      async () => {
        asked.push(name);
        return answer;
      };
    renderSite('/', {
      content: {
        getSliders: record('carousel', [slider(1, '999 TRY Hoş Geldin Bonusu')]),
        getPlacedSliders: record('banners', []),
        getPopups: record('popups', []),
        getPromotions: record('promotions', []),
        getTournaments: record('tournaments', []),
      },
    });
    expect(await screen.findByRole('region', { name: 'Öne çıkan fırsatlar' })).toBeInTheDocument();
    expect(asked[0]).toBe('carousel');
    expect(asked).toEqual(expect.arrayContaining(['banners', 'popups', 'promotions']));
  });

  it('shows the special days, promotions and tournaments together, so a late one pushes none down', async () => {
    let answerSpecialDates!: (days: SpecialDateInformation[]) => void;
    renderSite('/', {
      content: {
        getSpecialDates: () => new Promise((resolve) => (answerSpecialDates = resolve)),
        getPromotions: async () => [promotion(1, 'Kayıp Bonusu', -1, 5)],
        getTournaments: async () => [tournament(1, 'Rulet Yarışı', -1, 2)],
      },
    });
    expect(await screen.findByRole('link', { name: /Slot Oyunları/ })).toBeInTheDocument();
    // The promotions are in, but wait for the special days above them.
    await expect(
      screen.findByRole('heading', { name: 'Kayıp Bonusu' }, { timeout: 1000 }),
    ).rejects.toThrow();

    answerSpecialDates([
      {
        id: 1,
        Title: 'Doğum Günü Bonusu',
        Text: '<p>Doğum gününe özel freespin</p>',
        Image: '',
        Status: true,
        Start_date: daysFromNow(-1),
        End_date: daysFromNow(3),
      },
    ]);
    expect(await screen.findByText('Doğum gününe özel freespin')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Doğum Günü Bonusu' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kayıp Bonusu' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rulet Yarışı' })).toBeInTheDocument();
  });

  it('shows two popups one after the other; a closed one stays closed', async () => {
    window.localStorage.setItem('modalStatus', '[7]');
    const user = userEvent.setup();
    const second = { ...welcomePopup, id: 3, Title: 'Turnuva başladı' };
    const seen = { ...welcomePopup, id: 7, Title: 'Eski kampanya' };
    const getPopups = vi.fn(async () => [seen, welcomePopup, second]);
    renderSite('/', { content: { getPopups } });

    // Offered, the popups wait for the visitor's first touch of the page, not the first paint.
    await waitFor(() => expect(getPopups).toHaveBeenCalled());
    await act(async () => {}); // let the answer land
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(document.body);
    const first = await screen.findByRole('dialog', { name: 'Hoş geldin bonusu' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(within(first).getByRole('button', { name: 'Kapat' }));
    const next = await screen.findByRole('dialog', { name: 'Turnuva başladı' });
    await user.click(within(next).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(window.localStorage.getItem('modalStatus')!)).toEqual([7, 1, 3]);
  });

  describe('speaks to the one looking', () => {
    const invitation = slider(1, '999 TRY Hoş Geldin Bonusu', {
      Subtitle: 'Hemen üye ol',
      Link: '/register',
      Audience: 'anonymous',
    });
    const forPlayers = slider(2, 'Bugünkü Yatırımına %20 Bonus', {
      Link: '/deposit',
      Audience: 'signedIn',
    });
    const forAll = slider(3, 'Canlı Casino', { Link: '/live' });
    const content = {
      getSliders: async () => [invitation, forPlayers, forAll],
      getPopups: async () => [
        { ...welcomePopup, Audience: 'anonymous' as const },
        {
          ...welcomePopup,
          id: 2,
          Title: 'Bugünkü yatırımın',
          Link: '/deposit',
          Audience: 'signedIn' as const,
        },
      ],
    };
    const slides = (carousel: HTMLElement) =>
      within(carousel)
        .getAllByRole('img', { hidden: true })
        .map((img) => img.getAttribute('alt'));

    it('a signed-in player: the slides for players, no invitation to sign up', async () => {
      const user = userEvent.setup();
      renderSite('/', { stored: SIGNED_IN, content });
      await user.click(document.body);
      const popup = await screen.findByRole('dialog', { name: 'Bugünkü yatırımın' });
      await user.click(within(popup).getByRole('button', { name: 'Kapat' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      const carousel = screen.getByRole('region', { name: 'Öne çıkan fırsatlar' });
      expect(slides(carousel)).toEqual(['Bugünkü Yatırımına %20 Bonus', 'Canlı Casino']);
      expect(
        within(carousel).getByRole('link', { name: 'Bugünkü Yatırımına %20 Bonus' }),
      ).toHaveAttribute('href', '/deposit');
      const main = within(document.getElementById('main')!);
      expect(main.queryByText(/üye ol/i)).not.toBeInTheDocument();
      expect(
        main.queryAllByRole('link').filter((a) => a.getAttribute('href') === '/register'),
      ).toEqual([]);
    });

    it('a visitor: the invitations to sign up, not what speaks to players', async () => {
      const user = userEvent.setup();
      renderSite('/', { content });
      await user.click(document.body);
      const popup = await screen.findByRole('dialog', { name: 'Hoş geldin bonusu' });
      await user.click(within(popup).getByRole('button', { name: 'Kapat' }));
      // The popup for players is not offered after it.
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const carousel = screen.getByRole('region', { name: 'Öne çıkan fırsatlar' });
      expect(slides(carousel)).toEqual(['999 TRY Hoş Geldin Bonusu. Hemen üye ol', 'Canlı Casino']);
    });
  });

  it('does not show a popup the visitor dismissed before', async () => {
    window.localStorage.setItem('modalStatus', '[1]');
    const getPopups = vi.fn(async () => [welcomePopup]);
    renderSite('/', { content: { getPopups } });
    await waitFor(() => expect(getPopups).toHaveBeenCalled());
    await userEvent.click(document.body);
    await act(async () => {}); // let the answer land
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('promotions page', () => {
  it('sorts promotions into active, coming and finished tabs and opens one', async () => {
    const user = userEvent.setup();
    renderSite('/promotions', {
      content: {
        getPromotions: async () => [
          promotion(1, 'Kayıp Bonusu', -1, 5),
          promotion(2, 'Yaz Festivali', 3, 9),
          promotion(3, 'Yılbaşı Çekilişi', -9, -3, {
            Content: '<p>Yılbaşı Çekilişi koşulları</p><img src="x" onerror="alert(1)">',
            Start_date: '2025-09-29T00:00:00+03:00',
            End_date: '2025-10-24T23:59:00+03:00',
          }),
        ],
      },
    });
    const active = await screen.findByRole('tab', { name: 'Aktif (1)' });
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Kayıp Bonusu' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Yaz Festivali' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Yakında (1)' }));
    expect(screen.getByRole('heading', { name: 'Yaz Festivali' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Sona Eren (1)' }));
    // Its days as one range, each month written once in full.
    const card = screen.getByRole('button', { name: /Yılbaşı Çekilişi/ });
    expect(card).toHaveTextContent('29 Eylül – 24 Ekim 2025');
    await user.click(card);

    const dialog = await screen.findByRole('dialog', { name: 'Yılbaşı Çekilişi' });
    expect(dialog).toHaveTextContent('29 Eylül – 24 Ekim 2025 tarihleri arasında geçerlidir');
    expect(within(dialog).getByText('Yılbaşı Çekilişi koşulları')).toBeInTheDocument();
    expect(dialog.querySelector('[onerror]')).toBeNull();
  });
});

describe('tournaments page', () => {
  it('groups tournaments as active, upcoming and concluded', async () => {
    renderSite('/tournaments', {
      content: {
        getTournaments: async () => [
          tournament(1, 'Drops & Wins', -1, 2),
          tournament(2, 'Hafta Sonu Maratonu', 2, 4),
          tournament(3, 'Bayram Turnuvası', -8, -6),
        ],
      },
    });
    const active = await screen.findByRole('region', { name: 'Aktif turnuvalar (1)' });
    expect(within(active).getByRole('heading', { name: 'Drops & Wins' })).toBeInTheDocument();
    const upcoming = screen.getByRole('region', { name: 'Yaklaşan turnuvalar (1)' });
    expect(
      within(upcoming).getByRole('heading', { name: 'Hafta Sonu Maratonu' }),
    ).toBeInTheDocument();
    const concluded = screen.getByRole('region', { name: 'Sona eren turnuvalar (1)' });
    expect(
      within(concluded).getByRole('heading', { name: 'Bayram Turnuvası' }),
    ).toBeInTheDocument();
  });
});

describe('lobby and information pages', () => {
  it('/slot shows the slot categories of spec §9 as lists', async () => {
    renderSite('/slot/category/58');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jackpot' })).toBeInTheDocument();
    const lists = screen.getByRole('navigation', { name: 'Oyun listeleri' });
    const names = within(lists)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'Tümü',
      'En Popüler',
      'Jackpot',
      'Masa Oyunları',
      'Freespin Satın Al',
      'Günün Slotları',
      'Drops & Wins Turnuvası',
      'Yeni Gelenler',
    ]);
    expect(within(lists).getByRole('link', { name: 'Jackpot' })).toHaveAttribute(
      'href',
      '/slot/category/58',
    );
  });

  it('an information page shows its CMS record, sanitized', async () => {
    renderSite('/info/responsible-gaming', {
      content: {
        getInformation: informationOf({
          SorumluOyunculuk:
            '<h2>Limitler</h2><a href="javascript:alert(1)" onclick="x()">limit koy</a>',
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Limitler' })).toBeInTheDocument();
    const link = screen.getByText('limit koy');
    expect(link).not.toHaveAttribute('href');
    expect(link).not.toHaveAttribute('onclick');
    expect(screen.getByRole('heading', { level: 1, name: 'Sorumlu Oyun' })).toBeInTheDocument();
  });
});
