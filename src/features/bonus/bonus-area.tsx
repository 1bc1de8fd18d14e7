import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  selectHasFailed,
  selectIsLoading,
  selectOffers,
  selectRedeemed,
} from '../../../machines/bonus/bonus-area.selectors.ts';
import { infoPath } from '../../runtime/paths.ts';
import { EmptyState, LoadFailed, SkeletonRows } from '../../ui/page-state.tsx';
import { ActiveBonusCard } from './active-bonus-card.tsx';
import { BonusAreaProvider, useBonusAreaEvents, useBonusAreaSelector } from './bonus-context.tsx';
import { CancelBonusDialog, ForfeitedDialog } from './cancel-dialog.tsx';
import { ClaimDialog } from './claim-dialog.tsx';
import { OfferCard } from './offer-card.tsx';
import { PastBonuses } from './past-bonuses.tsx';
import { PromoCodeForm } from './promo-code-form.tsx';

function Offers() {
  const offers = useBonusAreaSelector(selectOffers);
  return (
    <Box component="section" aria-labelledby="offers-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="offers-title" variant="h2" sx={{ fontSize: '1.15rem' }}>
        <FormattedMessage id="bonus.offers.title" />
      </Typography>
      {offers.length === 0 ? (
        <EmptyState>
          <FormattedMessage id="bonus.offers.empty" />
        </EmptyState>
      ) : (
        <Box
          component="ul"
          aria-labelledby="offers-title"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
          }}
        >
          {offers.map((offer) => (
            <OfferCard key={offer.offerID} offer={offer} />
          ))}
        </Box>
      )}
    </Box>
  );
}

function AreaContent() {
  const loading = useBonusAreaSelector(selectIsLoading);
  const failed = useBonusAreaSelector(selectHasFailed);
  const redeemed = useBonusAreaSelector(selectRedeemed);
  const { retry } = useBonusAreaEvents();
  if (loading) {
    return <SkeletonRows heights={[180, 240]} gap={2} />;
  }
  if (failed) return <LoadFailed message="bonus.loadFailed" onRetry={retry} />;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <ActiveBonusCard />
      <Offers />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        {/* A new field after each redeemed code. */}
        <PromoCodeForm key={redeemed?.offerID ?? 0} />
      </Paper>
      <PastBonuses />
      <Typography variant="body2">
        <Link component={RouterLink} to={infoPath('bonus-rules')}>
          <FormattedMessage id="bonus.rulesLink" />
        </Link>
      </Typography>
      <ClaimDialog />
      <CancelBonusDialog />
      <ForfeitedDialog />
    </Box>
  );
}

/** The account's bonus area: offers, promo code, the active bonus and the past ones. */
export function BonusArea() {
  return (
    <BonusAreaProvider>
      <AreaContent />
    </BonusAreaProvider>
  );
}
