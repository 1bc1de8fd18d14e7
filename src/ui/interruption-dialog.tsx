import type { ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';

/**
 * A dialog the player must answer: no closing by Escape or a click outside, and shown inside a
 * fullscreen game when one is open, so it covers the game rather than hiding behind it.
 */
export function InterruptionDialog({
  labelledBy,
  describedBy,
  children,
}: {
  labelledBy: string;
  describedBy: string;
  children: ReactNode;
}) {
  return (
    <Dialog
      open
      maxWidth="xs"
      fullWidth
      container={() => (document.fullscreenElement as HTMLElement | null) ?? document.body}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
    >
      {children}
    </Dialog>
  );
}
