import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Promotion } from '../../../machines/shared/contract.ts';
import type { PromotionAction } from '../../../machines/content/promotions.ts';
import { trimText } from '../../../machines/content/trim-text.ts';
import { useFormat } from '../../i18n/format.ts';
import { PromotionActionButton } from './promotion-action.tsx';

/**
 * A promotion in a grid: picture, category, title, summary and dates; opens its details. A
 * signed-in player's card also leads to the offer it advertises.
 */
export function PromotionCard({
  promotion,
  action = null,
  onOpen,
}: {
  promotion: Promotion;
  action?: PromotionAction;
  onOpen: () => void;
}) {
  const format = useFormat();
  const offerAction = action?.kind === 'join' ? null : action;
  return (
    <Card sx={{ height: '100%', borderRadius: 3, display: 'flex', flexDirection: 'column' }}>
      <CardActionArea
        onClick={onOpen}
        aria-haspopup="dialog"
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box
          component="img"
          src={promotion.Image}
          alt=""
          loading="lazy"
          sx={{ width: '100%', aspectRatio: '2 / 1', objectFit: 'cover', display: 'block' }}
        />
        <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 1, alignContent: 'start' }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip
              size="small"
              color="primary"
              variant="outlined"
              label={<FormattedMessage id={`promotions.category.${promotion.Category}`} />}
            />
            <Typography variant="caption" color="text.secondary">
              {format.range(promotion.Start_date, promotion.End_date)}
            </Typography>
          </Box>
          <Typography variant="h3" component="h3" sx={{ fontSize: '1.05rem' }}>
            {promotion.Title}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {trimText(promotion.Content)}
          </Typography>
        </CardContent>
      </CardActionArea>
      {offerAction && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <PromotionActionButton action={offerAction} size="small" />
        </CardActions>
      )}
    </Card>
  );
}
