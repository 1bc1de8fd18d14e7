import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import Button, { type ButtonProps } from '@mui/material/Button';
import type { PromotionAction } from '../../../machines/content/promotions.ts';
import { PATHS } from '../../runtime/paths.ts';

const LABELS = {
  join: 'promotions.join',
  claim: 'promotions.claim',
  deposit: 'promotions.depositWithBonus',
  bonuses: 'promotions.toBonuses',
} as const;

/** The promotion's call to action: sign up, claim, deposit with the bonus, or see the bonuses. */
export function PromotionActionButton({
  action,
  onFollow,
  size,
}: {
  action: PromotionAction;
  onFollow?: () => void;
  size?: ButtonProps['size'];
}) {
  if (!action) return null;
  return (
    <Button
      variant="contained"
      size={size}
      component={RouterLink}
      to={action.kind === 'join' ? PATHS.register : action.to}
      onClick={onFollow}
    >
      <FormattedMessage id={LABELS[action.kind]} />
    </Button>
  );
}
