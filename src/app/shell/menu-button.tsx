import { FormattedMessage } from 'react-intl';
import { NavLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { MenuIcon } from './menu-icon.tsx';
import { isExternal, type MenuEntry } from './site-config.ts';

/** A menu entry as a button: a router link inside the site, a new tab outside it. */
export function MenuButton({ entry, sx }: { entry: MenuEntry; sx?: SxProps<Theme> }) {
  const common = { size: 'small', sx, startIcon: <MenuIcon name={entry.icon} /> } as const;
  const label = <FormattedMessage id={entry.label} />;
  if (isExternal(entry.path)) {
    return (
      <Button {...common} href={entry.path} target="_blank" rel="noopener noreferrer">
        {label}
      </Button>
    );
  }
  return (
    <Button {...common} component={NavLink} to={entry.path} end={entry.path === '/'}>
      {label}
    </Button>
  );
}
