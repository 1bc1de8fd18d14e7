import * as yup from 'yup';
import { MASS_MESSAGE_PAGE_SIZE, type MassMessage, type UnreadCount } from '../history.ts';
import { answers } from './define.ts';
import { INT_MAX, recordId } from './fields.ts';

/** crm: the operator's mass messages and the player's unread counts. */
export const crm = {
  list_mass_messages: answers<MassMessage[]>()(
    yup.object({
      limit: yup.number().integer().min(1).max(50).default(MASS_MESSAGE_PAGE_SIZE),
      offset: yup.number().integer().min(0).max(INT_MAX).default(0),
    }),
  ),
  mark_read: answers<UnreadCount>()(
    yup.object({
      kind: yup
        .string()
        .required()
        .oneOf(['notification', 'message'] as const),
      ids: yup.array().of(recordId().required()).required().min(1).max(250),
    }),
  ),
  unread_count: answers<UnreadCount>()(yup.object({})),
};
