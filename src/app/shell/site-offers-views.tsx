import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  selectMending,
  selectMendOffered,
  selectUpdateApplying,
  selectUpdateOffered,
} from '../../../machines/app/site-update.selectors.ts';
import { selectInstallOffered } from '../../../machines/app/site-install.selectors.ts';
import {
  SiteOffersProvider,
  useSiteInstallEvents,
  useSiteInstallSelector,
  useSiteUpdateEvents,
  useSiteUpdateSelector,
} from './site-offers-context.tsx';

/** A notice above the page, in its flow: it never covers what the player is on or focused. */
const offerFrame = {
  mx: 2,
  mt: 1,
  px: 2,
  py: 1.5,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: 2,
  rowGap: 1,
  bgcolor: 'background.paper',
  color: 'text.primary',
  border: 1,
  borderColor: 'divider',
  borderLeft: 4,
  borderLeftColor: 'primary.main',
  borderRadius: 1,
} as const;

/**
 * 'Yeni sürüm hazır — yenile' with its button, while a new version is offered (a status); the
 * same for a page whose code cannot load any more: 'Sayfanın bir bölümü yüklenemedi — yenile'.
 */
function UpdateNotice() {
  const updateOffered = useSiteUpdateSelector(selectUpdateOffered);
  const mendOffered = useSiteUpdateSelector(selectMendOffered);
  const applying = useSiteUpdateSelector(selectUpdateApplying);
  const mending = useSiteUpdateSelector(selectMending);
  const { apply } = useSiteUpdateEvents();
  if (!updateOffered && !mendOffered && !applying && !mending) return null;
  return (
    <Box role="status" sx={offerFrame}>
      {updateOffered || mendOffered ? (
        <>
          <Typography sx={{ flexGrow: 1, fontWeight: 600 }}>
            <FormattedMessage id={updateOffered ? 'shell.update.ready' : 'shell.mend.offer'} />
          </Typography>
          <Button variant="contained" onClick={apply}>
            <FormattedMessage id="shell.update.reload" />
          </Button>
        </>
      ) : (
        <Typography sx={{ fontWeight: 600 }}>
          <FormattedMessage id={applying ? 'shell.update.reloading' : 'shell.mend.reloading'} />
        </Typography>
      )}
    </Box>
  );
}

/**
 * 'Anka Casino'yu ana ekranına ekle', with Ekle and Şimdi değil, while the offer stands: a region
 * named by its line, above the page's own heading, so not a heading of its own.
 */
function InstallOffer() {
  const offered = useSiteInstallSelector(selectInstallOffered);
  const { accept, decline } = useSiteInstallEvents();
  if (!offered) return null;
  return (
    <Box component="section" aria-labelledby="install-offer-title" sx={offerFrame}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography id="install-offer-title" sx={{ fontWeight: 700 }}>
          <FormattedMessage id="shell.install.title" />
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <FormattedMessage id="shell.install.text" />
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" onClick={accept}>
          <FormattedMessage id="shell.install.add" />
        </Button>
        <Button variant="outlined" color="inherit" onClick={decline}>
          <FormattedMessage id="shell.install.notNow" />
        </Button>
      </Box>
    </Box>
  );
}

/** The frame's two offers, a new version's and the install's, above the page. */
export default function SiteOffers() {
  return (
    <SiteOffersProvider>
      <UpdateNotice />
      <InstallOffer />
    </SiteOffersProvider>
  );
}
