import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { selectIsAuthenticated } from '../../../machines/app/app.selectors.ts';
import {
  PROMOTION_TABS,
  promotionAction,
  promotionsByTab,
  type PromotionTab,
} from '../../../machines/content/promotions.ts';
import { useAppSelector, useRuntime } from '../../runtime/app-context.tsx';
import { cardGridSx } from '../../ui/card-grid.ts';
import { Page } from '../../ui/page.tsx';
import { EmptyState, ResourceView } from '../../ui/page-state.tsx';
import { useNow } from '../../ui/use-now.ts';
import { useResource } from '../../ui/use-resource.ts';
import { PromotionCard } from './promotion-card.tsx';
import { PromotionDialog } from './promotion-dialog.tsx';

const skeleton = (
  <Box sx={cardGridSx}>
    {[0, 1, 2].map((i) => (
      <Skeleton key={i} variant="rounded" height={320} />
    ))}
  </Box>
);

/** Promotions sorted into active, coming and finished by their dates; ?promo={id} opens one. */
export function PromotionsPage() {
  const intl = useIntl();
  const { content, bonus } = useRuntime();
  const resource = useResource('promotions', () => content.getPromotions(), intl.locale);
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  // A signed-in player's offers: each promotion links to the offer it advertises.
  const offers =
    useResource(
      'bonusOffers',
      ({ signedIn }) => (signedIn ? bonus.offers() : Promise.resolve([])),
      {
        signedIn: isAuthenticated,
        lang: intl.locale,
      },
    ).data ?? [];
  const now = useNow();
  const [tab, setTab] = useState<PromotionTab>('active');
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('promo'));
  const open = resource.data?.find((p) => p.id === openId) ?? null;

  return (
    <Page title="promotions.title" subtitle={<FormattedMessage id="promotions.subtitle" />}>
      <ResourceView resource={resource} skeleton={skeleton}>
        {(promotions) => {
          const tabs = promotionsByTab(promotions, now);
          return (
            <>
              <Tabs
                value={tab}
                onChange={(_, value: PromotionTab) => setTab(value)}
                variant="scrollable"
                allowScrollButtonsMobile
                sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
              >
                {PROMOTION_TABS.map((key) => (
                  <Tab
                    key={key}
                    value={key}
                    id={`promotions-tab-${key}`}
                    aria-controls="promotions-panel"
                    label={intl.formatMessage(
                      { id: `promotions.tab.${key}` },
                      { count: tabs[key].length },
                    )}
                  />
                ))}
              </Tabs>
              <Box role="tabpanel" id="promotions-panel" aria-labelledby={`promotions-tab-${tab}`}>
                {tabs[tab].length === 0 ? (
                  <EmptyState>
                    <FormattedMessage id={`promotions.empty.${tab}`} />
                  </EmptyState>
                ) : (
                  <Box sx={cardGridSx}>
                    {tabs[tab].map((promotion) => (
                      <PromotionCard
                        key={promotion.id}
                        promotion={promotion}
                        action={promotionAction(promotion, offers, isAuthenticated)}
                        onOpen={() => setParams({ promo: String(promotion.id) })}
                      />
                    ))}
                  </Box>
                )}
              </Box>
            </>
          );
        }}
      </ResourceView>
      <PromotionDialog promotion={open} offers={offers} onClose={() => setParams({})} />
    </Page>
  );
}
