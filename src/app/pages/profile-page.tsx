import { ProfilePage } from '../../features/account/profile-page.tsx';
import { BankAccountsSection } from '../../features/cashier/bank-accounts-section.tsx';
import { PushSettingsSection } from '../../features/inbox/push-settings-section.tsx';
import { ResponsibleGamingSection } from '../../features/protection/responsible-gaming-section.tsx';

/** The profile with the sections the cashier, the inbox and the protection tools give it. */
export function ProfileRoute() {
  return (
    <ProfilePage
      bankAccounts={<BankAccountsSection />}
      protection={<ResponsibleGamingSection />}
      pushSettings={<PushSettingsSection level="h3" />}
    />
  );
}
