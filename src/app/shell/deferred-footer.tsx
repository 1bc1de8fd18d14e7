import { useState } from 'react';
import Box from '@mui/material/Box';
import { BRAND } from '../../theme/theme.ts';
import { lazyPart } from '../../ui/lazy-part.tsx';
import { useBuiltLater } from '../../ui/use-built-later.ts';

const Footer = lazyPart(
  () => import('./footer.tsx'),
  (module) => module.Footer,
);

/**
 * The footer is built when its place comes into view, or a little after the page has loaded:
 * it starts below the fold on every page (main is a screen high), so a first visit neither
 * downloads its code nor makes its six requests nor renders its some hundred styled elements
 * before the page itself.
 */
export function DeferredFooter() {
  const [place, setPlace] = useState<HTMLDivElement | null>(null);
  const wanted = useBuiltLater(place);
  const placeholder = <Box ref={setPlace} sx={{ mt: 8, minHeight: 320, bgcolor: BRAND.navy }} />;
  return wanted ? <Footer fallback={placeholder} /> : placeholder;
}
