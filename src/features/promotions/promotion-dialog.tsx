import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import type { Promotion } from '../../../machines/shared/contract.ts';
import type { BonusOffer } from '../../../machines/shared/bonus.ts';
import { promotionAction } from '../../../machines/content/promotions.ts';
import { selectIsAuthenticated } from '../../../machines/app/app.selectors.ts';
import { useFormat } from '../../i18n/format.ts';
import { useAppSelector } from '../../runtime/app-context.tsx';
import { infoPath } from '../../runtime/paths.ts';
import { HtmlContent } from '../../ui/html-content.tsx';
import { PromotionActionButton } from './promotion-action.tsx';

/** The whole promotion: picture, dates, summary and its HTML terms. */
export function PromotionDialog({
  promotion,
  offers,
  onClose,
}: {
  promotion: Promotion | null;
  /** The signed-in player's offers, for the promotion's link to its offer. */
  offers: readonly BonusOffer[];
  onClose: () => void;
}) {
  const intl = useIntl();
  const format = useFormat();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  return (
    <Dialog
      open={promotion !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby="promotion-title"
    >
      {promotion && (
        <>
          <DialogTitle id="promotion-title" sx={{ pr: 7 }}>
            {promotion.Title}
          </DialogTitle>
          <IconButton
            aria-label={intl.formatMessage({ id: 'common.close' })}
            onClick={onClose}
            sx={{ position: 'absolute', right: 12, top: 12 }}
          >
            <CloseIcon />
          </IconButton>
          {/* The terms scroll on their own: focusable, so the keyboard scrolls them too. */}
          <DialogContent dividers tabIndex={0} role="region" aria-labelledby="promotion-title">
            <Box
              component="img"
              src={promotion.Image}
              alt=""
              sx={{
                width: '100%',
                aspectRatio: '2 / 1',
                objectFit: 'cover',
                borderRadius: 2,
                mb: 2,
                display: 'block',
              }}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              <FormattedMessage
                id="promotions.validity"
                values={{ range: format.range(promotion.Start_date, promotion.End_date) }}
              />
            </Typography>
            {promotion.Summary && (
              <Typography sx={{ fontWeight: 700, mb: 2 }}>{promotion.Summary}</Typography>
            )}
            <HtmlContent html={promotion.Content} />
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2 }}>
            <Button component={RouterLink} to={infoPath('bonus-rules')} onClick={onClose}>
              <FormattedMessage id="menu.terms" />
            </Button>
            <PromotionActionButton
              action={promotionAction(promotion, offers, isAuthenticated)}
              onFollow={onClose}
            />
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
