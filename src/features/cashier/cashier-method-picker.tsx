import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import type { PaymentMethod } from '../../../machines/shared/finance.ts';
import { useRangeText } from './cashier-amount-field.tsx';

export interface MethodPickerProps {
  methods: readonly PaymentMethod[];
  /** The method chosen before (shown as current), or null. */
  selectedID: number | null;
  onSelect: (methodID: number) => void;
  onToggleFavorite: (methodID: number) => void;
  /** From the machine: whether a heart takes a toggle now. */
  canToggleFavorite: boolean;
  /** id of the heading that names the list. */
  labelledBy: string;
}

/**
 * The cashier's payment methods (deposit and withdraw): one row per method with its logo, kind,
 * range and group, chosen with one press; a heart beside it marks it as a favourite. The order
 * is the machine's (highlighted and favourites first), kept while the page is open so a row
 * never moves away from the pointer or the keyboard focus.
 */
export function MethodPicker(props: MethodPickerProps) {
  return (
    <Box
      component="ul"
      aria-labelledby={props.labelledBy}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}
    >
      {props.methods.map((method) => (
        <MethodRow key={method.id} method={method} {...props} />
      ))}
    </Box>
  );
}

function MethodRow({
  method,
  selectedID,
  onSelect,
  onToggleFavorite,
  canToggleFavorite,
}: MethodPickerProps & { method: PaymentMethod }) {
  const intl = useIntl();
  const range = useRangeText(method);
  const isFavorite = method.isFavorite === 1;
  const selected = method.id === selectedID;
  const describedBy = [
    method.group && `method-${method.id}-group`,
    method.highlighted && `method-${method.id}-badge`,
    `method-${method.id}-about`,
  ].filter(Boolean);
  return (
    <Box
      component="li"
      sx={{
        // The choice's button is the method's name; its ::after covers the card, so the whole
        // card is clicked while the name alone names it (WCAG 2.5.3) and the rest describes it.
        position: 'relative',
        display: 'flex',
        alignItems: 'stretch',
        border: 1,
        borderColor: selected ? 'primary.main' : 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        overflow: 'hidden',
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5 }}>
        <Box
          component="img"
          src={method.logo}
          alt=""
          width={48}
          height={48}
          sx={{ flexShrink: 0, borderRadius: 1.5, bgcolor: 'action.hover', objectFit: 'contain' }}
        />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          {method.group && (
            <Typography
              id={`method-${method.id}-group`}
              variant="caption"
              color="text.secondary"
              sx={{ display: 'block' }}
            >
              {method.group.name}
            </Typography>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
            <ButtonBase
              onClick={() => onSelect(method.id)}
              aria-current={selected ? 'true' : undefined}
              aria-describedby={describedBy.join(' ')}
              disableRipple
              sx={{
                font: 'inherit',
                fontWeight: 700,
                textAlign: 'left',
                '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 2 },
                '&.Mui-focusVisible::after': {
                  outline: 2,
                  outlineColor: 'primary.main',
                  outlineOffset: -2,
                },
              }}
            >
              {method.name}
            </ButtonBase>
            {method.highlighted && (
              <Chip
                id={`method-${method.id}-badge`}
                size="small"
                variant="outlined"
                label={<FormattedMessage id="cashier.highlighted" />}
                sx={{ fontWeight: 700, color: 'text.primary', borderColor: 'primary.main' }}
              />
            )}
          </Box>
          <Typography
            id={`method-${method.id}-about`}
            variant="body2"
            color="text.secondary"
            sx={{ overflowWrap: 'anywhere' }}
          >
            <FormattedMessage id={`cashier.kind.${method.kind}`} /> · {range}
          </Typography>
        </Box>
        <ChevronRightIcon sx={{ color: 'text.secondary', flexShrink: 0 }} aria-hidden />
      </Box>
      <IconButton
        aria-pressed={isFavorite}
        aria-label={intl.formatMessage(
          { id: isFavorite ? 'cashier.favoriteRemove' : 'cashier.favoriteAdd' },
          { name: method.name },
        )}
        // Busy while a change is saved, but still focusable: the focus stays on the heart.
        aria-disabled={!canToggleFavorite}
        onClick={() => onToggleFavorite(method.id)}
        sx={{
          // Above the choice's ::after, which covers the rest of the card.
          position: 'relative',
          zIndex: 1,
          borderRadius: 0,
          px: 1.5,
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
          '&[aria-disabled="true"]': { cursor: 'progress', opacity: 0.7 },
          color: (theme) => (isFavorite ? theme.palette.error.main : theme.palette.text.secondary),
        }}
      >
        {isFavorite ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      </IconButton>
    </Box>
  );
}
