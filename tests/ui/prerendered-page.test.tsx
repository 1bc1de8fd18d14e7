import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MaintenanceStatus, Slider } from '../../machines/shared/contract.ts';
import { PRERENDERED_ID, PRERENDERED_STYLE_ID } from '../../src/runtime/prerendered-page.ts';
import { slider } from '../fixtures/content.ts';
import { renderSite, RUNNING } from './harness.tsx';

/** What the build writes into a prerendered page's HTML (the server may add a first slide). */
function prerenderedCopy({ path = '/login', html = 'Giriş Yap' } = {}) {
  const style = document.createElement('style');
  style.id = PRERENDERED_STYLE_ID;
  document.head.append(style);
  const copy = document.createElement('div');
  copy.id = PRERENDERED_ID;
  copy.dataset.path = path;
  copy.inert = true;
  copy.ariaHidden = 'true';
  copy.innerHTML = html;
  document.body.prepend(copy);
}

const FIRST_SLIDE_PLACE = '<div data-first-slide="home" data-slider-type="casino"><span></span>';
const homeCopy = (picture: string) => ({ path: '/', html: `${FIRST_SLIDE_PLACE}${picture}</div>` });

const welcomeSlide = slider(1, 'Hoş Geldin Bonusu', { Image: '/media/slider/1-tr.svg' });

/** The home carousel's call, answered when the test says. */
function heldCarousel() {
  let answer!: (slides: Slider[]) => void;
  const call = new Promise<Slider[]>((resolve) => (answer = resolve));
  return { getSliders: () => call, answer };
}

const copyShown = () => document.getElementById(PRERENDERED_ID) !== null;

afterEach(() => {
  document.getElementById(PRERENDERED_ID)?.remove();
  document.getElementById(PRERENDERED_STYLE_ID)?.remove();
});

describe('a page prerendered at build', () => {
  it('stays while the site starts and gives way to the live page once it has rendered', async () => {
    prerenderedCopy();
    let answerMaintenance!: (status: MaintenanceStatus) => void;
    renderSite('/login', {
      appPorts: { checkMaintenance: () => new Promise((resolve) => (answerMaintenance = resolve)) },
    });

    expect(await screen.findByRole('status', { name: 'Yükleniyor' })).toBeInTheDocument();
    expect(document.getElementById(PRERENDERED_ID)).toBeInTheDocument();
    expect(document.getElementById(PRERENDERED_STYLE_ID)).toBeInTheDocument();

    answerMaintenance(RUNNING);
    expect(await screen.findByRole('heading', { name: 'Giriş Yap', level: 1 })).toBeVisible();
    expect(document.getElementById(PRERENDERED_ID)).not.toBeInTheDocument();
    expect(document.getElementById(PRERENDERED_STYLE_ID)).not.toBeInTheDocument();
  });

  it('gives way to whatever page the site shows first, such as the maintenance page', async () => {
    prerenderedCopy();
    renderSite('/login', {
      maintenance: [{ status: true, message: 'Bakımdayız', expectedEnd: null }],
    });
    await waitFor(() => expect(document.getElementById(PRERENDERED_ID)).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Giriş Yap', level: 1 })).not.toBeInTheDocument();
  });

  it('keeps the first slide the server put in the home page’s copy while the live carousel loads', async () => {
    prerenderedCopy(homeCopy('<img src="/media/slider/1-tr.svg" alt="Hoş Geldin Bonusu">'));
    const carousel = heldCarousel();
    renderSite('/', { content: { getSliders: carousel.getSliders } });

    // The live page takes the copy's place at once, its carousel's place showing the same picture.
    expect(await screen.findByRole('link', { name: /Slot Oyunları/ })).toBeInTheDocument();
    expect(copyShown()).toBe(false);
    const placeholder = screen.getByRole('img', { name: 'Hoş Geldin Bonusu' });
    expect(placeholder).toHaveAttribute('src', '/media/slider/1-tr.svg');
    expect(screen.queryByRole('region', { name: 'Öne çıkan fırsatlar' })).not.toBeInTheDocument();

    carousel.answer([welcomeSlide]);
    const carouselShown = await screen.findByRole('region', { name: 'Öne çıkan fırsatlar' });
    expect(within(carouselShown).getByRole('img', { name: 'Hoş Geldin Bonusu' })).toHaveAttribute(
      'src',
      '/media/slider/1-tr.svg',
    );
    expect(placeholder).not.toBeInTheDocument();
  });

  it('shows a plain placeholder for the carousel when the copy had no slide, or was of another page', async () => {
    for (const path of ['/', '/slot']) {
      const withPicture = homeCopy('<img src="/media/slider/1-tr.svg" alt="Hoş Geldin Bonusu">');
      prerenderedCopy(path === '/' ? homeCopy('') : { ...withPicture, path });
      const { unmount } = renderSite('/', { content: { getSliders: heldCarousel().getSliders } });
      expect(await screen.findByRole('link', { name: /Slot Oyunları/ })).toBeInTheDocument();
      expect(copyShown()).toBe(false);
      expect(screen.queryByRole('img', { name: 'Hoş Geldin Bonusu' })).not.toBeInTheDocument();
      unmount();
    }
  });
});
