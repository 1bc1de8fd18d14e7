import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/** Sets the tab title from a message key (or a ready text), with the brand after it. */
export function useDocumentTitle(id: string | null, text?: string) {
  const intl = useIntl();
  const title = text ?? (id ? intl.formatMessage({ id }) : '');
  useEffect(() => {
    const brand = intl.formatMessage({ id: 'brand.name' });
    document.title = title ? `${title} | ${brand}` : brand;
  }, [intl, title]);
}
