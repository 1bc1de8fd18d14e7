import { useState } from 'react';
import { useIntl } from 'react-intl';
import IconButton from '@mui/material/IconButton';
import BoltIcon from '@mui/icons-material/Bolt';
import { selectIsAuthenticated } from '../../../machines/app/app.selectors.ts';
import { loadPageMessages } from '../../i18n/intl-messages.ts';
import { importAnew } from '../../platform/import-anew.ts';
import { useAppSelector } from '../../runtime/app-context.tsx';
import { lazyPart } from '../../ui/lazy-part.tsx';

// The panel is the deposit page's (deposit-page.tsx): its code and messages come on first press.
const loadDepositPage = importAnew(() => import('./deposit-page.tsx'));
const QuickDeposit = lazyPart(
  async () => {
    const [page] = await Promise.all([
      loadDepositPage(),
      loadPageMessages('features/cashier/deposit-page'),
    ]);
    return page.loadQuickDeposit();
  },
  (dialog) => dialog,
);

/**
 * The quick deposit's button, for a signed-in player: in the header beside the balance at every
 * width (on a phone it takes the room of the header's deposit link, which the bottom bar stands
 * for there), and in the game page's toolbar, where its panel opens over the game (full screen
 * too). Each press opens a new panel.
 */
export function QuickDepositButton() {
  const intl = useIntl();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const [opened, setOpened] = useState(0);
  if (!isAuthenticated) return null;
  const label = intl.formatMessage({ id: 'cashier.quick.open' });
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        onClick={() => setOpened((count) => count + 1)}
      >
        <BoltIcon />
      </IconButton>
      {opened > 0 && <QuickDeposit key={opened} />}
    </>
  );
}
