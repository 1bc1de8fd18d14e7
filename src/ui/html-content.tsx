import { useLayoutEffect, useRef } from 'react';
import Box, { type BoxProps } from '@mui/material/Box';
import { sanitizeHtml } from './sanitize-html.ts';

/** Renders CMS HTML (information pages, promotion bodies) sanitized and in the site's type. */
export function HtmlContent({ html, sx, ...props }: { html: string } & BoxProps) {
  const ref = useRef<HTMLDivElement>(null);
  // The sanitized nodes go in as nodes, never as an HTML string (see sanitizeHtml).
  useLayoutEffect(() => {
    ref.current?.replaceChildren(sanitizeHtml(html));
  }, [html]);
  return (
    <Box
      {...props}
      ref={ref}
      sx={[
        {
          lineHeight: 1.7,
          overflowWrap: 'anywhere',
          '& h1, & h2, & h3, & h4': { lineHeight: 1.3, mt: 3, mb: 1 },
          '& h1': { fontSize: '1.5rem' },
          '& h2': { fontSize: '1.3rem' },
          '& h3': { fontSize: '1.1rem' },
          '& p, & ul, & ol': { my: 1.25 },
          '& a': { color: 'primary.main' },
          '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
          '& table': {
            width: '100%',
            borderCollapse: 'collapse',
            display: 'block',
            overflowX: 'auto',
          },
          '& th, & td': { border: 1, borderColor: 'divider', p: 1, textAlign: 'left' },
          '& > :first-of-type': { mt: 0 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
