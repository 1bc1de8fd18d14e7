import { useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Label } from '../../../machines/games/catalogue.ts';
import { labelText } from './label-text.ts';

export interface LobbyList {
  to: string;
  label: Label;
}

const linkSx: SxProps<Theme> = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 48,
  px: 2,
  whiteSpace: 'nowrap',
  color: 'text.secondary',
  fontWeight: 500,
  fontSize: 14,
  textDecoration: 'none',
  borderBottom: 2,
  borderColor: 'transparent',
  '&:hover': { color: 'text.primary' },
  '&[aria-current="page"]': { color: 'primary.main', borderColor: 'primary.main' },
  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
};

/**
 * The lobby's lists as a row of links, the current one marked: on phones the row scrolls
 * sideways. Links rather than MUI Tabs: each one leads to a page of its own, and the tabs'
 * measuring of every label cost the slot lobby ~200 ms of main thread on a phone.
 */
export function LobbyLists({ lists, current }: { lists: LobbyList[]; current: string | null }) {
  const intl = useIntl();
  const row = useRef<HTMLUListElement>(null);
  const texts = lists.map((list) => labelText(intl, list.label));
  const widthsKey = texts.join('\n');
  // On a phone the current list is brought into the row's view, without scrolling the page,
  // again once the lists' names have arrived and changed their widths.
  useLayoutEffect(() => {
    const link = row.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row.current || !link) return;
    const { scrollLeft, clientWidth } = row.current;
    if (
      link.offsetLeft < scrollLeft ||
      link.offsetLeft + link.offsetWidth > scrollLeft + clientWidth
    ) {
      row.current.scrollLeft = link.offsetLeft;
    }
  }, [current, widthsKey]);
  return (
    <Box
      component="ul"
      ref={row}
      sx={{
        display: 'flex',
        flexWrap: { xs: 'nowrap', md: 'wrap' },
        overflowX: 'auto',
        listStyle: 'none',
        m: 0,
        p: 0,
        position: 'relative',
      }}
    >
      {lists.map((list, i) => (
        <li key={list.to}>
          <Box
            component={RouterLink}
            to={list.to}
            aria-current={list.to === current ? 'page' : undefined}
            sx={linkSx}
          >
            {texts[i]}
          </Box>
        </li>
      ))}
    </Box>
  );
}
