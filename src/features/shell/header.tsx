import { useState } from 'react';
import { useIntl } from 'react-intl';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { alpha } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { selectIsAuthenticated } from '../../../machines/app/app.selectors.ts';
import { useAppSelector } from '../../runtime/app-context.tsx';
import { BRAND, onNavy } from '../../theme/theme.ts';
import { lazyPart } from '../../ui/lazy-part.tsx';
import { AccountArea } from './account-area.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';
import { MenuButton } from './menu-button.tsx';
import { ModeToggle } from './mode-toggle.tsx';
import { useSiteFile } from './use-site-file.ts';
import { visibleEntries, type MenuEntry } from './site-config.ts';

// The drawer is for small screens and loads when first opened.
const MobileDrawer = lazyPart(async () => (await import('./mobile-drawer.tsx')).default);

/** One row of the games bar's small buttons with its padding and top border. */
const GAMES_BAR_PX = 40;

const navButtonSx = {
  color: 'rgba(255,255,255,0.82)',
  whiteSpace: 'nowrap',
  flexShrink: 0,
  px: { lg: 1, xl: 1.5 },
  '& .MuiButton-startIcon': { display: { lg: 'none', xl: 'inherit' } },
  '&:hover': { color: '#fff', bgcolor: 'rgba(255,255,255,0.06)' },
  '&.active': { color: BRAND.gold, bgcolor: alpha(BRAND.gold, 0.1) },
} as const;

const byGroup = (entries: MenuEntry[], group: MenuEntry['group']) =>
  entries.filter((e) => (e.group ?? 'primary') === group);

/** Top of every page: logo, the menu of /datas/header-menu.json, preferences and account. */
export function Header() {
  const intl = useIntl();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const { data: menu, isFailed: menuFailed } = useSiteFile('header-menu');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const entries = visibleEntries(menu ?? [], isAuthenticated);
  const secondary = byGroup(entries, 'secondary');
  // The games bar keeps its place while the menu loads, so the page does not move down after.
  const gamesBarShown = secondary.length > 0 || (menu === null && !menuFailed);
  const navLabel = intl.formatMessage({ id: 'shell.mainMenu' });

  return (
    <AppBar
      position="sticky"
      elevation={0}
      sx={{
        ...onNavy,
        color: '#fff',
        background: `linear-gradient(180deg, ${BRAND.navyLight} 0%, ${BRAND.navy} 100%)`,
        borderBottom: `1px solid ${alpha(BRAND.gold, 0.18)}`,
      }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, md: 1.5 }, minHeight: { xs: 60, md: 68 } }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={intl.formatMessage({ id: 'shell.openMenu' })}
          aria-expanded={drawerOpen}
          onClick={() => {
            setDrawerLoaded(true);
            setDrawerOpen(true);
          }}
          sx={{ display: { lg: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Box
          sx={{
            '& img': { width: { xs: 130, sm: 160 }, height: 'auto', objectFit: 'cover' },
            // A narrow phone needs the room for the balance and the cashier: the flame alone.
            '@media (max-width: 419.95px)': {
              '& img': { width: 34, height: 34, objectPosition: 'left' },
            },
          }}
        >
          <Logo />
        </Box>
        <Box
          component="nav"
          aria-label={navLabel}
          sx={{ display: { xs: 'none', lg: 'flex' }, gap: 0.25, ml: 1, overflow: 'hidden' }}
        >
          {byGroup(entries, 'primary').map((entry) => (
            <MenuButton key={entry.id} entry={entry} sx={navButtonSx} />
          ))}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center' }}>
          <LanguageSwitch />
          <ModeToggle />
        </Box>
        <AccountArea accountEntries={byGroup(entries, 'account')} />
      </Toolbar>
      {gamesBarShown && (
        <Box
          component="nav"
          aria-label={intl.formatMessage({ id: 'shell.menuGames' })}
          sx={{
            display: { xs: 'none', md: 'flex' },
            minHeight: GAMES_BAR_PX,
            gap: 0.5,
            px: 2,
            py: 0.5,
            overflowX: 'auto',
            scrollbarWidth: 'none',
            bgcolor: alpha('#000', 0.25),
            borderTop: '1px solid rgba(255,255,255,0.05)',
          }}
        >
          {secondary.map((entry) => (
            <MenuButton
              key={entry.id}
              entry={entry}
              sx={{ ...navButtonSx, fontWeight: 600, fontSize: 13, '& .MuiButton-startIcon': {} }}
            />
          ))}
        </Box>
      )}
      {drawerLoaded && (
        <MobileDrawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          onUnavailable={() => {
            setDrawerOpen(false);
            setDrawerLoaded(false);
          }}
          entries={entries}
          footer={
            <>
              <LanguageSwitch />
              <ModeToggle />
            </>
          }
        />
      )}
    </AppBar>
  );
}
