import { Suspense, type ComponentProps } from 'react';
import { lazyAnew } from './lazy-part.tsx';

/** The sanitizing HtmlContent, loaded on first render: it suspends the nearest boundary meanwhile. */
export const SuspendingHtmlContent = lazyAnew(
  () => import('./html-content.tsx'),
  (module) => module.HtmlContent,
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
