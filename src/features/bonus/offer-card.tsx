import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { isClaimOffer, isDepositOffer } from '../../../machines/bonus/bonus-rules.ts';
import { selectCanClaim, selectCanDeposit } from '../../../machines/bonus/bonus-area.selectors.ts';
import type { BonusOffer } from '../../../machines/shared/bonus.ts';
import { useFormat } from '../../i18n/format.ts';
import { MoneyText } from '../../ui/money-text.tsx';
import { BonusTermsList } from './bonus-terms.tsx';
import { useBonusAreaEvents, useBonusAreaSelector } from './bonus-context.tsx';
import { OfferAmount } from './offer-amount.tsx';

/** The casino discount's figure: what a claim pays now, for which week. */
function LossesDue({ offer }: { offer: BonusOffer }) {
  const format = useFormat();
  if (!offer.period) return null;
  return (
    <Typography variant="body2" sx={{ fontWeight: 700 }}>
      <FormattedMessage
        id="bonus.offer.due"
        values={{
          amount: <MoneyText kurus={offer.due} exact />,
          range: format.range(offer.period.start, offer.period.end),
        }}
      />
    </Typography>
  );
}

/** One offer: what it gives and by which rules, why it cannot be taken now, and how to take it. */
export function OfferCard({ offer }: { offer: BonusOffer }) {
  const canClaim = useBonusAreaSelector((s) => selectCanClaim(s, offer.offerID));
  const canDeposit = useBonusAreaSelector((s) => selectCanDeposit(s, offer.offerID));
  const { claim, deposit } = useBonusAreaEvents();
  const titleId = `offer-${offer.offerID}-title`;
  return (
    <Card component="li" variant="outlined" aria-labelledby={titleId} sx={{ display: 'grid' }}>
      <CardContent sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
        <Typography id={titleId} variant="h3" sx={{ fontSize: '1.1rem' }}>
          {offer.title}
        </Typography>
        {offer.summary && (
          <Typography variant="body2" color="text.secondary">
            {offer.summary}
          </Typography>
        )}
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          <OfferAmount offer={offer} />
        </Typography>
        {offer.trigger === 'losses' && <LossesDue offer={offer} />}
        <BonusTermsList terms={offer} />
        {offer.blocked && (
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            <FormattedMessage id={`bonus.blocked.${offer.blocked}`} />
          </Typography>
        )}
      </CardContent>
      {offer.blocked === null && (
        <CardActions sx={{ px: 2, pb: 2, alignSelf: 'end' }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {isClaimOffer(offer) && (
              <Button variant="contained" onClick={() => claim(offer.offerID)} disabled={!canClaim}>
                <FormattedMessage id="bonus.offer.claim" />
              </Button>
            )}
            {isDepositOffer(offer) && (
              <Button
                variant="contained"
                onClick={() => deposit(offer.offerID)}
                disabled={!canDeposit}
              >
                <FormattedMessage id="bonus.offer.deposit" />
              </Button>
            )}
          </Box>
        </CardActions>
      )}
    </Card>
  );
}
