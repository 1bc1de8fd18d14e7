import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import { isGameStage } from '../../../machines/content/navigation.ts';
import { browserOnline } from '../../platform/browser-connection.ts';
import { BOTTOM_BAR_SPACE } from '../../theme/theme.ts';
import { BottomBar } from './bottom-bar.tsx';
import { ConnectionProvider } from './connection-context.tsx';
import { ConnectionLostNotice, PageOrOffline } from './connection-views.tsx';
import { DeferredFooter } from './deferred-footer.tsx';
import { Header } from './header.tsx';
import { LaterSiteOffers } from './later-site-offers.tsx';
import { useHeadingFocus } from './use-heading-focus.ts';

/**
 * The frame of every page inside the site: header, the offers of a new version and of the
 * install, the page (or the offline screen when it was opened without a network), footer, and on
 * a phone the bottom bar, whose height the frame leaves free below the footer. A game's stage has
 * no bar over it.
 */
export function MainLayout() {
  const intl = useIntl();
  const main = useRef<HTMLElement>(null);
  useHeadingFocus(main);
  const barShown = !isGameStage(useLocation().pathname);
  return (
    <ConnectionProvider input={{ online: browserOnline() }}>
      <Box
        sx={{
          minHeight: '100vh',
          display: 'flex',
          flexDirection: 'column',
          pb: { xs: barShown ? BOTTOM_BAR_SPACE : 0, md: 0 },
        }}
      >
        <Box
          component="a"
          href="#main"
          sx={{
            position: 'absolute',
            left: -9999,
            zIndex: 2000,
            '&:focus': { left: 16, top: 16, p: 1.5, bgcolor: 'background.paper', borderRadius: 1 },
          }}
        >
          {intl.formatMessage({ id: 'shell.skipToContent' })}
        </Box>
        <Header />
        {/* At least a screen high: the footer starts below the fold, so pages filling in as their
          data arrives never push it across the screen. */}
        <Box
          component="main"
          ref={main}
          id="main"
          tabIndex={-1}
          sx={{ flexGrow: 1, minHeight: '100vh', outline: 'none' }}
        >
          <ConnectionLostNotice />
          <LaterSiteOffers />
          <PageOrOffline>
            <Outlet />
          </PageOrOffline>
        </Box>
        <DeferredFooter />
        {barShown && <BottomBar />}
      </Box>
    </ConnectionProvider>
  );
}
