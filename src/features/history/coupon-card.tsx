import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { couponAmount } from '../../../machines/games/coupons.ts';
import type { Coupon, CouponSelection, CouponStatus } from '../../../machines/shared/games.ts';
import { useFormat } from '../../i18n/format.ts';
import { MoneyText } from '../../ui/money-text.tsx';

const STATUS_COLOR: Record<CouponStatus, ChipProps['color']> = {
  open: 'info',
  won: 'success',
  lost: 'error',
  cancelled: 'default',
  cashout: 'warning',
};

const RESULT_COLOR: Record<CouponSelection['result'], ChipProps['color']> = {
  pending: 'default',
  won: 'success',
  lost: 'error',
  void: 'default',
};

const Odds = ({ value }: { value: number }) => <>{useFormat().decimal(value)}</>;

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        <FormattedMessage id={label} />
      </Typography>
      <Typography sx={{ fontWeight: 700 }}>{children}</Typography>
    </Box>
  );
}

function SelectionRow({ selection }: { selection: CouponSelection }) {
  const format = useFormat();
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        gap: 0.5,
        py: 1.25,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{selection.event}</Typography>
        <Typography variant="body2" color="text.secondary">
          {selection.market}: {selection.pick} · {format.dateTime(selection.startsAt)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>
          <Odds value={selection.odds} />
        </Typography>
        <Chip
          size="small"
          color={RESULT_COLOR[selection.result]}
          label={<FormattedMessage id={`bets.result.${selection.result}`} />}
        />
      </Box>
    </Box>
  );
}

/** One coupon: its figures at a glance, the selections when opened. */
export function CouponCard({ coupon }: { coupon: Coupon }) {
  const format = useFormat();
  const amount = couponAmount(coupon);
  return (
    <Accordion
      disableGutters
      variant="outlined"
      sx={{ borderRadius: 2, '&::before': { display: 'none' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`coupon-${coupon.couponID}`}>
        <Box
          sx={{
            display: 'grid',
            width: '100%',
            gap: { xs: 1, sm: 2 },
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr 1fr', sm: '1.6fr repeat(3, 1fr)' },
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, minWidth: 0 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 700 }}>
                <FormattedMessage id="bets.couponNumber" values={{ id: coupon.couponID }} />
              </Typography>
              <Chip
                size="small"
                color={STATUS_COLOR[coupon.status]}
                label={<FormattedMessage id={`bets.status.${coupon.status}`} />}
              />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {format.dateTime(coupon.createdAt)}
            </Typography>
          </Box>
          <Figure label="bets.stake">
            <MoneyText kurus={coupon.stake} exact />
          </Figure>
          <Figure label="bets.totalOdds">
            <Odds value={coupon.totalOdds} />
          </Figure>
          <Figure label={`bets.${amount.label}`}>
            <MoneyText kurus={amount.kurus} exact />
          </Figure>
        </Box>
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0 }}>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
          <FormattedMessage id="bets.selections" values={{ count: coupon.selections.length }} />
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {coupon.selections.map((selection, index) => (
            <SelectionRow key={`${selection.event}-${index}`} selection={selection} />
          ))}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
