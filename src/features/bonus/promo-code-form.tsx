import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  selectCodeError,
  selectIsRedeeming,
  selectRedeemed,
} from '../../../machines/bonus/bonus-area.selectors.ts';
import { BusyButton } from '../../ui/busy-button.tsx';
import { useMessageText } from '../../i18n/message-text.ts';
import { OutlinedField } from '../../ui/outlined-field.tsx';
import { useBonusAreaEvents, useBonusAreaSelector } from './bonus-context.tsx';

/** A promo code unlocks its offer, which then appears among the offers. */
export function PromoCodeForm() {
  const intl = useIntl();
  const messageText = useMessageText();
  const redeeming = useBonusAreaSelector(selectIsRedeeming);
  const error = useBonusAreaSelector(selectCodeError);
  const redeemed = useBonusAreaSelector(selectRedeemed);
  const { redeem } = useBonusAreaEvents();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    redeem(code);
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby="promo-code-title"
      sx={{ display: 'grid', gap: 1 }}
    >
      <Typography id="promo-code-title" variant="h2" sx={{ fontSize: '1.15rem' }}>
        <FormattedMessage id="bonus.code.title" />
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <OutlinedField
          id="bonus-promo-code"
          fullWidth={false}
          label={intl.formatMessage({ id: 'bonus.code.label' })}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error !== null}
          helperText={error ? messageText(error) : undefined}
          slotProps={{
            htmlInput: { autoCapitalize: 'characters', autoComplete: 'off', maxLength: 40 },
          }}
          size="small"
          sx={{ flex: '1 1 12rem' }}
        />
        <BusyButton busy={redeeming} type="submit" variant="outlined" sx={{ minHeight: 40 }}>
          <FormattedMessage id="bonus.code.submit" />
        </BusyButton>
      </Box>
      <Box role="status">
        {redeemed && (
          <Typography variant="body2" color="success.main">
            <FormattedMessage id="bonus.code.redeemed" values={{ title: redeemed.title }} />
          </Typography>
        )}
      </Box>
    </Box>
  );
}
