import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { slideText } from '../../machines/shared/sliders.ts';
import type { Slider } from '../../machines/shared/contract.ts';
import { SmartLink } from './smart-link.tsx';

const AUTOPLAY_MS = 6000;

const arrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  color: '#fff',
  bgcolor: 'rgba(0,0,0,0.35)',
  '&:hover': { bgcolor: 'rgba(0,0,0,0.55)' },
  display: { xs: 'none', sm: 'inline-flex' },
} as const;

/**
 * The home carousel: one slide at a time, autoplay paused while hovered or focused and stopped
 * by its own button (WCAG 2.2.2); the dots are 24 px targets around a smaller mark.
 */
export function MainSlider({ slides }: { slides: Slider[] }) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const count = slides.length;
  const current = count > 0 ? index % count : 0;

  useEffect(() => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (paused || stopped || count < 2 || reduced) return;
    const id = window.setTimeout(() => setIndex((i) => (i + 1) % count), AUTOPLAY_MS);
    return () => window.clearTimeout(id);
  }, [paused, stopped, count, current]);

  if (count === 0) return null;
  const go = (step: number) => setIndex((current + step + count) % count);

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={intl.formatMessage({ id: 'home.sliderLabel' })}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      sx={{
        position: 'relative',
        borderRadius: 3,
        overflow: 'hidden',
        aspectRatio: '3 / 1',
        bgcolor: 'background.paper',
      }}
    >
      {slides.map((slide, i) => (
        <Box
          key={slide.id}
          role="group"
          aria-roledescription="slide"
          aria-label={intl.formatMessage({ id: 'home.slideOf' }, { n: i + 1, total: count })}
          aria-hidden={i !== current}
          sx={{
            position: 'absolute',
            inset: 0,
            opacity: i === current ? 1 : 0,
            visibility: i === current ? 'visible' : 'hidden',
            transition: 'opacity .6s ease, visibility .6s',
          }}
        >
          <Box
            component={SmartLink}
            href={slide.Link}
            tabIndex={i === current ? 0 : -1}
            sx={{ display: 'block', height: '100%' }}
          >
            <Box
              component="img"
              src={slide.Image}
              alt={slideText(slide)}
              loading={i === 0 ? 'eager' : 'lazy'}
              // The first slide is the page's largest paint: asked for before other images.
              fetchPriority={i === 0 ? 'high' : 'auto'}
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          </Box>
        </Box>
      ))}
      {count > 1 && (
        <>
          <IconButton
            aria-label={intl.formatMessage({ id: 'home.previousSlide' })}
            onClick={() => go(-1)}
            sx={{ ...arrowSx, left: 12 }}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            aria-label={intl.formatMessage({ id: 'home.nextSlide' })}
            onClick={() => go(1)}
            sx={{ ...arrowSx, right: 12 }}
          >
            <ChevronRightIcon />
          </IconButton>
          <Box
            sx={{
              position: 'absolute',
              bottom: { xs: 0, sm: 6 },
              left: 0,
              right: 0,
              display: 'flex',
              justifyContent: 'center',
              alignItems: 'center',
            }}
          >
            <IconButton
              size="small"
              aria-label={intl.formatMessage({
                id: stopped ? 'home.playSlides' : 'home.stopSlides',
              })}
              aria-pressed={stopped}
              onClick={() => setStopped(!stopped)}
              sx={{ color: '#fff', bgcolor: 'rgba(0,0,0,0.45)', mr: 0.5, p: 0.25 }}
            >
              {stopped ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
            </IconButton>
            {slides.map((slide, i) => (
              <ButtonBase
                key={slide.id}
                aria-label={slide.Title}
                aria-current={i === current}
                onClick={() => setIndex(i)}
                sx={{
                  width: i === current ? 32 : 24,
                  height: 24,
                  transition: 'width .3s',
                  '&::before': {
                    content: '""',
                    width: i === current ? 24 : 8,
                    height: 8,
                    borderRadius: 4,
                    bgcolor: i === current ? 'primary.main' : 'rgba(255,255,255,0.75)',
                    boxShadow: '0 0 0 1px rgba(0,0,0,0.35)',
                    transition: 'width .3s',
                  },
                }}
              />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
