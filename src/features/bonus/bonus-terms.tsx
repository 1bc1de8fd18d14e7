import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { GAME_KINDS } from '../../../machines/shared/history.ts';
import type { BonusTerms } from '../../../machines/shared/bonus.ts';
import { DetailList } from '../../ui/detail-list.tsx';
import { MoneyText } from '../../ui/money-text.tsx';

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        <FormattedMessage id={label} />
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * The rules a bonus is wagered by: how many times, how long, the largest bet, how much each game
 * kind counts and the games that do not count. A bonus without wagering is paid as cash.
 */
export function BonusTermsList({ terms }: { terms: BonusTerms }) {
  if (terms.wageringMultiplier === 0) {
    return (
      <Typography variant="body2">
        <FormattedMessage id="bonus.terms.noWagering" />
      </Typography>
    );
  }
  return (
    <DetailList variant="terms">
      <Term label="bonus.terms.wagering">
        <FormattedMessage
          id="bonus.terms.wageringValue"
          values={{ times: terms.wageringMultiplier }}
        />
      </Term>
      <Term label="bonus.terms.expiry">
        <FormattedMessage id="bonus.terms.expiryValue" values={{ days: terms.expiryDays }} />
      </Term>
      <Term label="bonus.terms.maxBet">
        {terms.maxBet > 0 ? (
          <MoneyText kurus={terms.maxBet} exact />
        ) : (
          <FormattedMessage id="bonus.terms.noLimit" />
        )}
      </Term>
      <Term label="bonus.terms.weights">
        {GAME_KINDS.map((kind, index) => (
          <span key={kind}>
            {index > 0 && ' · '}
            <FormattedMessage id={`history.gameType.${kind}`} /> %{terms.weights[kind] ?? 0}
          </span>
        ))}
      </Term>
      {terms.excludedGames.length > 0 && (
        <Term label="bonus.terms.excluded">
          {terms.excludedGames.map((game) => game.name).join(', ')}
        </Term>
      )}
    </DetailList>
  );
}
