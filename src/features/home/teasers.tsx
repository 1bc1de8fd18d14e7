import { useState } from 'react';
import Box from '@mui/material/Box';
import { lazyPart } from '../../ui/lazy-part.tsx';
import { useBuiltLater } from '../../ui/use-built-later.ts';

const TeaserSections = lazyPart(
  () => import('./teaser-sections.tsx'),
  (module) => module.default,
);

/** Built some way before it scrolls into view, so that it is there when it does. */
const NEAR_SCREEN = '400px';

/**
 * The teasers below the entry tiles: below the fold on a phone, so their code, their three
 * requests and their cards wait until they come near the screen (or the page has loaded).
 */
export function HomeTeasers() {
  const [place, setPlace] = useState<HTMLDivElement | null>(null);
  const wanted = useBuiltLater(place, NEAR_SCREEN);
  return wanted ? <TeaserSections /> : <Box ref={setPlace} />;
}
