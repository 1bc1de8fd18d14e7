import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { useActorRef, useSelector } from '@xstate/react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  selectIsFirstLoad,
  selectJackpotPools,
} from '../../../machines/games/jackpots.selectors.ts';
import { useRuntime } from '../../runtime/app-context.tsx';
import { MoneyText } from '../../ui/money-text.tsx';
import { createGamesImplementations } from './games-implementations.ts';

/** The habanero jackpot pools, refreshed while the lobby is open; nothing when there are none. */
export function JackpotBanner() {
  const runtime = useRuntime();
  const logic = useMemo(() => createGamesImplementations(runtime).jackpots, [runtime]);
  const actor = useActorRef(logic, { id: 'jackpots', inspect: runtime.inspect });
  const pools = useSelector(actor, selectJackpotPools);
  const isFirstLoad = useSelector(actor, selectIsFirstLoad);

  if (isFirstLoad) return <Skeleton variant="rounded" height={104} sx={{ mb: 4 }} />;
  if (pools.length === 0) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="jackpot-title"
      sx={{
        mb: { xs: 3, md: 4 },
        p: { xs: 2, md: 3 },
        background: 'linear-gradient(135deg, #3b1d6e 0%, #7a2f8f 55%, #c6862b 100%)',
        color: '#fff',
      }}
    >
      <Typography
        id="jackpot-title"
        variant="h2"
        sx={{ fontSize: { xs: '1.1rem', md: '1.3rem' }, mb: 1.5 }}
      >
        <FormattedMessage id="lobby.jackpots" />
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            // As many columns as amounts fit side by side: one on the narrowest phones.
            xs: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
            md: `repeat(${Math.min(pools.length, 4)}, 1fr)`,
          },
        }}
      >
        {pools.map((pool) => (
          <Box key={pool.id}>
            <Typography component="dt" sx={{ opacity: 0.85, fontSize: 14 }}>
              {pool.name}
            </Typography>
            <Typography
              component="dd"
              sx={{
                m: 0,
                fontWeight: 800,
                fontSize: { xs: '1.2rem', md: '1.6rem' },
                fontVariantNumeric: 'tabular-nums',
                overflowWrap: 'anywhere',
              }}
            >
              <MoneyText kurus={pool.amount} exact />
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
