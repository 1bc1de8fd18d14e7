import * as yup from 'yup';
import { method, ok, type ClassMap } from '../envelope.ts';

export const system: ClassMap = {
  ping: method({
    schema: yup.object({}),
    readOnly: true,
    handler: async () => ok({ pong: true, time: new Date().toISOString() }),
  }),
};
