import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import IconButton from '@mui/material/IconButton';
import { ThemeProvider, type SxProps, type Theme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { lazyPart } from '../../ui/lazy-part.tsx';
import type { MenuEntry } from './site-config.ts';

// The drawer is for small screens and loads when first opened.
const MobileDrawer = lazyPart(
  () => import('./mobile-drawer.tsx'),
  (drawer) => drawer.default,
);

/**
 * The header's menu button and the drawer it opens. Opening and closing re-render these two
 * alone, not the header around them: on a phone's CPU that is most of what a tap costs.
 */
export function MenuDrawerButton(props: {
  entries: MenuEntry[];
  drawerTheme: Theme;
  sx: SxProps<Theme>;
}) {
  const intl = useIntl();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const close = useCallback(() => setDrawerOpen(false), []);
  return (
    <>
      <IconButton
        color="inherit"
        edge="start"
        aria-label={intl.formatMessage({ id: 'shell.openMenu' })}
        aria-expanded={drawerOpen}
        onClick={() => {
          setDrawerLoaded(true);
          setDrawerOpen(true);
        }}
        sx={props.sx}
      >
        <MenuIcon />
      </IconButton>
      {drawerLoaded && (
        <ThemeProvider theme={props.drawerTheme}>
          <MobileDrawer
            open={drawerOpen}
            onClose={close}
            onUnavailable={() => {
              setDrawerOpen(false);
              setDrawerLoaded(false);
            }}
            entries={props.entries}
          />
        </ThemeProvider>
      )}
    </>
  );
}
