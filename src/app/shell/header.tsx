import { useIntl } from 'react-intl';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { alpha, ThemeProvider, useTheme } from '@mui/material/styles';
import { selectIsAuthenticated } from '../../../machines/app/app.selectors.ts';
import { useAppSelector } from '../../runtime/app-context.tsx';
import { BRAND, chromeTheme, onNavy } from '../../theme/theme.ts';
import { SessionClock } from '../../features/protection/session-clock.tsx';
import { AccountArea } from './account-area.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';
import { MenuDrawerButton } from './menu-drawer-button.tsx';
import { ModeToggle } from './mode-toggle.tsx';
import { NARROW } from './narrow-header.ts';
import { PriorityNav, RING_PX } from './priority-nav.tsx';
import { useSiteFile } from './use-site-file.ts';
import { visibleEntries, type MenuEntry } from './site-config.ts';

/**
 * A signed-in player's row on a phone, measured with the widest balance and a bonus: the player's
 * side takes 294 px (balance, its toggle, the quick deposit, the bell, the menu), so the row
 * needs 496 px beside the full logo, 400 px beside its flame and, with the narrowest edges and no
 * gaps, 346 px without a logo. Each threshold leaves 14 px or more for wider fonts.
 */
const PLAYER_FLAME_ONLY = '@media (max-width: 519.95px)';
const PLAYER_COMPACT = '@media (max-width: 419.95px)';

/** The games bar's height: a row of small buttons and the room for their focus rings. */
const GAMES_BAR_PX = 40;

const navButtonSx = {
  color: 'rgba(255,255,255,0.82)',
  whiteSpace: 'nowrap',
  // As wide as its label: MUI's 64 px minimum would cost the row an entry.
  minWidth: 0,
  px: { lg: 1, xl: 1.5 },
  '& .MuiButton-startIcon': { display: { lg: 'none', xl: 'inherit' } },
  '&:hover': { color: '#fff', bgcolor: 'rgba(255,255,255,0.06)' },
  '&.active': { color: BRAND.gold, bgcolor: alpha(BRAND.gold, 0.1) },
} as const;

const byGroup = (entries: MenuEntry[], group: MenuEntry['group']) =>
  entries.filter((e) => (e.group ?? 'primary') === group);

/**
 * Top of every page: logo, the menu of /datas/header-menu.json, preferences and account. Its
 * navy keeps the dark theme's colours in either mode (chromeTheme).
 */
export function Header() {
  const intl = useIntl();
  // The drawer opens over the page, in the page's colours rather than the header's.
  const pageTheme = useTheme();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const { data: menu, isFailed: menuFailed } = useSiteFile('header-menu');
  const entries = visibleEntries(menu ?? [], isAuthenticated);
  const secondary = byGroup(entries, 'secondary');
  // The games bar keeps its place while the menu loads, so the page does not move down after.
  const gamesBarShown = secondary.length > 0 || (menu === null && !menuFailed);
  // Where the row has no gap to spare: a player's side is wider than a visitor's.
  const compact = isAuthenticated ? PLAYER_COMPACT : NARROW;

  return (
    <ThemeProvider theme={chromeTheme()}>
      <AppBar
        position="sticky"
        elevation={0}
        sx={{
          ...onNavy,
          color: '#fff',
          // Solid, so that a contrast checker can tell every control's background.
          bgcolor: BRAND.navyLight,
          borderBottom: `1px solid ${alpha(BRAND.gold, 0.18)}`,
        }}
      >
        <Toolbar
          sx={{
            gap: { xs: 0.5, md: 1.5 },
            minHeight: { xs: 60, md: 68 },
            [compact]: { gap: 0, px: 1 },
          }}
        >
          <MenuDrawerButton
            entries={entries}
            drawerTheme={pageTheme}
            sx={{ display: { lg: 'none' }, [compact]: { ml: -0.5 } }}
          />
          <Box
            sx={{
              flexShrink: 0,
              '& img': { width: { xs: 130, sm: 160 }, height: 'auto', objectFit: 'cover' },
              // A narrow phone needs the room for the balance: the flame alone.
              [isAuthenticated ? PLAYER_FLAME_ONLY : '@media (max-width: 419.95px)']: {
                '& img': { width: 34, height: 34, objectPosition: 'left' },
              },
              // A phone keeps the room for a player's balance and quick deposit: the bottom
              // bar's first link leads home there.
              ...(isAuthenticated && { [PLAYER_COMPACT]: { display: 'none' } }),
            }}
          >
            <Logo />
          </Box>
          {/* Takes the room the rest leaves: what does not fit goes into its "more" menu. */}
          <PriorityNav
            entries={byGroup(entries, 'primary')}
            label={intl.formatMessage({ id: 'shell.mainMenu' })}
            height={40}
            buttonSx={navButtonSx}
            sx={{ display: { xs: 'none', lg: 'flex' }, flex: '1 1 0', ml: 0.5 }}
          />
          <Box sx={{ flexGrow: 1, display: { lg: 'none' } }} />
          {/* A phone and a small tablet find these in the drawer. */}
          <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', flexShrink: 0 }}>
            <LanguageSwitch />
            <ModeToggle />
          </Box>
          <AccountArea accountEntries={byGroup(entries, 'account')} />
        </Toolbar>
        {/* While a game session is open: its time and net result (UKGC RTS 2E/13C). */}
        {isAuthenticated && <SessionClock placement="header" />}
        {gamesBarShown && (
          <PriorityNav
            entries={secondary}
            label={intl.formatMessage({ id: 'shell.menuGames' })}
            height={GAMES_BAR_PX - 2 * RING_PX}
            buttonSx={{
              ...navButtonSx,
              fontWeight: 600,
              fontSize: 13,
              '& .MuiButton-startIcon': {},
            }}
            sx={{
              display: { xs: 'none', md: 'flex' },
              px: 1.5,
              bgcolor: alpha('#000', 0.25),
              // A line that takes no room from the entries' focus rings.
              boxShadow: 'inset 0 1px rgba(255,255,255,0.05)',
            }}
          />
        )}
      </AppBar>
    </ThemeProvider>
  );
}
