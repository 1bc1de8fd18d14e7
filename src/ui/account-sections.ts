import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import FavoriteIcon from '@mui/icons-material/Favorite';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PersonIcon from '@mui/icons-material/Person';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import PaymentsIcon from '@mui/icons-material/Payments';
import { PATHS } from '../runtime/paths.ts';

/** The player's pages, in the account menu's order. */
export const ACCOUNT_SECTIONS = [
  { to: PATHS.profile, label: 'menu.profile', icon: PersonIcon },
  { to: PATHS.deposit, label: 'menu.deposit', icon: AccountBalanceWalletIcon },
  { to: PATHS.withdraw, label: 'menu.withdraw', icon: PaymentsIcon },
  { to: PATHS.bonuses, label: 'menu.bonuses', icon: CardGiftcardIcon },
  { to: PATHS.favorites, label: 'menu.favorites', icon: FavoriteIcon },
  { to: PATHS.history, label: 'menu.history', icon: ReceiptLongIcon },
  { to: PATHS.notifications, label: 'menu.notifications', icon: NotificationsIcon },
  { to: PATHS.tickets, label: 'menu.tickets', icon: ConfirmationNumberIcon },
] as const;
