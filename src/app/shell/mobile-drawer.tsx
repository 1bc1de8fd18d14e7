import { memo } from 'react';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { BRAND, onNavy } from '../../theme/theme.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';
import { MenuIcon } from './menu-icon.tsx';
import { ModeToggle } from './mode-toggle.tsx';
import { isExternal, type MenuEntry } from './site-config.ts';

const SECTIONS = [
  { group: 'primary', title: 'shell.menuMain' },
  { group: 'secondary', title: 'shell.menuGames' },
  { group: 'account', title: 'shell.menuAccount' },
] as const;

/**
 * One style for every list of the drawer, its entries plain links: a styled button per entry
 * (ripple, icon and text components) made opening the drawer a long task on a phone.
 */
const listsSx = {
  '& ul': { listStyle: 'none', m: 0, px: 1, py: 0.5 },
  '& .subheader': {
    px: 2,
    py: 1.5,
    typography: 'body2',
    fontWeight: 700,
    color: 'text.secondary',
  },
  '& a': {
    display: 'flex',
    alignItems: 'center',
    gap: 1.5,
    minHeight: 44,
    px: 2,
    borderRadius: 2,
    typography: 'body2',
    color: 'text.primary',
    textDecoration: 'none',
  },
  '& a:hover': { bgcolor: 'action.hover' },
  '& a.active': { color: 'primary.main', bgcolor: 'action.selected' },
} as const;

function DrawerEntry({ entry, onNavigate }: { entry: MenuEntry; onNavigate: () => void }) {
  const intl = useIntl();
  const body = (
    <>
      <MenuIcon name={entry.icon} />
      {intl.formatMessage({ id: entry.label })}
    </>
  );
  return isExternal(entry.path) ? (
    <a href={entry.path} target="_blank" rel="noopener noreferrer">
      {body}
    </a>
  ) : (
    <NavLink to={entry.path} end={entry.path === '/'} onClick={onNavigate}>
      {body}
    </NavLink>
  );
}

/**
 * What the drawer holds. Memoised, with the drawer kept mounted once opened: opening and closing
 * it again only slide it in and out.
 */
const DrawerNav = memo(function DrawerNav(props: { entries: MenuEntry[]; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Box
      component="nav"
      aria-label={intl.formatMessage({ id: 'shell.mainMenu' })}
      sx={{ pb: 3, ...listsSx }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          height: 64,
          ...onNavy,
          bgcolor: BRAND.navy,
        }}
      >
        <Logo height={28} />
        <IconButton
          onClick={props.onClose}
          aria-label={intl.formatMessage({ id: 'common.close' })}
          sx={{ color: '#fff' }}
        >
          <CloseIcon />
        </IconButton>
      </Box>
      {/* Preferences the top bar has no room for on phones. */}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1 }}>
        <LanguageSwitch />
        <ModeToggle />
      </Box>
      {SECTIONS.map(({ group, title }) => {
        const entries = props.entries.filter((e) => (e.group ?? 'primary') === group);
        if (entries.length === 0) return null;
        return (
          <ul key={group}>
            <li className="subheader">{intl.formatMessage({ id: title })}</li>
            {entries.map((entry) => (
              <li key={entry.id}>
                <DrawerEntry entry={entry} onNavigate={props.onClose} />
              </li>
            ))}
          </ul>
        );
      })}
    </Box>
  );
});

/** The whole menu for phones and tablets. */
export default function MobileDrawer(props: {
  open: boolean;
  onClose: () => void;
  entries: MenuEntry[];
}) {
  return (
    <Drawer
      open={props.open}
      onClose={props.onClose}
      keepMounted
      slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw' } } }}
    >
      <DrawerNav entries={props.entries} onClose={props.onClose} />
    </Drawer>
  );
}
