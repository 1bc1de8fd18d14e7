import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** A CMS link: inside the site through the router, anything else in a new tab. */
export const SmartLink = forwardRef<
  HTMLAnchorElement,
  AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }
>(function SmartLink({ href, ...props }, ref) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return <RouterLink ref={ref} to={href} {...props} />;
  }
  // Only web addresses leave the site; a javascript: link from the CMS goes nowhere.
  const web = /^https?:\/\//i.test(href) ? href : undefined;
  return <a ref={ref} href={web} target="_blank" rel="noopener noreferrer" {...props} />;
});
