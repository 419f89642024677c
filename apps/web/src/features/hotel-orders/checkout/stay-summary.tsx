import { formatIsoDate, todayIsoDate } from '@frs/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { policyText } from '../search/cancellation-policy';
import { StayPrice, type THotelPriceView } from '../search/hotel-card';
import { HotelPhoto, HotelStars } from '../search/hotel-parts';
import type { THotelCheckoutDraft } from '../search/hotel-search-storage';

function Line({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }} data-testid={testId}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}:
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The rooms and the party of each in words: "rooms: 2, adults in each: 2 · children's ages in each: 5, 8". */
export function partyText(
  party: { rooms: number; adults: number; childAges: readonly number[] },
  t: TFunction,
): string {
  const rooms = t('hotelCheckout.partyRooms', { rooms: party.rooms, adults: party.adults });
  return party.childAges.length === 0
    ? rooms
    : `${rooms} · ${t('hotelCheckout.partyChildren', { ages: party.childAges.join(', ') })}`;
}

/**
 * The stay chosen on /search: the hotel, the dates and nights, the room type with its meal, the rooms and their
 * party, the cancellation policy in words and the price (what the search answered; the pre-order prices it again).
 */
export function StaySummary({ draft, view }: { draft: THotelCheckoutDraft; view: THotelPriceView }) {
  const { t } = useTranslation();
  const { hotel, offer, search, nights } = draft;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={t('hotelCheckout.summary')}
      data-testid="hotel-checkout-summary"
      sx={{
        p: { xs: 1.5, sm: 2 },
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
        alignItems: 'start',
      }}
    >
      <HotelPhoto
        name={hotel.name}
        uploadId={hotel.photoUploadIds[0]}
        testId="hotel-checkout-photo"
        sx={{ display: { xs: 'none', sm: 'block' } }}
      />
      <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 600 }} data-testid="hotel-checkout-hotel">
            {hotel.name}
          </Typography>
          <HotelStars count={hotel.category} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {hotel.city}, {hotel.country} · {hotel.address}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
          <Line label={t('hotelCheckout.dates')} testId="hotel-checkout-dates">
            {formatIsoDate(search.checkIn)} – {formatIsoDate(search.checkOut)} (
            {t('hotelCheckout.nights', { count: nights })})
          </Line>
          <Line label={t('hotelCheckout.room')} testId="hotel-checkout-room">
            {offer.categoryName} · {t(`enums.mealType.${offer.mealType}`)}
          </Line>
          <Line label={t('hotelCheckout.guests')} testId="hotel-checkout-party">
            {partyText(search, t)}
          </Line>
          <Line label={t('hotelCheckout.cancellation')} testId="hotel-checkout-policy">
            {policyText(offer.cancellationPolicy, search.checkIn, todayIsoDate(), t)}
          </Line>
        </Box>
        <Box sx={{ display: 'flex', justifyContent: { xs: 'flex-start', sm: 'flex-end' } }}>
          <StayPrice price={offer.price} view={view} testId="hotel-checkout-price" />
        </Box>
      </Box>
    </Paper>
  );
}
