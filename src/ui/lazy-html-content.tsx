import { lazy, Suspense, type ComponentProps } from 'react';

const HtmlContent = lazy(() =>
  import('./html-content.tsx').then(({ HtmlContent }) => ({ default: HtmlContent })),
);

/**
 * CMS HTML below the fold (the footer's notice, the home page's special dates): the sanitizer
 * comes with it, so the first render does not wait for DOMPurify.
 */
export function LazyHtmlContent(props: ComponentProps<typeof HtmlContent>) {
  return (
    <Suspense fallback={null}>
      <HtmlContent {...props} />
    </Suspense>
  );
}
