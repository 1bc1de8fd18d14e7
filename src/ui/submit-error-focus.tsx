import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import { visuallyHiddenSx } from './visually-hidden.ts';

/**
 * After each submit (`attempt` counts them), if fields of the same form are marked invalid the
 * first takes the focus, so a keyboard player lands where the fix is, and the number of fields
 * to fix is announced (WCAG 3.3.1). Typing does not move the focus: only a new attempt does.
 */
export function SubmitErrorFocus({ attempt }: { attempt: number }) {
  const anchor = useRef<HTMLSpanElement>(null);
  const handled = useRef(attempt);
  const [invalidCount, setInvalidCount] = useState(0);
  useEffect(() => {
    if (attempt === handled.current) return;
    handled.current = attempt;
    // The invalid markers render with this attempt's errors: look in the next frame.
    const frame = requestAnimationFrame(() => {
      const form = anchor.current?.closest('form') ?? anchor.current?.parentElement;
      const invalid = form?.querySelectorAll<HTMLElement>('[aria-invalid="true"]') ?? [];
      setInvalidCount(invalid.length);
      invalid[0]?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [attempt]);
  return (
    <Box component="span" ref={anchor} sx={visuallyHiddenSx}>
      {/* An alert is read out as it appears; none stays on the page while all is well. */}
      {invalidCount > 0 && (
        // A new element per attempt: the same count is read out again.
        <span key={attempt} role="alert">
          <FormattedMessage id="form.errorSummary" values={{ count: invalidCount }} />
        </span>
      )}
    </Box>
  );
}
