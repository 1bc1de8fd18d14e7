import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type {
  Promotion,
  SpecialDateInformation,
  Tournament,
} from '../../../machines/shared/contract.ts';
import { TOURNAMENT_PAGE } from '../../../machines/shared/page-sizes.ts';
import { promotionsByTab } from '../../../machines/content/promotions.ts';
import { activeSpecialDates } from '../../../machines/content/special-dates.ts';
import { tournamentsByStatus } from '../../../machines/content/tournaments.ts';
import { useRuntime } from '../../runtime/app-context.tsx';
import { PATHS } from '../../runtime/paths.ts';
import { useFormat } from '../../i18n/format.ts';
import { cardGridSx } from '../../ui/card-grid.ts';
import { SuspendingHtmlContent } from '../../ui/lazy-html-content.tsx';
import { SectionHeader } from '../../ui/section-header.tsx';
import { useNow } from '../../ui/use-now.ts';
import { useResource } from '../../ui/use-resource.ts';
import { PromotionCard } from '../promotions/promotion-card.tsx';
import { TournamentCard } from '../tournaments/tournament-card.tsx';

const TEASER_COUNT = 4;

function PromotionsTeaser({ data, now }: { data: Promotion[]; now: number }) {
  const navigate = useNavigate();
  const active = promotionsByTab(data, now).active.slice(0, TEASER_COUNT);
  if (active.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="home-promotions">
      <SectionHeader id="home-promotions" title="home.promotions" to={PATHS.promotions} />
      <Box
        sx={{
          ...cardGridSx,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        }}
      >
        {active.map((promotion) => (
          <PromotionCard
            key={promotion.id}
            promotion={promotion}
            onOpen={() => navigate(`${PATHS.promotions}?promo=${promotion.id}`)}
          />
        ))}
      </Box>
    </Box>
  );
}

function TournamentsTeaser({ data, now }: { data: Tournament[]; now: number }) {
  const groups = tournamentsByStatus(data, now);
  const shown = [
    ...groups.active.map((t) => ({ tournament: t, status: 'active' as const })),
    ...groups.upcoming.map((t) => ({ tournament: t, status: 'upcoming' as const })),
  ].slice(0, 3);
  if (shown.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="home-tournaments">
      <SectionHeader id="home-tournaments" title="home.tournaments" to={PATHS.tournaments} />
      <Box sx={{ ...cardGridSx, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {shown.map(({ tournament, status }) => (
          <TournamentCard key={tournament.id} tournament={tournament} status={status} />
        ))}
      </Box>
    </Box>
  );
}

/** Notices for special days (birthday bonus, holidays) while they run. */
function SpecialDates({ data, now }: { data: SpecialDateInformation[]; now: number }) {
  const format = useFormat();
  const items = activeSpecialDates(data, now);
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="home-special">
      <SectionHeader id="home-special" title="home.specialDates" />
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}
      >
        {items.map((item) => (
          <Box
            key={item.id}
            component="article"
            sx={{
              display: 'flex',
              gap: 2,
              p: 2,
              borderRadius: 3,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              alignItems: 'center',
            }}
          >
            {item.Image && (
              <Box
                component="img"
                src={item.Image}
                alt=""
                loading="lazy"
                sx={{
                  width: { xs: 96, sm: 160 },
                  aspectRatio: '8 / 3',
                  objectFit: 'cover',
                  borderRadius: 2,
                  flexShrink: 0,
                }}
              />
            )}
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h3" sx={{ fontSize: '1rem' }}>
                {item.Title}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                <FormattedMessage id="home.until" values={{ date: format.date(item.End_date) }} />
              </Typography>
              <SuspendingHtmlContent html={item.Text} sx={{ fontSize: 14, '& p': { my: 0.5 } }} />
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The special days, promotions and tournaments below the entry tiles. They show together once
 * each has loaded (or failed) and the special days' sanitizer is in (it comes apart from the
 * page's code): one arriving after another below it would push that one down.
 */
export default function TeaserSections() {
  const intl = useIntl();
  const { content } = useRuntime();
  const now = useNow();
  const specialDates = useResource('specialDates', () => content.getSpecialDates(), intl.locale);
  const promotions = useResource('promotions', () => content.getPromotions(), intl.locale);
  const tournaments = useResource(
    'tournaments',
    () => content.getTournaments(TOURNAMENT_PAGE),
    intl.locale,
  );
  const resources = [specialDates, promotions, tournaments];
  if (resources.some((resource) => resource.data === null && !resource.isFailed)) return null;
  return (
    <Suspense fallback={null}>
      <SpecialDates data={specialDates.data ?? []} now={now} />
      <PromotionsTeaser data={promotions.data ?? []} now={now} />
      <TournamentsTeaser data={tournaments.data ?? []} now={now} />
    </Suspense>
  );
}
