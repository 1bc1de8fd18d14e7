import type SvgIcon from '@mui/material/SvgIcon';
import HomeIcon from '@mui/icons-material/Home';
import CasinoIcon from '@mui/icons-material/Casino';
import VideocamIcon from '@mui/icons-material/Videocam';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import SportsScoreIcon from '@mui/icons-material/SportsScore';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import FlightIcon from '@mui/icons-material/Flight';
import RocketIcon from '@mui/icons-material/Rocket';
import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import SportsIcon from '@mui/icons-material/Sports';
import StarsIcon from '@mui/icons-material/Stars';
import HeadsetIcon from '@mui/icons-material/Headset';
import StyleIcon from '@mui/icons-material/Style';
import DiamondIcon from '@mui/icons-material/Diamond';
import PersonIcon from '@mui/icons-material/Person';
import FavoriteIcon from '@mui/icons-material/Favorite';
import NotificationsIcon from '@mui/icons-material/Notifications';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import LoginIcon from '@mui/icons-material/Login';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import PaymentsIcon from '@mui/icons-material/Payments';

const ICONS: Record<string, typeof SvgIcon> = {
  home: HomeIcon,
  slots: CasinoIcon,
  liveCasino: VideocamIcon,
  sport: SportsSoccerIcon,
  liveSport: SportsScoreIcon,
  promotions: CardGiftcardIcon,
  tournaments: EmojiEventsIcon,
  race: SportsScoreIcon,
  virtual: SportsEsportsIcon,
  football: SportsIcon,
  bingo: StarsIcon,
  soundBingo: HeadsetIcon,
  zeplin: FlightIcon,
  spaceman: RocketIcon,
  roulette: DiamondIcon,
  cards: StyleIcon,
  account: PersonIcon,
  favorites: FavoriteIcon,
  notifications: NotificationsIcon,
  tickets: ConfirmationNumberIcon,
  coupons: ReceiptLongIcon,
  login: LoginIcon,
  register: PersonAddIcon,
  deposit: AccountBalanceWalletIcon,
  withdraw: PaymentsIcon,
};

/** The icon a menu entry names in /datas; unknown names show none. */
export function MenuIcon({
  name,
  fontSize = 'small',
}: {
  name?: string;
  fontSize?: 'small' | 'medium';
}) {
  const Icon = name ? ICONS[name] : undefined;
  return Icon ? <Icon fontSize={fontSize} /> : null;
}
