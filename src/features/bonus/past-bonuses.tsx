import { FormattedMessage } from 'react-intl';
import { useSelector } from '@xstate/react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  selectPastBonuses,
  selectPastBonusesList,
} from '../../../machines/bonus/bonus-area.selectors.ts';
import {
  selectShowMore,
  type PagedListRef,
} from '../../../machines/paging/paged-list.selectors.ts';
import type { PlayerBonus } from '../../../machines/shared/bonus.ts';
import { useFormat } from '../../i18n/format.ts';
import { MoneyText } from '../../ui/money-text.tsx';
import { EmptyState } from '../../ui/page-state.tsx';
import { ShowMoreFooter } from '../../ui/show-more-footer.tsx';
import { useBonusAreaSelector } from './bonus-context.tsx';
import { RowList } from '../../ui/row-list.tsx';

const STATUS_COLOR = {
  active: 'primary',
  converted: 'success',
  forfeited: 'default',
  expired: 'default',
} as const;

function PastBonusRow({ bonus }: { bonus: PlayerBonus }) {
  const format = useFormat();
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 0.5 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="span" sx={{ fontWeight: 800 }}>
          {bonus.title}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={STATUS_COLOR[bonus.status]}
          label={<FormattedMessage id={`bonus.status.${bonus.status}`} />}
        />
      </Box>
      <Typography variant="body2">
        <FormattedMessage
          id="bonus.past.figures"
          values={{
            amount: <MoneyText kurus={bonus.amount} exact />,
            wagered: <MoneyText kurus={Math.min(bonus.wagered, bonus.wageringRequired)} exact />,
            required: <MoneyText kurus={bonus.wageringRequired} exact />,
          }}
        />
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage
          id="bonus.past.dates"
          values={{
            granted: format.date(bonus.grantedAt),
            ended: bonus.endedAt ? format.date(bonus.endedAt) : '–',
          }}
        />
      </Typography>
    </Paper>
  );
}

function PastBonusList({ list }: { list: PagedListRef }) {
  const items = useSelector(list, selectPastBonuses);
  const hasMore = useSelector(list, (s) => selectShowMore(s).hasMore);
  return (
    <Box
      component="section"
      aria-labelledby="past-bonuses-title"
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Typography id="past-bonuses-title" variant="h2" sx={{ fontSize: '1.15rem' }}>
        <FormattedMessage id="bonus.past.title" />
      </Typography>
      {items.length === 0 && !hasMore ? (
        <EmptyState>
          <FormattedMessage id="bonus.past.empty" />
        </EmptyState>
      ) : (
        <RowList labelledBy="past-bonuses-title">
          {items.map((bonus) => (
            <PastBonusRow key={bonus.bonusID} bonus={bonus} />
          ))}
        </RowList>
      )}
      <ShowMoreFooter
        list={list}
        messages={{ showMore: 'bonus.past.showMore', moreFailed: 'bonus.past.moreFailed' }}
      />
    </Box>
  );
}

/** The bonuses that have ended, ten at a time. */
export function PastBonuses() {
  const list = useBonusAreaSelector(selectPastBonusesList);
  return list ? <PastBonusList list={list} /> : null;
}
