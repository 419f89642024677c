import { HOTEL_ORDER_LIFECYCLE, routePath, type THotelOrder } from '@frs/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { HoldClosedAlert } from '../../../components/orders/checkout-frame';
import { PageTitle } from '../../../components/page-title';
import { useCurrentRole } from '../../../lib/current-user';
import {
  clearHotelCheckoutDraft,
  readHotelCheckoutDraft,
  storeHotelCheckoutDraft,
  type THotelCheckoutDraft,
} from '../search/hotel-search-storage';
import { HotelCheckoutForm } from './hotel-checkout-form';
import { HotelHoldPanel } from './hotel-hold-panel';
import { StaySummary } from './stay-summary';

/** Where the Hotels tab of /search is. */
const HOTEL_SEARCH_PATH = routePath('search', {}, { tab: 'hotels' });

/**
 * /checkout/hotel: the stay chosen on the Hotels tab of /search, the guests form, then the hold (a countdown, book or
 * confirm, or cancel). Booking or confirming leads to the order's page. The hold is kept with the chosen stay, so a
 * reload shows it again.
 */
export default function HotelCheckoutPage() {
  const { t } = useTranslation();
  const role = useCurrentRole();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(readHotelCheckoutDraft);
  const view = role === 'user' ? 'agent' : 'staff';

  const remember = (next: THotelCheckoutDraft) => {
    storeHotelCheckoutDraft(next);
    setDraft(next);
  };
  const startOver = () => {
    if (!draft) return;
    const { order: _order, ...rest } = draft;
    remember(rest);
  };
  const placed = (order: THotelOrder) => {
    clearHotelCheckoutDraft();
    void navigate(routePath('hotelOrder', { id: order.id }));
  };

  let content;
  if (!draft) {
    content = (
      <Alert severity="info" data-testid="hotel-checkout-empty">
        {t('hotelCheckout.noStay')}{' '}
        <Link component={RouterLink} to={HOTEL_SEARCH_PATH}>
          {t('hotelCheckout.toSearch')}
        </Link>
      </Alert>
    );
  } else if (!draft.order) {
    content = HOTEL_ORDER_LIFECYCLE.mayCreate(role) ? (
      <HotelCheckoutForm
        draft={draft}
        isStaff={HOTEL_ORDER_LIFECYCLE.isStaff(role)}
        onHeld={(order) => remember({ ...draft, order })}
      />
    ) : (
      <Alert severity="info" data-testid="hotel-checkout-read-only">
        {t('hotelCheckout.mayNotOrder')}
      </Alert>
    );
  } else if (draft.order.status === 'hold') {
    content = (
      <HotelHoldPanel
        order={draft.order}
        onPlaced={placed}
        onCancelled={(order) => remember({ ...draft, order })}
        onStartOver={startOver}
      />
    );
  } else {
    content = (
      <HoldClosedAlert
        severity="info"
        message={
          draft.order.status === 'cancelled'
            ? t('hotelCheckout.holdCancelled', { pnr: draft.order.pnr })
            : t('hotelCheckout.holdExpired')
        }
        startOverLabel={t('hotelCheckout.startOver')}
        onStartOver={startOver}
        testIdPrefix="hotel-checkout"
      />
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <PageTitle title={t('routes.hotelCheckout')} />
      {draft && <StaySummary draft={draft} view={view} />}
      {content}
    </Box>
  );
}
