import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha } from '@mui/material/styles';
import { selectIsAuthenticated } from '../../../machines/app/app.selectors.ts';
import { currentness } from '../../../machines/content/navigation.ts';
import { useAppSelector } from '../../runtime/app-context.tsx';
import { PATHS } from '../../runtime/paths.ts';
import { BOTTOM_BAR_PX, BOTTOM_BAR_SPACE, BRAND, onNavy } from '../../theme/theme.ts';
import { ACCOUNT_SECTIONS } from '../../ui/account-sections.ts';
import { MenuIcon } from './menu-icon.tsx';

interface BarItem {
  label: string;
  icon: string;
  path: string;
  /** Other pages the item stands for: it is marked on them too. */
  section?: readonly string[];
}

const ACCOUNT_PAGES = [
  ...ACCOUNT_SECTIONS.map((section) => section.to).filter((path) => path !== PATHS.deposit),
  PATHS.betHistory,
];

/** The bar's items: the lobbies and the cashier, then the account or the way to it. */
function bottomBarItems(signedIn: boolean): BarItem[] {
  return [
    { label: 'menu.home', icon: 'home', path: PATHS.home },
    { label: 'menu.slots', icon: 'slots', path: PATHS.slot },
    { label: 'menu.liveCasino', icon: 'liveCasino', path: PATHS.live },
    { label: 'menu.deposit', icon: 'deposit', path: PATHS.deposit },
    signedIn
      ? { label: 'menu.myAccount', icon: 'account', path: PATHS.profile, section: ACCOUNT_PAGES }
      : {
          label: 'menu.login',
          icon: 'login',
          path: PATHS.login,
          section: [PATHS.register, PATHS.forgotPassword],
        },
  ];
}

/**
 * The phone's navigation within the thumb's reach, fixed to the bottom below md (the page leaves
 * its height free: MainLayout). Each item a link of at least 44×44 px (WCAG 2.5.8, and 2.5.5's
 * size); the page shown, or its section, is marked (aria-current) in gold.
 */
export function BottomBar() {
  const intl = useIntl();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const { pathname } = useLocation();
  return (
    <Box
      component="nav"
      aria-label={intl.formatMessage({ id: 'shell.bottomBar' })}
      sx={{
        ...onNavy,
        display: { md: 'none' },
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        height: BOTTOM_BAR_SPACE,
        pb: 'env(safe-area-inset-bottom, 0px)',
        zIndex: (theme) => theme.zIndex.appBar,
        bgcolor: BRAND.navyLight,
        borderTop: `1px solid ${alpha(BRAND.gold, 0.18)}`,
      }}
    >
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
          height: BOTTOM_BAR_PX,
          m: 0,
          p: 0,
          listStyle: 'none',
        }}
      >
        {bottomBarItems(signedIn).map((item) => (
          <li key={item.path}>
            <ButtonBase
              component={RouterLink}
              to={item.path}
              aria-current={currentness(pathname, item)}
              sx={{
                width: '100%',
                height: '100%',
                minHeight: 44,
                flexDirection: 'column',
                gap: 0.25,
                px: 0.25,
                borderRadius: 1,
                color: 'rgba(255,255,255,0.82)',
                fontSize: '0.6875rem',
                fontWeight: 600,
                lineHeight: 1.15,
                textAlign: 'center',
                '&[aria-current]': { color: BRAND.gold },
                // The focus ring inside the bar: the screen's edge would cut it.
                '&.Mui-focusVisible': { outlineOffset: -3 },
              }}
            >
              <MenuIcon name={item.icon} fontSize="medium" />
              <FormattedMessage id={item.label} />
            </ButtonBase>
          </li>
        ))}
      </Box>
    </Box>
  );
}
