import { FormattedMessage } from 'react-intl';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PROTECTION_PATH } from '../../runtime/paths.ts';
import { SmartLink } from '../../ui/smart-link.tsx';
import { useDepositEvents } from './deposit-context.tsx';

/** Before a first deposit without a deposit limit: the offer to set one, which may be skipped. */
export function DepositLimitOffer() {
  const { skipLimit } = useDepositEvents();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="deposit-limit-offer"
      sx={{ p: 2, mb: 2 }}
    >
      <Typography id="deposit-limit-offer" component="h2" variant="h6" sx={{ mb: 1 }}>
        <FormattedMessage id="cashier.deposit.limitOffer.title" />
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        <FormattedMessage id="cashier.deposit.limitOffer.text" />
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" component={SmartLink} href={PROTECTION_PATH}>
          <FormattedMessage id="cashier.deposit.limitOffer.set" />
        </Button>
        <Button onClick={skipLimit}>
          <FormattedMessage id="cashier.deposit.limitOffer.skip" />
        </Button>
      </Stack>
    </Paper>
  );
}
