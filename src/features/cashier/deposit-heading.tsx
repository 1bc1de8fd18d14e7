import { createContext, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import Typography from '@mui/material/Typography';

const MovedContext = createContext(false);

/**
 * Tells the headings whether the wizard has moved from the screen it opened on: from then on
 * each new screen's heading takes the focus, so keyboard and screen-reader users land on the
 * new step instead of on a button that is gone. The first screen after loading leaves the focus
 * alone: it is the page's own heading's, however long the wizard took to load.
 */
export function ScreenFocus({ screen, children }: { screen: string; children: ReactNode }) {
  const [shown, setShown] = useState(screen);
  const [moved, setMoved] = useState(false);
  if (shown !== screen) {
    setShown(screen);
    if (shown !== 'loading') setMoved(true);
  }
  return <MovedContext value={moved}>{children}</MovedContext>;
}

/**
 * The current screen's heading (h2, named by the wizard's section; the quick deposit's panel,
 * under its own title, gives its screens an h3 and another id).
 */
export function ScreenHeading({
  id,
  values,
  headingId = 'deposit-heading',
  level = 'h2',
}: {
  id: string;
  values?: Record<string, ReactNode>;
  headingId?: string;
  level?: 'h2' | 'h3';
}) {
  const moved = use(MovedContext);
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (moved) ref.current?.focus();
    // Only when the screen (and so this heading) appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Typography
      ref={ref}
      id={headingId}
      variant="h2"
      component={level}
      tabIndex={-1}
      sx={{ fontSize: { xs: '1.3rem', md: '1.5rem' }, mb: 2, outline: 'none' }}
    >
      <FormattedMessage id={id} values={values} />
    </Typography>
  );
}

/** The deposit's transaction number under an outcome's heading, once the platform has given one. */
export function TransactionIdLine({ id }: { id: number | null }) {
  if (id === null) return null;
  return (
    <Typography color="text.secondary">
      <FormattedMessage id="cashier.deposit.transactionId" values={{ id: String(id) }} />
    </Typography>
  );
}
