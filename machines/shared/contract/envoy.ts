import * as yup from 'yup';
import type { DepositAmounts } from '../finance.ts';
import { answers } from './define.ts';

/** Class envoy: the preset deposit amounts of a method, found by its bank code (spec §7). */
export const envoy = {
  getDepositAmounts: answers<DepositAmounts>()(
    yup.object({ bankcode: yup.string().trim().required().max(40) }),
  ),
};
