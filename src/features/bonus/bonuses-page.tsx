import { AccountFrame } from '../../ui/account-frame.tsx';
import { BonusArea } from './bonus-area.tsx';

export const BonusesPage = () => (
  <AccountFrame title="menu.bonuses" subtitle="account.bonuses.subtitle">
    <BonusArea />
  </AccountFrame>
);
