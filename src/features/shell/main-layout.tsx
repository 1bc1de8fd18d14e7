import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import { DeferredFooter } from './deferred-footer.tsx';
import { Header } from './header.tsx';
import { useHeadingFocus } from './use-heading-focus.ts';

/** The frame of every page inside the site: header, the page, footer. */
export function MainLayout() {
  const intl = useIntl();
  const main = useRef<HTMLElement>(null);
  useHeadingFocus(main);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
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
        <Outlet />
      </Box>
      <DeferredFooter />
    </Box>
  );
}
