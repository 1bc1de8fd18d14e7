import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import CloseIcon from '@mui/icons-material/Close';
import { BRAND, onNavy } from '../../theme/theme.ts';
import { Logo } from './logo.tsx';
import { MenuIcon } from './menu-icon.tsx';
import { isExternal, type MenuEntry } from './site-config.ts';

const SECTIONS = [
  { group: 'primary', title: 'shell.menuMain' },
  { group: 'secondary', title: 'shell.menuGames' },
  { group: 'account', title: 'shell.menuAccount' },
] as const;

function DrawerEntry({ entry, onNavigate }: { entry: MenuEntry; onNavigate: () => void }) {
  const body = (
    <>
      <ListItemIcon sx={{ color: 'inherit', minWidth: 36 }}>
        <MenuIcon name={entry.icon} />
      </ListItemIcon>
      <ListItemText primary={<FormattedMessage id={entry.label} />} />
    </>
  );
  const sx = {
    borderRadius: 2,
    mx: 1,
    '&.active': { color: 'primary.main', bgcolor: 'action.selected' },
  };
  return isExternal(entry.path) ? (
    <ListItemButton
      component="a"
      href={entry.path}
      target="_blank"
      rel="noopener noreferrer"
      sx={sx}
    >
      {body}
    </ListItemButton>
  ) : (
    <ListItemButton
      component={NavLink}
      to={entry.path}
      end={entry.path === '/'}
      onClick={onNavigate}
      sx={sx}
    >
      {body}
    </ListItemButton>
  );
}

/** The whole menu for phones and tablets. */
export default function MobileDrawer(props: {
  open: boolean;
  onClose: () => void;
  entries: MenuEntry[];
  /** Preferences the top bar has no room for on phones. */
  footer: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Drawer
      open={props.open}
      onClose={props.onClose}
      slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw' } } }}
    >
      <Box component="nav" aria-label={intl.formatMessage({ id: 'shell.mainMenu' })} sx={{ pb: 3 }}>
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
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1 }}>
          {props.footer}
        </Box>
        {SECTIONS.map(({ group, title }) => {
          const entries = props.entries.filter((e) => (e.group ?? 'primary') === group);
          if (entries.length === 0) return null;
          return (
            <List
              key={group}
              dense
              subheader={
                <ListSubheader disableSticky sx={{ bgcolor: 'transparent', fontWeight: 700 }}>
                  <FormattedMessage id={title} />
                </ListSubheader>
              }
            >
              {entries.map((entry) => (
                <ListItem key={entry.id} disablePadding>
                  <DrawerEntry entry={entry} onNavigate={props.onClose} />
                </ListItem>
              ))}
            </List>
          );
        })}
      </Box>
    </Drawer>
  );
}
