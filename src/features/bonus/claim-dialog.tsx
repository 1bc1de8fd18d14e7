import { FormattedMessage } from 'react-intl';
import { useSelector } from '@xstate/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { selectClaimActor } from '../../../machines/bonus/bonus-area.selectors.ts';
import {
  selectClaimError,
  selectClaimOffer,
  selectClaimOutcome,
  selectIsClaiming,
} from '../../../machines/bonus/bonus-claim.selectors.ts';
import type { ClaimOutcome } from '../../../machines/shared/bonus.ts';
import { BusyButton } from '../../ui/busy-button.tsx';
import { FormError } from '../../ui/form-fields.tsx';
import { MoneyText } from '../../ui/money-text.tsx';
import { BonusTermsList } from './bonus-terms.tsx';
import {
  useBonusAreaSelector,
  useBonusClaimEvents,
  type BonusClaimActorRef,
} from './bonus-context.tsx';
import { OfferAmount } from './offer-amount.tsx';

function Given({ outcome }: { outcome: ClaimOutcome }) {
  return (
    <Typography role="status" sx={{ fontWeight: 700 }}>
      {outcome.kind === 'bonus' ? (
        <FormattedMessage
          id="bonus.claim.gaveBonus"
          values={{ amount: <MoneyText kurus={outcome.bonus.amount} exact /> }}
        />
      ) : (
        <FormattedMessage
          id="bonus.claim.gaveCash"
          values={{ amount: <MoneyText kurus={outcome.amount} exact /> }}
        />
      )}
    </Typography>
  );
}

function ClaimContent({ actor }: { actor: BonusClaimActorRef }) {
  const offer = useSelector(actor, selectClaimOffer);
  const claiming = useSelector(actor, selectIsClaiming);
  const outcome = useSelector(actor, selectClaimOutcome);
  const error = useSelector(actor, selectClaimError);
  const { confirm, retry, back, close } = useBonusClaimEvents(actor);
  return (
    <>
      <DialogTitle id="bonus-claim-title">{offer.title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {outcome ? (
          <Given outcome={outcome} />
        ) : (
          <Box id="bonus-claim-rules" sx={{ display: 'grid', gap: 1.5 }}>
            <Typography sx={{ fontWeight: 700 }}>
              <OfferAmount offer={offer} />
            </Typography>
            {offer.trigger === 'losses' && (
              <Typography>
                <FormattedMessage
                  id="bonus.claim.due"
                  values={{ amount: <MoneyText kurus={offer.due} exact /> }}
                />
              </Typography>
            )}
            <BonusTermsList terms={offer} />
            {offer.wageringMultiplier > 0 && (
              <Typography variant="body2" color="text.secondary">
                <FormattedMessage id="bonus.active.withdrawNote" />
              </Typography>
            )}
          </Box>
        )}
        <FormError error={error} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        {outcome ? (
          <Button variant="contained" onClick={close} autoFocus>
            <FormattedMessage id="common.close" />
          </Button>
        ) : (
          <>
            {error ? (
              <Button onClick={back} color="inherit">
                <FormattedMessage id="bonus.claim.back" />
              </Button>
            ) : (
              <Button onClick={close} color="inherit" disabled={claiming}>
                <FormattedMessage id="common.cancel" />
              </Button>
            )}
            <BusyButton busy={claiming} variant="contained" onClick={error ? retry : confirm}>
              <FormattedMessage id={error ? 'common.tryAgain' : 'bonus.claim.confirm'} />
            </BusyButton>
          </>
        )}
      </DialogActions>
    </>
  );
}

/** The claim of one offer, while the area runs its claim machine. */
export function ClaimDialog() {
  const actor = useBonusAreaSelector(selectClaimActor);
  const claiming = useSelector(actor, (s) => (s ? selectIsClaiming(s) : false));
  return (
    <Dialog
      open={actor !== undefined}
      onClose={actor && !claiming ? () => actor.send({ type: 'claim.close' }) : undefined}
      aria-labelledby="bonus-claim-title"
      maxWidth="sm"
      fullWidth
    >
      {actor && <ClaimContent actor={actor} />}
    </Dialog>
  );
}
