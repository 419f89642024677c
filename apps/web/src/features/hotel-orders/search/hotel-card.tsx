import { todayIsoDate, type THotelOffer, type THotelResult } from '@frs/contract';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { OfferListItem, OfferOption, OfferPrice } from '../../../components/orders/offer-price';
import { formatAmd } from '../../../lib/format';
import { policyText } from './cancellation-policy';
import { HotelPhoto, HotelStars } from './hotel-parts';

/** Free rooms are mentioned when they are this few. */
export const FEW_ROOMS = 3;

export type THotelPriceView = 'agent' | 'staff';

/** What the reader pays for the stay (an agent: net, with the commission earned; staff: gross) and per night. */
export function StayPrice({
  price,
  view,
  testId,
  id,
}: {
  price: THotelOffer['price'];
  view: THotelPriceView;
  testId: string;
  id?: string;
}) {
  const { t } = useTranslation();
  const amd = t('header.amdSign');
  return (
    <OfferPrice
      id={id}
      payable={price.payable}
      caption={`${t('hotelSearch.perStay')} · ${t('hotelSearch.perNight', { amount: formatAmd(price.perNight, amd) })}`}
      captionTestId={`${testId}-per-night`}
      commission={view === 'agent' ? t('hotelSearch.commission', { amount: formatAmd(price.commission, amd) }) : null}
      testId={testId}
    />
  );
}

function OfferRow({
  offer,
  checkIn,
  view,
  testId,
  onChoose,
  optionProps,
  active,
}: {
  offer: THotelOffer;
  checkIn: string;
  view: THotelPriceView;
  testId: string;
  onChoose?: () => void;
  optionProps: object;
  active: boolean;
}) {
  const { t } = useTranslation();
  const priceId = `${testId}-price`;
  return (
    <OfferListItem testId={testId} paddingY={1} dataAttributes={{ 'data-room-id': offer.roomId }}>
      <OfferOption optionProps={optionProps} priceId={priceId} testId={testId}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography component="h4" variant="subtitle2" sx={{ fontWeight: 600 }}>
            {offer.categoryName}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            label={t(`enums.mealType.${offer.mealType}`)}
            data-testid={`${testId}-meal`}
          />
          {offer.free <= FEW_ROOMS && (
            <Typography variant="caption" color="warning.dark" sx={{ fontWeight: 600 }} data-testid={`${testId}-free`}>
              {t('hotelSearch.roomsLeft', { count: offer.free })}
            </Typography>
          )}
        </Box>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ overflowWrap: 'anywhere' }}
          data-testid={`${testId}-policy`}
        >
          {policyText(offer.cancellationPolicy, checkIn, todayIsoDate(), t)}
        </Typography>
      </OfferOption>
      {/*
        On a wider window the price stands above its button in a column at most 200 px wide (its captions wrap), which
        leaves the room type and its cancellation policy most of the row; on a phone, beside it in a row of its own.
      */}
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'row', sm: 'column' },
          maxWidth: { sm: 200 },
          gap: 1,
          alignItems: { xs: 'center', sm: 'flex-end' },
          justifyContent: 'space-between',
          flexWrap: 'wrap',
        }}
      >
        <StayPrice price={offer.price} view={view} testId={testId} id={priceId} />
        {onChoose && (
          <Button
            variant="contained"
            onClick={onChoose}
            tabIndex={active ? 0 : -1}
            aria-label={t('hotelSearch.chooseLabel', { room: offer.categoryName })}
            data-testid={`${testId}-choose`}
          >
            {t('hotelSearch.choose')}
          </Button>
        )}
      </Box>
    </OfferListItem>
  );
}

/**
 * One hotel: its first photo, name, stars, city and address, its room offers that pass the filters, each with its
 * meal, the cancellation policy in words, the price and the choice, and the details (description and photos) on
 * demand. Its room offers are options of the results' list box.
 */
export function HotelCard({
  hotel,
  checkIn,
  view,
  onDetails,
  onChoose,
  optionProps,
  activeRoomId,
}: {
  hotel: THotelResult;
  checkIn: string;
  view: THotelPriceView;
  onDetails: () => void;
  /** Absent for roles that may not order. */
  onChoose?: (offer: THotelOffer) => void;
  /** The list box's option props of a room offer (useListbox). */
  optionProps: (offer: THotelOffer) => object;
  /** The room of the list's active option when it is this hotel's: only then are the card's buttons Tab stops. */
  activeRoomId: number | null;
}) {
  const { t } = useTranslation();
  const testId = `hotel-${hotel.id}`;
  const details = (
    <Box>
      <Button
        size="small"
        startIcon={<InfoIcon />}
        onClick={onDetails}
        tabIndex={activeRoomId === null ? -1 : 0}
        data-testid={`${testId}-details`}
      >
        {t('hotelSearch.details')}
      </Button>
    </Box>
  );
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={`${testId}-name`}
      data-testid={testId}
      data-hotel-id={hotel.id}
      sx={{
        p: { xs: 1.5, sm: 2 },
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
        alignItems: 'start',
        minWidth: 0,
      }}
    >
      <HotelPhoto name={hotel.name} uploadId={hotel.photoUploadIds[0]} testId={`${testId}-photo`} />
      <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
          <Typography id={`${testId}-name`} component="h3" variant="h6" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            {hotel.name}
          </Typography>
          <HotelStars count={hotel.category} testId={`${testId}-stars`} />
        </Box>
        <Typography variant="body2" color="text.secondary" data-testid={`${testId}-address`}>
          {hotel.city}, {hotel.country} · {hotel.address}
        </Typography>
        <Divider />
        <Box sx={{ display: 'grid', '& > * + *': { borderTop: 1, borderColor: 'divider' } }}>
          {hotel.offers.map((offer) => (
            <OfferRow
              key={offer.roomId}
              offer={offer}
              checkIn={checkIn}
              view={view}
              testId={`${testId}-offer-${offer.roomId}`}
              onChoose={onChoose ? () => onChoose(offer) : undefined}
              optionProps={optionProps(offer)}
              active={offer.roomId === activeRoomId}
            />
          ))}
        </Box>
        {/* After the rooms, so that Tab into the list lands on its active option first. */}
        {details}
      </Box>
    </Paper>
  );
}
