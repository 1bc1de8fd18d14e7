import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { isMessageId } from '../../machines/shared/api-errors.ts';

type MessageValues = Record<string, string | number>;

/**
 * Machines and yup schemas hand views either a message id ('login.wrongCode', a form field's
 * validation message) or a server message that is already translated. This turns both into text;
 * an id this site has no message for reads as the generic failure, never as a raw id.
 */
export function useMessageText(): (
  text: string | null | undefined,
  values?: MessageValues,
) => string | null {
  const intl = useIntl();
  return useCallback(
    (text, values) => {
      if (!text) return null;
      if (!isMessageId(text)) return text;
      const id = text in intl.messages ? text : 'common.somethingWentWrong';
      return intl.formatMessage({ id }, values);
    },
    [intl],
  );
}
