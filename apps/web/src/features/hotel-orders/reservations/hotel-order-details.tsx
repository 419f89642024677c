import { formatIsoDate, type THotelOrder, type THotelOrderRoom } from '@frs/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../../components/orders/order-page-parts';
import { ScrollRegion } from '../../../components/scroll-region';
import { formatAmd } from '../../../lib/format';
import { CancellationPolicy } from './cancellation-policy';
import { guestName, Stars } from './hotel-order-format';
import { OrderTotalLines } from '../../../components/orders/order-totals';
import { RoomCard, RoomRequestsAndVoucher } from '../../../components/orders/room-card';

export { Fact, Section } from '../../../components/orders/order-page-parts';

/** An order priced for an agent shows net and commission; the agency's own sale shows the gross price only. */
function isAgentPriced(order: Pick<THotelOrder, 'agent'>): boolean {
  return order.agent !== null;
}

/** The hotel: name and stars, where it is, and the provider that confirms the stay. */
export function HotelFacts({ order }: { order: THotelOrder }) {
  const { t } = useTranslation();
  const { hotel } = order;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
      <Fact label={t('hotelOrders.columns.hotel')} testId="hotel-order-hotel">
        {hotel.name} <Stars count={hotel.category} testId="hotel-order-stars" />
      </Fact>
      <Fact label={t('hotelOrders.city')}>
        {hotel.city}, {hotel.country}
      </Fact>
      <Fact label={t('hotelOrders.address')} testId="hotel-order-address">
        {hotel.address}
      </Fact>
      <Fact label={t('hotelOrders.provider')} testId="hotel-order-provider">
        {hotel.provider}
      </Fact>
      <Fact label={t('hotelOrders.checkIn')} testId="hotel-order-check-in">
        {formatIsoDate(order.checkIn)}
      </Fact>
      <Fact label={t('hotelOrders.checkOut')} testId="hotel-order-check-out">
        {formatIsoDate(order.checkOut)}
      </Fact>
      <Fact label={t('hotelOrders.nights')} testId="hotel-order-nights">
        {order.nights}
      </Fact>
    </Box>
  );
}

function RoomGuests({ room }: { room: THotelOrderRoom }) {
  const { t } = useTranslation();
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.25 }} aria-label={t('hotelOrders.guests')}>
      {room.guests.map((guest, index) => (
        <Typography component="li" variant="body2" key={guest.id} data-testid={`hotel-order-guest-${guest.id}`}>
          <Box component="span" sx={{ fontWeight: 500 }}>
            {guestName(guest)}
          </Box>
          {' · '}
          {guest.type === 'child'
            ? t('hotelOrders.childAge', { age: guest.age ?? '—' })
            : t(`passengerTypes.${guest.type}`)}
          {index === 0 && (
            <Chip
              size="small"
              variant="outlined"
              color="primary"
              label={t('hotelOrders.leadGuest')}
              sx={{ ml: 1 }}
              data-testid={`hotel-order-lead-${guest.id}`}
            />
          )}
        </Typography>
      ))}
    </Box>
  );
}

function RoomNights({ room, agentPriced }: { room: THotelOrderRoom; agentPriced: boolean }) {
  const { t } = useTranslation();
  const amd = t('header.amdSign');
  const money = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
  return (
    <ScrollRegion label={t('hotelOrders.nightPrices')}>
      <Table size="small" aria-label={t('hotelOrders.nightPrices')} data-testid={`hotel-order-nights-${room.id}`}>
        <TableHead>
          <TableRow>
            <TableCell>{t('hotelOrders.night')}</TableCell>
            <TableCell align="right">{t('prices.gross')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {room.nights.map((night) => (
            <TableRow key={night.date}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatIsoDate(night.date)}</TableCell>
              <TableCell align="right" sx={money}>
                {formatAmd(night.gross, amd)}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>{t('prices.total')}</TableCell>
            <TableCell
              align="right"
              sx={{ ...money, fontWeight: 600 }}
              data-testid={`hotel-order-room-gross-${room.id}`}
            >
              {formatAmd(room.gross, amd)}
            </TableCell>
          </TableRow>
          {agentPriced && (
            <>
              <TableRow>
                <TableCell>{t('prices.commission')}</TableCell>
                <TableCell align="right" sx={money}>
                  {formatAmd(room.commission, amd)}
                </TableCell>
              </TableRow>
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>{t('prices.net')}</TableCell>
                <TableCell
                  align="right"
                  sx={{ ...money, fontWeight: 600 }}
                  data-testid={`hotel-order-room-net-${room.id}`}
                >
                  {formatAmd(room.net, amd)}
                </TableCell>
              </TableRow>
            </>
          )}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}

/**
 * Each room of the stay: category and meal, guests (the lead guest marked, children with their ages), special
 * requests, each night's price, the hotel's confirmation number once confirmed, the refund once refunded, and the
 * cancellation policy.
 */
export function HotelRooms({ order }: { order: THotelOrder }) {
  const { t } = useTranslation();
  const amd = t('header.amdSign');
  const agentPriced = isAgentPriced(order);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {order.rooms.map((room, index) => (
        <RoomCard
          key={room.id}
          room={room}
          title={t('hotelOrders.roomTitle', { index: index + 1, category: room.categoryName })}
          gap={1.5}
          testId={`hotel-order-room-${room.id}`}
        >
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, minWidth: 0 }}>
            <Box sx={{ display: 'grid', gap: 1.5, alignContent: 'start', minWidth: 0 }}>
              <Fact label={t('hotelOrders.guests')}>
                <RoomGuests room={room} />
              </Fact>
              <RoomRequestsAndVoucher
                room={room}
                labels={{ specialRequests: 'hotelOrders.specialRequests', voucherNumber: 'hotelOrders.voucherNumber' }}
                testIdPrefix="hotel-order"
              />
              {(room.refundAmount !== null || room.refundPenalty !== null) && (
                <Fact label={t('hotelOrders.refunded')} testId={`hotel-order-room-refund-${room.id}`}>
                  {t('hotelOrders.refundLine', {
                    amount: formatAmd(room.refundAmount ?? 0, amd),
                    penalty: formatAmd(room.refundPenalty ?? 0, amd),
                  })}
                </Fact>
              )}
              <Fact label={t('hotelOrders.policy.title')}>
                <CancellationPolicy policy={room.cancellationPolicy} testId={`hotel-order-policy-${room.id}`} />
              </Fact>
            </Box>
            <RoomNights room={room} agentPriced={agentPriced} />
          </Box>
        </RoomCard>
      ))}
    </Box>
  );
}

/** The order's totals: for an agent's order the price and commission first, then payable, paid and refunds. */
export function HotelTotals({ order }: { order: THotelOrder }) {
  return (
    <Box
      sx={{ display: 'grid', gap: 0.5, maxWidth: 420, width: '100%', ml: { sm: 'auto' } }}
      data-testid="hotel-order-totals"
    >
      <OrderTotalLines totals={order.totals} agentPriced={isAgentPriced(order)} testIdPrefix="hotel-order" />
    </Box>
  );
}
