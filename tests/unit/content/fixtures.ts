import type { Promotion, Slider, Tournament } from '../../../machines/shared/contract.ts';

export const NOW = Date.parse('2025-06-15T12:00:00Z');
export const day = (offset: number) => new Date(NOW + offset * 86_400_000).toISOString();

export const slider = (over: Partial<Slider> = {}): Slider => ({
  id: 1,
  Title: 'Hoş geldin bonusu',
  Image: '/media/sliders/1.svg',
  Link: '/promotions',
  Status: true,
  Start_date: day(-1),
  End_date: day(1),
  sliderPlace: 'main',
  Lang: 'tr',
  SiteType: 'desktop',
  SliderType: 'casino',
  Sort: 1,
  ...over,
});

export const promotion = (over: Partial<Promotion> = {}): Promotion => ({
  id: 1,
  Title: 'Kayıp bonusu',
  Summary: 'Her hafta',
  Content: '<p>Detay</p>',
  Image: '/media/promotions/1.svg',
  Category: 'casino',
  Status: true,
  Start_date: day(-1),
  End_date: day(1),
  ...over,
});

export const tournament = (over: Partial<Tournament> = {}): Tournament => ({
  id: 1,
  Title: 'Drops & Wins',
  Description: 'Haftalık turnuva',
  Image: '/media/tournaments/1.svg',
  PrizePool: 100_000_00,
  Currency: 'TRY',
  Start_date: day(-1),
  End_date: day(1),
  ...over,
});
