import { selectStepUp } from '../../../machines/cashier/withdraw.selectors.ts';
import { StepUpDialog } from '../../ui/step-up-dialog.tsx';
import { useWithdrawSelector } from './withdraw-context.tsx';

/** The step-up of a payout to a new account, a dialog over the review while it runs. */
export function WithdrawStepUp() {
  return <StepUpDialog actor={useWithdrawSelector(selectStepUp)} />;
}
