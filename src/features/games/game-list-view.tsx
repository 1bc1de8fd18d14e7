import { useDeferredValue } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import {
  sameBodyView,
  selectBodyView,
  selectIsLoadingFirstPage,
  selectIsSearchTooShort,
  selectSearchInput,
  selectShownSearch,
  selectTotal,
} from '../../../machines/games/game-list.selectors.ts';
import { SEARCH_MAX_CHARS } from '../../../machines/shared/search-text.ts';
import { GameGrid, GameGridSkeleton } from '../../ui/game-grid.tsx';
import { EmptyState, LoadFailed } from '../../ui/page-state.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { visuallyHiddenSx } from '../../ui/visually-hidden.ts';
import { renderFavoriteTile } from './favorite-game-tile.tsx';
import { useGameListEvents, useGameListSelector } from './game-list-context.tsx';

/** The lobby's game search: results as the player types, at least 3 characters. */
export function GameSearchField() {
  const intl = useIntl();
  const input = useGameListSelector(selectSearchInput);
  const tooShort = useGameListSelector(selectIsSearchTooShort);
  const { search } = useGameListEvents();
  return (
    <SearchField
      id="game-search"
      sx={{ width: { xs: '100%', sm: 320 } }}
      value={input}
      onChange={(event) => search(event.target.value)}
      label={intl.formatMessage({ id: 'games.search.label' })}
      helperText={tooShort && <FormattedMessage id="games.search.tooShort" />}
      maxLength={SEARCH_MAX_CHARS}
    />
  );
}

/**
 * The games of the list actor around it: skeletons while the first page loads, the virtualized
 * grid, an empty state when nothing matches, a failure with retry.
 */
export function GameListView(props: { label: string; emptyText?: string }) {
  return (
    <>
      <SearchAnnouncement />
      <GameListBody {...props} />
    </>
  );
}

/**
 * Says what a search found, or that it found nothing, as the results change (WCAG 4.1.3): the
 * region stays on the page while its text changes, so screen readers read each answer.
 */
function SearchAnnouncement() {
  const total = useGameListSelector(selectTotal);
  const isLoading = useGameListSelector(selectIsLoadingFirstPage);
  const shownSearch = useGameListSelector(selectShownSearch);
  const answered = shownSearch !== '' && !isLoading;
  return (
    <Box role="status" sx={visuallyHiddenSx}>
      {answered &&
        (total === 0 ? (
          <FormattedMessage id="games.noMatch" values={{ search: shownSearch }} />
        ) : (
          <FormattedMessage id="games.searchFound" values={{ search: shownSearch, total }} />
        ))}
    </Box>
  );
}

function GameListBody({ label, emptyText }: { label: string; emptyText?: string }) {
  // Deferred: a page of tiles renders in slices the browser can interrupt (an actor's update
  // would render it in one block, ~150 ms of a 4x slowed phone's main thread on /slot).
  const {
    tiles,
    total,
    isLoadingFirstPage,
    isLoadingMore,
    canLoadMore,
    hasFailed,
    isEmpty,
    shownSearch,
  } = useDeferredValue(useGameListSelector(selectBodyView, sameBodyView));
  const { loadMore, retry } = useGameListEvents();

  if (isLoadingFirstPage) return <GameGridSkeleton />;
  if (hasFailed && tiles.length === 0) return <LoadFailed onRetry={retry} />;
  if (isEmpty) {
    return (
      <EmptyState>
        {shownSearch ? (
          <FormattedMessage id="games.noMatch" values={{ search: shownSearch }} />
        ) : (
          (emptyText ?? <FormattedMessage id="games.empty" />)
        )}
      </EmptyState>
    );
  }
  return (
    <>
      <GameGrid
        tiles={tiles}
        total={total}
        isLoadingMore={isLoadingMore}
        canLoadMore={canLoadMore}
        onLoadMore={loadMore}
        renderTile={renderFavoriteTile}
        label={label}
      />
      {hasFailed && <LoadFailed onRetry={retry} />}
    </>
  );
}
