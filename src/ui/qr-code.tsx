import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** Renders `text` as an SVG QR code; the qrcode package loads only when a code is shown. */
export function QrCode({
  text,
  label,
  size = 200,
}: {
  text: string;
  label: string;
  size?: number;
}) {
  const [rendered, setRendered] = useState<{ text: string; src: string } | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then(({ default: QRCode }) =>
        QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }),
      )
      .then(
        (svg) => {
          if (current)
            setRendered({ text, src: `data:image/svg+xml;utf8,${encodeURIComponent(svg)}` });
        },
        () => {
          // No QR code: the key is shown as text right beside it.
        },
      );
    return () => {
      current = false;
    };
  }, [text]);

  if (rendered?.text !== text) {
    return <Skeleton variant="rounded" width={size} height={size} aria-hidden />;
  }
  return (
    <Box
      component="img"
      src={rendered.src}
      alt={label}
      width={size}
      height={size}
      sx={{ bgcolor: '#fff', borderRadius: 2, p: 1, display: 'block' }}
    />
  );
}
