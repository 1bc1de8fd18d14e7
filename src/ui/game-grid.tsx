import { Fragment, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GameTileData } from '../../machines/games/tiles.ts';
import { BusyButton } from './busy-button.tsx';
import { returnedFromOf } from '../runtime/return-state.ts';
import { GameTileSkeleton, TILE_CAPTION_PX, type ListItemPlace } from './game-tile.tsx';
import { useNearScreen } from './use-near-screen.ts';

const GAP_PX = 12;
const MIN_TILE_PX = 150;
const MIN_COLUMNS = 2;
const MAX_COLUMNS = 7;
/** Tiles kept in the DOM above and below the screen, in whole rows (at least one). */
const OVERSCAN_TILES = 8;
/** The next page is asked for while the end of the grid is still this far below the screen. */
const PREFETCH_MARGIN = '800px 0px';

/** 2 columns on a phone, up to 7 on a wide screen: as many 150 px tiles as fit. */
export function columnsFor(width: number): number {
  const fitting = Math.floor((width + GAP_PX) / (MIN_TILE_PX + GAP_PX));
  return Math.min(MAX_COLUMNS, Math.max(MIN_COLUMNS, fitting));
}

/**
 * The grid's width and where it starts on the page; content above it (banners, rails) may
 * still grow. Before layout (or where there is none) the width is the window's, never less
 * than what the grid gets on screen.
 */
function useGridBox(element: HTMLElement | null): { width: number; top: number } {
  const [box, setBox] = useState(() => ({ width: window.innerWidth, top: 0 }));
  useLayoutEffect(() => {
    if (!element) return;
    const read = () => {
      const width = element.clientWidth || window.innerWidth;
      const top = Math.round(element.getBoundingClientRect().top + window.scrollY);
      setBox((last) => (last.width === width && last.top === top ? last : { width, top }));
    };
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(element);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [element]);
  return box;
}

/**
 * Back from a game whose tile is far down the grid, its row is scrolled into the DOM, where the
 * layout gives its link the focus (use-heading-focus.ts). Once per arrival.
 */
function useReturnRow(
  tiles: readonly GameTileData[],
  scrollToRow: (row: number) => void,
  columns: number,
) {
  const { key, state } = useLocation();
  const returnedFrom = returnedFromOf(state);
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (returnedFrom === null || handled.current === key) return;
    const index = tiles.findIndex((tile) => tile.playPath === returnedFrom);
    if (index < 0) return;
    handled.current = key;
    scrollToRow(Math.floor(index / columns));
  }, [tiles, returnedFrom, key, scrollToRow, columns]);
}

export interface GameGridProps {
  tiles: GameTileData[];
  /** Games of the whole list, for the 'x / total' count. */
  total: number;
  isLoadingMore: boolean;
  canLoadMore: boolean;
  onLoadMore(): void;
  /** A tile as a list item at its place in the whole list. */
  renderTile(tile: GameTileData, item: ListItemPlace): ReactNode;
  /** The list's accessible name. */
  label: string;
}

/**
 * The game grid, virtualized against the window scroll: only the rows near the screen are in
 * the DOM, so thousands of games stay smooth on a phone. The next page is asked for when the
 * end comes near the screen, or with the 'load more' button.
 */
export function GameGrid(props: GameGridProps) {
  const { tiles, isLoadingMore } = props;
  const [grid, setGrid] = useState<HTMLDivElement | null>(null);
  const [sentinel, setSentinel] = useState<HTMLDivElement | null>(null);
  const { width, top } = useGridBox(grid);
  const columns = columnsFor(width);
  const tileWidth = (width - GAP_PX * (columns - 1)) / columns;
  const rowHeight = Math.round((tileWidth * 3) / 4) + TILE_CAPTION_PX + GAP_PX;
  const placeholders = isLoadingMore ? columns : 0;
  const rowCount = Math.ceil((tiles.length + placeholders) / columns);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight,
    overscan: Math.max(1, Math.round(OVERSCAN_TILES / columns)),
    scrollMargin: top,
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);

  useNearScreen(sentinel, props.canLoadMore, props.onLoadMore, PREFETCH_MARGIN);
  useReturnRow(tiles, (row) => virtualizer.scrollToIndex(row, { align: 'center' }), columns);

  return (
    <Box>
      <div
        ref={setGrid}
        role="list"
        aria-label={props.label}
        aria-busy={isLoadingMore}
        style={{ position: 'relative', height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((row) => {
          const first = row.index * columns;
          const cells = Array.from({ length: columns }, (_, column) => first + column).filter(
            (index) => index < tiles.length + placeholders,
          );
          return (
            <div
              key={row.key}
              role="presentation"
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                height: rowHeight - GAP_PX,
                transform: `translateY(${row.start - top}px)`,
                display: 'grid',
                gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
                gap: GAP_PX,
              }}
            >
              {cells.map((index) => {
                const tile = tiles[index];
                return tile ? (
                  <Fragment key={`${tile.kind}-${tile.id}`}>
                    {props.renderTile(tile, { position: index + 1, setSize: props.total })}
                  </Fragment>
                ) : (
                  <GameTileSkeleton key={`placeholder-${index}`} />
                );
              })}
            </div>
          );
        })}
      </div>
      <div ref={setSentinel} />
      <Box
        sx={{
          mt: 3,
          display: 'grid',
          justifyItems: 'center',
          gap: 1.5,
        }}
      >
        <Typography color="text.secondary" role="status">
          <FormattedMessage
            id="games.shownCount"
            values={{ shown: tiles.length, total: props.total }}
          />
        </Typography>
        {(props.canLoadMore || isLoadingMore) && (
          <BusyButton variant="outlined" busy={isLoadingMore} onClick={props.onLoadMore}>
            <FormattedMessage id={isLoadingMore ? 'games.loadingMore' : 'games.loadMore'} />
          </BusyButton>
        )}
      </Box>
    </Box>
  );
}

/** The first page's place while it loads. */
export function GameGridSkeleton({ count = 12 }: { count?: number }) {
  return (
    <Box
      aria-busy="true"
      sx={{
        display: 'grid',
        gap: `${GAP_PX}px`,
        gridTemplateColumns: `repeat(auto-fill, minmax(${MIN_TILE_PX}px, 1fr))`,
      }}
    >
      {Array.from({ length: count }, (_, index) => (
        <GameTileSkeleton key={index} />
      ))}
    </Box>
  );
}
