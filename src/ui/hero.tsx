import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import {
  FIRST_SLIDE_ATTRIBUTE,
  lobbyCarouselQuery,
  SLIDER_TYPE_ATTRIBUTE,
  type Carousel,
} from '../../machines/shared/first-slide.ts';
import type { Slider, SliderPlace } from '../../machines/shared/contract.ts';
import { SLIDER_PAGE } from '../../machines/shared/page-sizes.ts';
import { activeSliders, slideText } from '../../machines/shared/sliders.ts';
import { selectIsAuthenticated } from '../../machines/app/app.selectors.ts';
import { useAppSelector, useRuntime } from '../runtime/app-context.tsx';
import { firstSlideOfCopy } from '../runtime/prerendered-page.ts';
import { TakingLonger } from './page-state.tsx';
import { SmartLink } from './smart-link.tsx';
import { useNow } from './use-now.ts';
import { useResource } from './use-resource.ts';
import { MainSlider } from './main-slider.tsx';
import { Placeholder } from './placeholder.tsx';

const SIDE_BANNER_RATIO = { xs: '1 / 1', lg: '2 / 3' } as const;

function SideBannerPlace() {
  return <Placeholder sx={{ aspectRatio: SIDE_BANNER_RATIO, height: 'auto', borderRadius: 3 }} />;
}

function SideBanner({ slider }: { slider: Slider }) {
  return (
    <Box
      component={SmartLink}
      href={slider.Link}
      sx={{
        display: 'block',
        borderRadius: 3,
        overflow: 'hidden',
        transition: 'transform .2s',
        '&:hover': { transform: 'translateY(-2px)' },
      }}
    >
      <Box
        component="img"
        src={slider.Image}
        alt={slideText(slider)}
        sx={{
          width: '100%',
          aspectRatio: SIDE_BANNER_RATIO,
          objectFit: 'cover',
          display: 'block',
        }}
      />
    </Box>
  );
}

/**
 * The carousel's place while it loads. The server puts the first slide's picture in it in a
 * prerendered page's copy (server/first-slide.ts), reading which carousel from its attributes;
 * the live place shows that picture too, so it stays when the copy gives way. That slide is a
 * visitor's: a signed-in player's place stays empty until their own slides come.
 */
function FirstSlidePlace({
  carousel,
  sliderType,
  signedIn,
}: {
  carousel: Carousel;
  sliderType: string;
  signedIn: boolean;
}) {
  const { pathname } = useLocation();
  const [copied] = useState(() => firstSlideOfCopy(pathname));
  const picture = signedIn ? undefined : copied;
  return (
    <Box
      {...{ [FIRST_SLIDE_ATTRIBUTE]: carousel, [SLIDER_TYPE_ATTRIBUTE]: sliderType }}
      sx={{ position: 'relative', borderRadius: 3, overflow: 'hidden' }}
    >
      <Placeholder sx={{ aspectRatio: '3 / 1', height: 'auto', borderRadius: 3 }} />
      {picture && (
        <Box
          component="img"
          src={picture.src}
          alt={picture.alt}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
    </Box>
  );
}

/** Banners of one place (getIcSlider: sol = left, sag = right) and one set. */
function usePlacedSliders(place: SliderPlace, sliderType: string) {
  const { content } = useRuntime();
  const lang = useIntl().locale;
  return useResource(
    `sliders.${place}`,
    (p) =>
      content.getPlacedSliders({
        SiteType: 'desktop',
        SliderType: p.sliderType,
        sliderPlace: p.place,
      }),
    { place, sliderType, lang },
  );
}

/**
 * The carousel: the home page's (getSlider, 7 a page) or a lobby's main-place sliders of its set.
 * Hero asks for it before its banners: it holds the page's largest picture, so its request
 * must not wait behind theirs for a connection.
 */
function useCarousel(carousel: Carousel, sliderType: string) {
  const { content } = useRuntime();
  const lang = useIntl().locale;
  return useResource(
    carousel === 'home' ? 'homeSliders' : 'sliders.main',
    (p) =>
      p.carousel === 'home'
        ? content.getSliders(SLIDER_PAGE)
        : content.getPlacedSliders(lobbyCarouselQuery(p.sliderType)),
    { carousel, sliderType, lang },
  );
}

/**
 * Top of a page: left banner, carousel, right banner on wide screens; carousel then the two
 * banners side by side on narrow ones. `sliderType` picks the banners' set (casino, live).
 */
export function Hero({ carousel, sliderType }: { carousel: Carousel; sliderType: string }) {
  const main = useCarousel(carousel, sliderType);
  const now = useNow();
  // A signed-in player sees the slides that speak to players with an account, a visitor theirs.
  const signedIn = useAppSelector(selectIsAuthenticated);
  const leftSliders = usePlacedSliders('sol', sliderType);
  const rightSliders = usePlacedSliders('sag', sliderType);
  const left = activeSliders(leftSliders.data ?? [], now, signedIn)[0];
  const right = activeSliders(rightSliders.data ?? [], now, signedIn)[0];
  const slides = activeSliders(main.data ?? [], now, signedIn);
  // Their places are kept while they load, so the carousel does not shrink (or the page below
  // move down) when they arrive.
  const sidesLoading = [leftSliders, rightSliders].some((r) => r.data === null && !r.isFailed);
  const hasSides = Boolean(left || right) || sidesLoading;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 1.5, md: 2 },
        gridTemplateColumns: { xs: '1fr 1fr', lg: hasSides ? '2fr 9fr 2fr' : '1fr' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ gridColumn: { xs: '1 / -1', lg: hasSides ? '2' : '1' }, gridRow: { lg: 1 } }}>
        {main.data === null && main.isSlow ? (
          <TakingLonger />
        ) : main.data === null && !main.isFailed ? (
          <FirstSlidePlace carousel={carousel} sliderType={sliderType} signedIn={signedIn} />
        ) : (
          <MainSlider slides={slides} />
        )}
      </Box>
      {(left || sidesLoading) && (
        <Box sx={{ gridColumn: { lg: '1' }, gridRow: { lg: 1 } }}>
          {left ? <SideBanner slider={left} /> : <SideBannerPlace />}
        </Box>
      )}
      {(right || sidesLoading) && (
        <Box sx={{ gridColumn: { lg: '3' }, gridRow: { lg: 1 } }}>
          {right ? <SideBanner slider={right} /> : <SideBannerPlace />}
        </Box>
      )}
    </Box>
  );
}
