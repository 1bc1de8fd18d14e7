import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { selectIsLoggingOut } from '../../machines/app/app.selectors.ts';
import { useAppSelector } from '../runtime/app-context.tsx';
import { PATHS } from '../runtime/paths.ts';
import { ACCOUNT_SECTIONS } from './account-sections.ts';
import { Page } from './page.tsx';
import { useLogout } from '../runtime/use-logout.ts';

function AccountNav({ onPick }: { onPick: () => void }) {
  const intl = useIntl();
  const logout = useLogout();
  const isLoggingOut = useAppSelector(selectIsLoggingOut);
  return (
    <Paper component="nav" aria-label={intl.formatMessage({ id: 'menu.myAccount' })} sx={{ p: 1 }}>
      <List disablePadding>
        {ACCOUNT_SECTIONS.map(({ to, label, icon: Icon }) => (
          <ListItem key={to} disablePadding>
            <ListItemButton
              component={NavLink}
              to={to}
              onClick={onPick}
              sx={{
                borderRadius: 1.5,
                '&.active': { color: 'primary.main', bgcolor: 'action.selected' },
              }}
            >
              <ListItemIcon sx={{ color: 'inherit', minWidth: 36 }}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={<FormattedMessage id={label} />} />
            </ListItemButton>
          </ListItem>
        ))}
        <ListItem disablePadding>
          <ListItemButton onClick={logout} disabled={isLoggingOut} sx={{ borderRadius: 1.5 }}>
            <ListItemIcon sx={{ color: 'inherit', minWidth: 36 }}>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={<FormattedMessage id="shell.logout" />} />
          </ListItemButton>
        </ListItem>
      </List>
    </Paper>
  );
}

/**
 * The account menu: beside the content from md; on a phone folded behind a button above the
 * content, so the page the player came for comes first. The style sheet chooses, not a script:
 * the prerendered /withdraw serves phones and desktops alike.
 */
function FoldingAccountNav() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <Box>
      <Button
        variant="outlined"
        fullWidth
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        startIcon={<MenuOpenIcon />}
        endIcon={<ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none' }} />}
        sx={{ display: { md: 'none' }, minHeight: 48, justifyContent: 'flex-start' }}
      >
        <Box component="span" sx={{ flexGrow: 1, textAlign: 'left' }}>
          <FormattedMessage id="menu.accountPages" />
        </Box>
      </Button>
      <Box
        id={listId}
        sx={(theme: Theme) => ({
          display: open ? 'block' : 'none',
          mt: 1,
          [theme.breakpoints.up('md')]: { display: 'block', mt: 0 },
        })}
      >
        <AccountNav onPick={() => setOpen(false)} />
      </Box>
    </Box>
  );
}

/** The player's pages: the account menu beside (on a phone: one tap above) the page's content. */
export function AccountFrame({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children?: ReactNode;
}) {
  return (
    <Page
      title={title}
      subtitle={<FormattedMessage id={subtitle} />}
      crumbs={title === 'menu.profile' ? [] : [{ label: 'menu.myAccount', to: PATHS.profile }]}
    >
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: '1fr', md: '260px 1fr' },
          alignItems: 'start',
        }}
      >
        <FoldingAccountNav />
        <Box sx={{ minWidth: 0 }}>{children}</Box>
      </Box>
    </Page>
  );
}
