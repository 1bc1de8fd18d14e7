import { lazy, Suspense, type ComponentProps } from 'react';
import { importAnew } from '../platform/import-anew.ts';

const loadHtmlContent = importAnew(() => import('./html-content.tsx'));

/** The sanitizing HtmlContent, loaded on first render: it suspends the nearest boundary meanwhile. */
export const SuspendingHtmlContent = lazy(() =>
  loadHtmlContent().then(({ HtmlContent }) => ({ default: HtmlContent })),
);

/**
 * CMS HTML below the fold (the footer's notice): the sanitizer
 * comes with it, so the first render does not wait for DOMPurify.
 */
export function LazyHtmlContent(props: ComponentProps<typeof SuspendingHtmlContent>) {
  return (
    <Suspense fallback={null}>
      <SuspendingHtmlContent {...props} />
    </Suspense>
  );
}
