import { PACKAGE_ORDER_LIFECYCLE, routePath, type TPackageOrder } from '@frs/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { HoldClosedAlert } from '../../../components/orders/checkout-frame';
import { PageTitle } from '../../../components/page-title';
import { useCurrentRole } from '../../../lib/current-user';
import { PackageCheckoutForm } from './package-checkout-form';
import { PackageHoldPanel } from './package-hold-panel';
import {
  clearPackageCheckout,
  clearPackageHold,
  readPackageHold,
  readPackageSelection,
  storePackageHold,
  type TPackageSelection,
} from './package-selection';
import { PackageSummary } from './package-summary';

/** Where the Packages tab of /search is. */
const PACKAGE_SEARCH_PATH = routePath('search', {}, { tab: 'packages' });

/** The stored hold, if it was made of this very selection (another package chosen since starts afresh). */
function holdOf(selection: TPackageSelection | null): TPackageOrder | null {
  const hold = readPackageHold();
  if (!selection || !hold) return null;
  const { combination } = selection;
  const same =
    hold.offer.id === combination.offerId &&
    hold.checkIn === combination.checkIn &&
    hold.nights === combination.nights &&
    hold.hotel.id === combination.hotel.id &&
    hold.rooms[0]?.roomId === combination.room.roomId &&
    hold.segments[0]?.flight.id === combination.outbound.flight.id;
  return same ? hold : null;
}

/**
 * /checkout/package: the package chosen on the Packages tab of /search, the travellers, their rooms and the contact,
 * then the hold (a countdown, book or ticket, or cancel). Booking or ticketing leads to the order's page. The hold is
 * kept in the tab's storage, so a reload shows it again.
 */
export default function PackageCheckoutPage() {
  const { t } = useTranslation();
  const role = useCurrentRole();
  const navigate = useNavigate();
  const [selection] = useState(readPackageSelection);
  const [order, setOrder] = useState(() => holdOf(selection));

  const remember = (next: TPackageOrder) => {
    storePackageHold(next);
    setOrder(next);
  };
  const startOver = () => {
    clearPackageHold();
    setOrder(null);
  };
  const placed = (next: TPackageOrder) => {
    clearPackageCheckout();
    void navigate(routePath('packageOrder', { id: next.id }));
  };

  let content;
  if (!selection) {
    content = (
      <Alert severity="info" data-testid="package-checkout-empty">
        {t('packageOrders.checkout.nothingChosen')}{' '}
        <Link component={RouterLink} to={PACKAGE_SEARCH_PATH}>
          {t('packageOrders.checkout.toSearch')}
        </Link>
      </Alert>
    );
  } else if (!order) {
    content = PACKAGE_ORDER_LIFECYCLE.mayCreate(role) ? (
      <PackageCheckoutForm selection={selection} isStaff={PACKAGE_ORDER_LIFECYCLE.isStaff(role)} onHeld={remember} />
    ) : (
      <Alert severity="info" data-testid="package-checkout-read-only">
        {t('packageOrders.checkout.mayNotOrder')}
      </Alert>
    );
  } else if (order.status === 'hold') {
    content = <PackageHoldPanel order={order} onPlaced={placed} onCancelled={remember} onStartOver={startOver} />;
  } else {
    content = (
      <HoldClosedAlert
        severity="info"
        message={
          order.status === 'cancelled'
            ? t('packageOrders.checkout.holdCancelled', { pnr: order.pnr })
            : t('packageOrders.checkout.holdExpired')
        }
        startOverLabel={t('packageOrders.checkout.startOver')}
        onStartOver={startOver}
        testIdPrefix="package-checkout"
      />
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <PageTitle title={t('routes.packageCheckout')} />
      {selection && <PackageSummary selection={selection} />}
      {content}
    </Box>
  );
}
