import { memo, useId } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { styled } from '@mui/material/styles';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import type { GameTileData } from '../../machines/games/tiles.ts';

/** Height of the name and provider lines under the 4:3 thumbnail, for the grid's row height. */
export const TILE_CAPTION_PX = 56;

/** A tile's place in its list (1-based) and the list's length, for assistive technology. */
export interface ListItemPlace {
  position: number;
  setSize: number;
}

/** What the play page gets with the link: where to return to and the game's name for its title. */
export interface PlayLinkState {
  from: string;
  name: string;
}

const TileRoot = styled('div')({ position: 'relative', minWidth: 0 });

const TileLink = styled(RouterLink)(({ theme }) => ({
  display: 'block',
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: 12,
  overflow: 'hidden',
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  transition: 'transform .15s, box-shadow .15s',
  '&:hover': { transform: 'translateY(-2px)', boxShadow: theme.shadows[4] },
}));

const Thumbnail = styled('img')(({ theme }) => ({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  backgroundColor: theme.palette.action.hover,
}));

const line = {
  display: 'block',
  height: TILE_CAPTION_PX / 2,
  paddingInline: 10,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
} as const;

const Name = styled('span')({ ...line, paddingTop: 8, fontWeight: 700, fontSize: 14 });

const Provider = styled('span')(({ theme }) => ({
  ...line,
  paddingTop: 4,
  fontSize: 12,
  color: theme.palette.text.secondary,
}));

const Heart = styled('button')(({ theme }) => ({
  position: 'absolute',
  top: 6,
  right: 6,
  width: 36,
  height: 36,
  padding: 0,
  display: 'grid',
  placeItems: 'center',
  border: 0,
  borderRadius: '50%',
  color: '#fff',
  backgroundColor: 'rgba(0, 0, 0, .55)',
  cursor: 'pointer',
  '&[aria-pressed="true"]': { color: theme.palette.error.light },
  // Busy while a change is saved, but still focusable: the focus stays on the heart.
  '&[aria-disabled="true"]': { cursor: 'progress', opacity: 0.7 },
  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
}));

/**
 * One game, as an item of a list: thumbnail (lazy, 4:3), name and provider, linking to its play
 * page, with a heart that adds or removes it from the favourites.
 */
export const GameTile = memo(function GameTile(props: {
  tile: GameTileData;
  isFavorite: boolean;
  canToggleFavorite: boolean;
  onToggleFavorite: () => void;
  item: ListItemPlace;
}) {
  const { tile, isFavorite } = props;
  const intl = useIntl();
  const location = useLocation();
  const nameId = useId();
  const state: PlayLinkState = { from: location.pathname + location.search, name: tile.name };
  return (
    <TileRoot role="listitem" aria-posinset={props.item.position} aria-setsize={props.item.setSize}>
      <TileLink to={tile.playPath} state={state}>
        {/* The size states the 4:3 ratio to the browser before the image arrives. */}
        <Thumbnail
          src={tile.thumbnail}
          alt=""
          width={160}
          height={120}
          loading="lazy"
          decoding="async"
        />
        <Name id={nameId}>{tile.name}</Name>
        <Provider>{tile.providerName}</Provider>
      </TileLink>
      <Heart
        type="button"
        aria-pressed={isFavorite}
        aria-label={intl.formatMessage({ id: isFavorite ? 'favorites.remove' : 'favorites.add' })}
        aria-describedby={nameId}
        aria-disabled={!props.canToggleFavorite}
        onClick={props.onToggleFavorite}
      >
        {isFavorite ? <FavoriteIcon fontSize="small" /> : <FavoriteBorderIcon fontSize="small" />}
      </Heart>
    </TileRoot>
  );
});

const SkeletonBox = styled('div')(({ theme }) => ({
  borderRadius: 12,
  backgroundColor: theme.palette.action.hover,
  aspectRatio: '4 / 3',
  marginBottom: TILE_CAPTION_PX,
  '@media (prefers-reduced-motion: no-preference)': {
    animation: 'tile-pulse 1.5s ease-in-out infinite',
  },
  '@keyframes tile-pulse': { '50%': { opacity: 0.5 } },
}));

/** A tile's place while its game loads. */
export const GameTileSkeleton = () => <SkeletonBox aria-hidden />;
