import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { NOTICE_PRODUCT_MS } from '../../machines/shared/constants.ts';
import { useRuntime, useSuccessNotice } from '../runtime/app-context.tsx';

/**
 * Copies a value to the clipboard: 'Kopyalandı', or spec §8's 'Seçilen alan kopyalanamadı…'
 * when the browser refuses (no clipboard, no permission).
 */
export function useCopy() {
  const { notify } = useRuntime();
  const intl = useIntl();
  const notice = useSuccessNotice();
  return (value: string) => {
    const fail = () =>
      notify.show(intl.formatMessage({ id: 'cashier.copyFailed' }), {
        variant: 'error',
        autoHideMs: NOTICE_PRODUCT_MS,
      });
    if (typeof navigator === 'undefined' || !navigator.clipboard) return fail();
    navigator.clipboard.writeText(value).then(() => notice('cashier.copied'), fail);
  };
}

/** A label, a value to type elsewhere (an IBAN, a phone) and a button that copies it. */
export function CopyRow({
  label,
  value,
  display = value,
}: {
  /** Translated label. */
  label: string;
  /** What is copied. */
  value: string;
  /** What is shown, e.g. an IBAN in groups of four. */
  display?: string;
}) {
  const intl = useIntl();
  const copy = useCopy();
  const copyLabel = intl.formatMessage({ id: 'cashier.copy' }, { field: label });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography
          sx={{ fontWeight: 700, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}
        >
          {display}
        </Typography>
      </Box>
      <IconButton aria-label={copyLabel} title={copyLabel} onClick={() => copy(value)}>
        <ContentCopyIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
