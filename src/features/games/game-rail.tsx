import { useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { GameTileData } from '../../../machines/games/tiles.ts';
import { GameTileSkeleton, TILE_CAPTION_PX } from '../../ui/game-tile.tsx';
import { NoDataYet } from '../../ui/page-state.tsx';
import type { Resource } from '../../ui/use-resource.ts';
import { renderFavoriteTile } from './favorite-game-tile.tsx';

const TILE_PX = 168;
const GAP_PX = 12;
const HEIGHT_PX = (TILE_PX * 3) / 4 + TILE_CAPTION_PX;

/** A rail not laid out yet reports no width: it is taken as wide as the window until it is. */
const observeRailRect: typeof observeElementRect = (instance, callback) =>
  observeElementRect(instance, (rect) =>
    callback(rect.width > 0 ? rect : { width: window.innerWidth, height: HEIGHT_PX }),
  );

function RailScroller({ tiles }: { tiles: GameTileData[] }) {
  const intl = useIntl();
  const scroller = useRef<HTMLDivElement>(null);
  // The site is not built with the React Compiler, so nothing memoizes the virtualizer's API.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer: Virtualizer<HTMLDivElement, Element> = useVirtualizer({
    horizontal: true,
    count: tiles.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => TILE_PX + GAP_PX,
    overscan: 1,
    observeElementRect: observeRailRect,
  });
  const page = (direction: 1 | -1) =>
    scroller.current?.scrollBy({
      left: direction * scroller.current.clientWidth * 0.9,
      behavior: 'smooth',
    });
  return (
    <Box sx={{ position: 'relative' }}>
      <Box
        ref={scroller}
        role="list"
        sx={{
          overflowX: 'auto',
          overscrollBehaviorX: 'contain',
          scrollbarWidth: 'thin',
          pb: 1,
        }}
      >
        <div style={{ position: 'relative', width: virtualizer.getTotalSize(), height: HEIGHT_PX }}>
          {virtualizer.getVirtualItems().map((item) => (
            <div
              key={item.key}
              style={{ position: 'absolute', top: 0, left: item.start, width: TILE_PX }}
            >
              {renderFavoriteTile(tiles[item.index]!, {
                position: item.index + 1,
                setSize: tiles.length,
              })}
            </div>
          ))}
        </div>
      </Box>
      {tiles.length > 2 && (
        <Box
          sx={{
            display: { xs: 'none', md: 'flex' },
            gap: 1,
            position: 'absolute',
            top: -48,
            right: 0,
          }}
        >
          <IconButton
            size="small"
            aria-label={intl.formatMessage({ id: 'lobby.scrollBack' })}
            onClick={() => page(-1)}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            size="small"
            aria-label={intl.formatMessage({ id: 'lobby.scrollForward' })}
            onClick={() => page(1)}
          >
            <ChevronRightIcon />
          </IconButton>
        </Box>
      )}
    </Box>
  );
}

/**
 * A horizontally scrolling row of games with its title and a link to the full list; only the
 * tiles near the visible part are in the DOM. Nothing is shown for an empty row; a row that
 * failed or takes long says so.
 */
export function GameRail(props: {
  id: string;
  title: ReactNode;
  to?: string;
  rail: Resource<GameTileData[]>;
}) {
  const tiles = props.rail.data;
  if (tiles !== null && tiles.length === 0) return null;
  const headingId = `rail-${props.id}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: { xs: 3, md: 4 } }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          mb: 1.5,
          minHeight: 40,
          pr: { md: 11 },
        }}
      >
        <Typography
          id={headingId}
          variant="h2"
          sx={{ fontSize: { xs: '1.15rem', md: '1.35rem' }, flex: 1 }}
        >
          {props.title}
        </Typography>
        {props.to && (
          <Button component={RouterLink} to={props.to} size="small" endIcon={<ChevronRightIcon />}>
            <FormattedMessage id="common.seeAll" />
          </Button>
        )}
      </Box>
      {tiles === null ? (
        <NoDataYet
          resource={props.rail}
          skeleton={
            <Box sx={{ display: 'flex', gap: `${GAP_PX}px`, overflow: 'hidden' }}>
              {Array.from({ length: 6 }, (_, index) => (
                <Box key={index} sx={{ flex: `0 0 ${TILE_PX}px` }}>
                  <GameTileSkeleton />
                </Box>
              ))}
            </Box>
          }
        />
      ) : (
        <RailScroller tiles={tiles} />
      )}
    </Box>
  );
}
