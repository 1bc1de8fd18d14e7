import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { selectIsAuthenticated } from '../../../machines/app/app.selectors.ts';
import { popupLink } from '../../../machines/content/popups.ts';
import type { Popup } from '../../../machines/shared/contract.ts';
import { useAppSelector } from '../../runtime/app-context.tsx';
import { HtmlContent } from '../../ui/html-content.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';

export default function PopupDialog({ popup, onClose }: { popup: Popup; onClose: () => void }) {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="home-popup-title">
      {popup.Image && (
        <Box
          component="img"
          src={popup.Image}
          alt=""
          sx={{ width: '100%', display: 'block', aspectRatio: '3 / 2', objectFit: 'cover' }}
        />
      )}
      <DialogTitle id="home-popup-title">{popup.Title}</DialogTitle>
      <DialogContent>
        <HtmlContent html={popup.Content} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>
          <FormattedMessage id="common.close" />
        </Button>
        {popup.Link && (
          <Button
            variant="contained"
            component={SmartLink}
            href={popupLink(popup, isAuthenticated)}
            onClick={onClose}
          >
            <FormattedMessage id="home.popupAction" />
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
