import { useLayoutEffect, useRef, useState, type Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { currentness } from '../../../machines/content/navigation.ts';
import { lazyPart } from '../../ui/lazy-part.tsx';
import { MenuButton } from './menu-button.tsx';
import { MenuIcon } from './menu-icon.tsx';
import { isExternal, type MenuEntry } from './site-config.ts';

const ChoiceMenu = lazyPart(
  () => import('./choice-menu.tsx'),
  (menu) => menu.default,
);

/** Room around each entry for its focus ring (3 px, 2 px away), which the row would clip. */
export const RING_PX = 5;

/** Whether the entries, side by side, fit the row's width with a pixel to spare. */
function allFit(row: HTMLElement, entries: HTMLElement[]): boolean {
  const style = getComputedStyle(row);
  const room = row.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  const gaps = (parseFloat(style.columnGap) || 0) * (entries.length - 1);
  const widths = entries.reduce((sum, entry) => sum + entry.getBoundingClientRect().width, 0);
  return widths + gaps <= room - 1;
}

/**
 * How many entries stand in the row: all when they fit without the "more" button, else those on
 * the row's first line before it. The row wraps what does not fit onto a second line, out of
 * sight: the browser's widths, not a guess of them, decide.
 */
function entriesThatFit(row: HTMLElement, more: HTMLElement | null): number {
  const entries = [...row.children].filter((child) => child !== more) as HTMLElement[];
  if (allFit(row, entries)) return entries.length;
  const top = entries[0]?.offsetTop;
  const onFirstLine = entries.filter((entry) => entry.offsetTop === top).length;
  // The button wrapped: it takes the place of the last entry before it.
  return more && more.offsetTop !== top ? onFirstLine - 1 : onFirstLine;
}

/** How many entries fit the row. */
function useEntriesThatFit(entries: MenuEntry[]) {
  const row = useRef<HTMLDivElement>(null);
  const more = useRef<HTMLButtonElement>(null);
  // Until measured, every entry stands in the row.
  const [measured, setMeasured] = useState<number | null>(null);
  const fitting = Math.min(measured ?? entries.length, entries.length);
  const hasMore = fitting < entries.length;
  const ids = entries.map((entry) => entry.id).join();
  // Measured again before the paint after each change: with the button in, one entry fewer may
  // fit, and then the button moves up. (Without layout, in jsdom, every entry stands on line one.)
  useLayoutEffect(() => {
    if (row.current) setMeasured(entriesThatFit(row.current, more.current));
  }, [ids, measured]);
  // And whenever the row or a child changes size: the window, the language, the balance beside.
  useLayoutEffect(() => {
    const element = row.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setMeasured(entriesThatFit(element, more.current)));
    for (const child of [element, ...element.children]) observer.observe(child);
    return () => observer.disconnect();
  }, [ids, hasMore]);
  return { row, more, fitting, hasMore };
}

function MoreMenu({
  entries,
  buttonRef,
  buttonSx,
}: {
  entries: MenuEntry[];
  buttonRef: Ref<HTMLButtonElement>;
  buttonSx?: SxProps<Theme>;
}) {
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = (entry: MenuEntry) =>
    isExternal(entry.path) ? undefined : currentness(pathname, entry);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        ref={buttonRef}
        size="small"
        endIcon={<ExpandMoreIcon fontSize="small" />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        // The page shown is one of those inside: the button is marked as the entry would be.
        className={entries.some(current) ? 'active' : undefined}
        sx={buttonSx}
      >
        <FormattedMessage id="shell.more" />
      </Button>
      {anchor && (
        <ChoiceMenu
          anchor={anchor}
          onClose={close}
          onUnavailable={close}
          choices={entries.map((entry) => ({
            key: entry.id,
            ...(isExternal(entry.path) ? { href: entry.path } : { to: entry.path }),
            current: current(entry),
            icon: <MenuIcon name={entry.icon} />,
            label: <FormattedMessage id={entry.label} />,
          }))}
        />
      )}
    </>
  );
}

/**
 * A navigation row that never cuts a label: the entries that fit stand in the row, the others
 * move into a "more" menu right after them. `height` is an entry's.
 */
export function PriorityNav({
  entries,
  label,
  height,
  buttonSx,
  sx,
}: {
  entries: MenuEntry[];
  label: string;
  height: number;
  buttonSx?: SxProps<Theme>;
  sx?: SxProps<Theme>;
}) {
  const { row, more, fitting, hasMore } = useEntriesThatFit(entries);
  const rowHeight = height + 2 * RING_PX;
  const entrySx = [{ height, flexShrink: 0 }, ...(Array.isArray(buttonSx) ? buttonSx : [buttonSx])];
  return (
    <Box
      ref={row}
      component="nav"
      aria-label={label}
      sx={[
        {
          flexWrap: 'wrap',
          alignContent: 'flex-start',
          minWidth: 0,
          height: rowHeight,
          // A wrapped line starts below the row's bottom, whatever the entries' height.
          rowGap: `${rowHeight}px`,
          columnGap: 0.25,
          p: `${RING_PX}px`,
          overflow: 'hidden',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {entries.map((entry, index) => (
        <MenuButton
          key={entry.id}
          entry={entry}
          // Those that do not fit stand after the button, wrapped out of sight, and out of the
          // tab order and of what a screen reader reads.
          sx={[index >= fitting && { order: 1, visibility: 'hidden' }, ...entrySx]}
        />
      ))}
      {hasMore && <MoreMenu entries={entries.slice(fitting)} buttonRef={more} buttonSx={entrySx} />}
    </Box>
  );
}
