import { setTimeout as sleep } from 'node:timers/promises';
import { escapeAttribute } from 'entities';
import type { FastifyInstance } from 'fastify';
import {
  FIRST_SLIDE_ATTRIBUTE,
  lobbyCarouselQuery,
  SLIDER_TYPE_ATTRIBUTE,
  type Carousel,
} from '../machines/shared/first-slide.ts';
import { SLIDER_PAGE } from '../machines/shared/page-sizes.ts';
import { activeSliders, slideText } from '../machines/shared/sliders.ts';
import { DEFAULT_LANG, type EnvelopeResponse, type Slider } from '../machines/shared/contract.ts';

/** The carousel's place in a prerendered copy, as React wrote it: its opening tag. */
const PLACE = new RegExp(
  `<div[^>]* ${FIRST_SLIDE_ATTRIBUTE}="(home|lobby)" ${SLIDER_TYPE_ATTRIBUTE}="([^"]*)"[^>]*>`,
);

/** The page is never held longer than this for its picture: without it, the copy shows a placeholder. */
const FIRST_SLIDE_WAIT_MS = 100;

/** The call the site makes for the carousel (src/api/content-api.ts, hero.tsx). */
function carouselCall(carousel: Carousel, sliderType: string) {
  return carousel === 'home'
    ? { method: 'getSlider', data: { ...SLIDER_PAGE } }
    : { method: 'getIcSlider', data: lobbyCarouselQuery(sliderType) };
}

/**
 * The first slide a visitor of the copy would see: asked of the platform's own API as the site
 * asks it, in the copy's language (Turkish), so a fault or a refusal leaves the place as it is.
 * The copy is a first visit's, so the slide is one for visitors without an account.
 */
async function firstSlide(
  app: FastifyInstance,
  carousel: Carousel,
  sliderType: string,
): Promise<Slider | undefined> {
  const { method, data } = carouselCall(carousel, sliderType);
  const response = await app.inject({
    method: 'POST',
    url: '/v1',
    headers: { 'content-type': 'application/json', panel: 'frontend' },
    payload: { api: { class: 'cmscontroller', method }, data: { ...data, Lang: DEFAULT_LANG } },
  });
  const body = response.json<EnvelopeResponse<Slider[]>>();
  return body.result && Array.isArray(body.data)
    ? activeSliders(body.data, Date.now(), false)[0]
    : undefined;
}

/**
 * A prerendered copy with its carousel's first slide in place, when it has a carousel and the
 * carousel a slide: the page's largest picture is then in its HTML, asked for at once
 * (Lighthouse's mobile LCP of /: 3.7 s → 2.3 s). The live carousel's placeholder shows the same
 * picture while the carousel loads (src/ui/hero.tsx).
 */
export async function withFirstSlide(app: FastifyInstance, html: string): Promise<string> {
  const place = PLACE.exec(html);
  if (!place) return html;
  const slide = await Promise.race([
    firstSlide(app, place[1] as Carousel, place[2]!).catch((error: unknown) => {
      app.log.warn({ err: error }, 'first slide not put in the page');
      return undefined;
    }),
    sleep(FIRST_SLIDE_WAIT_MS, undefined, { ref: false }),
  ]);
  if (!slide) return html;
  const picture = `<img src="${escapeAttribute(slide.Image)}" alt="${escapeAttribute(slideText(slide))}" fetchpriority="high">`;
  const end = place.index + place[0].length;
  return html.slice(0, end) + picture + html.slice(end);
}
