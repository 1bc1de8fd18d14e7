import type { IntlShape } from 'react-intl';
import type { Label } from '../../../machines/games/catalogue.ts';

/** A catalogue label as text: the server's name as is, the site's own words translated. */
export const labelText = (intl: IntlShape, label: Label): string =>
  'text' in label ? label.text : intl.formatMessage({ id: label.id }, label.values);
