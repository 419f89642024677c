import AirlineSeatReclineNormalIcon from '@mui/icons-material/AirlineSeatReclineNormal';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BadgeIcon from '@mui/icons-material/Badge';
import CodeIcon from '@mui/icons-material/Code';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import EditNoteIcon from '@mui/icons-material/EditNote';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import GroupsIcon from '@mui/icons-material/Groups';
import HistoryIcon from '@mui/icons-material/History';
import HotelIcon from '@mui/icons-material/Hotel';
import LuggageIcon from '@mui/icons-material/Luggage';
import PersonIcon from '@mui/icons-material/Person';
import SearchIcon from '@mui/icons-material/Search';
import SettingsIcon from '@mui/icons-material/Settings';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import type { TPrivateRouteKey } from '@frs/contract';
import type SvgIcon from '@mui/material/SvgIcon';

/** An icon for every private route, so a route moved into the navigation has one already. */
export const ROUTE_ICONS: Record<TPrivateRouteKey, typeof SvgIcon> = {
  search: SearchIcon,
  checkout: ShoppingCartIcon,
  reservations: ConfirmationNumberIcon,
  reservationEdit: EditNoteIcon,
  hotelCheckout: ShoppingCartIcon,
  hotelReservations: HotelIcon,
  hotelOrder: EditNoteIcon,
  packageCheckout: ShoppingCartIcon,
  packageReservations: LuggageIcon,
  packageOrder: EditNoteIcon,
  flights: FlightTakeoffIcon,
  flightClasses: AirlineSeatReclineNormalIcon,
  flightDisruption: EventBusyIcon,
  hotelRoomTypes: HotelIcon,
  agents: SupportAgentIcon,
  agentInfo: BadgeIcon,
  passengers: GroupsIcon,
  history: HistoryIcon,
  approvals: FactCheckIcon,
  flightReports: AssessmentIcon,
  settings: SettingsIcon,
  profile: PersonIcon,
  currency: CurrencyExchangeIcon,
  confirm: TaskAltIcon,
  developers: CodeIcon,
  // Not in the navigation: the icon of the screen it belongs to, rather than one more in the shell's download.
  developersGuide: CodeIcon,
};
