import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import { PATHS } from '../../runtime/paths.ts';

/**
 * The cashier's entry, from md: below it the phone's bottom bar has it. A visitor follows it too:
 * the protected route keeps /deposit as the return address, so after logging in the player lands
 * in the wizard.
 */
export function DepositButton() {
  return (
    <Button
      variant="contained"
      color="primary"
      size="small"
      component={RouterLink}
      to={PATHS.deposit}
      sx={{ whiteSpace: 'nowrap', display: { xs: 'none', md: 'inline-flex' } }}
    >
      <FormattedMessage id="menu.deposit" />
    </Button>
  );
}
