import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

export type BusyButtonProps = ButtonProps & {
  /** The work this button started is under way. */
  busy: boolean;
};

/**
 * A button whose press starts work in a machine: while it runs, a spinner shows and the button
 * is aria-disabled rather than disabled, its presses swallowed. A disabled button would drop the
 * keyboard focus of the player who pressed it to the start of the page. The spinner is hidden
 * from assistive technology: the button's own name and aria-busy say what is happening.
 */
export function BusyButton({ busy, onClick, startIcon, ...props }: BusyButtonProps) {
  return (
    <Button
      {...props}
      aria-disabled={busy}
      aria-busy={busy}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
      startIcon={
        busy ? (
          <CircularProgress size={props.size === 'small' ? 16 : 18} color="inherit" aria-hidden />
        ) : (
          startIcon
        )
      }
    />
  );
}
