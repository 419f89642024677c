import { formatIsoDate, type TPackageOrder } from '@frs/contract';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../../components/orders/order-page-parts';
import { passengerStatusText } from '../../../components/orders/passenger-status';
import { ScrollRegion } from '../../../components/scroll-region';
import { formatAmd } from '../../../lib/format';
import { travellerName } from './package-order-format';
import { PackageFlightLine, ServiceList, Stars } from './package-parts';
import { OrderTotalLines, TotalLine } from '../../../components/orders/order-totals';
import { RoomCard, RoomRequestsAndVoucher } from '../../../components/orders/room-card';

/**
 * The parts of the package order page: its flights, the hotel and its rooms with their travellers and voucher
 * numbers, the services and the tour manager, the travellers with their tickets and prices, and the totals (with
 * the breakdown into parts for staff).
 */

const money = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** An order priced for an agent shows net and commission; the agency's own sale shows the gross price only. */
const isAgentPriced = (order: Pick<TPackageOrder, 'agent'>) => order.agent !== null;

export function PackageFlights({ order }: { order: TPackageOrder }) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="package-order-flights">
      {order.segments.map((segment, index) => (
        <PackageFlightLine
          key={segment.id}
          leg={index === 0 ? 'outbound' : 'return'}
          flight={segment.flight}
          className={segment.class.name}
          testId={`package-order-flight-${index}`}
        />
      ))}
    </Box>
  );
}

export function PackageHotel({ order }: { order: TPackageOrder }) {
  const { t } = useTranslation();
  const { hotel } = order;
  const byId = new Map(order.passengers.map((passenger) => [passenger.id, passenger]));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <Fact label={t('packageOrders.hotel')} testId="package-order-hotel">
          {hotel.name} <Stars count={hotel.category} />
        </Fact>
        <Fact label={t('packageOrders.address')}>
          {hotel.address}, {hotel.city}, {hotel.country}
        </Fact>
        <Fact label={t('packageOrders.provider')}>{hotel.provider}</Fact>
        <Fact label={t('packageOrders.stayTitle')} testId="package-order-stay">
          {formatIsoDate(order.checkIn)} – {formatIsoDate(order.checkOut)} (
          {t('packageOrders.nights', { nights: order.nights })})
        </Fact>
      </Box>
      {order.rooms.map((room, index) => (
        <RoomCard
          key={room.id}
          room={room}
          title={t('packageOrders.roomTitle', { number: index + 1, room: room.categoryName })}
          gap={1}
          testId={`package-order-room-${room.id}`}
        >
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
            <Fact label={t('packageOrders.columns.travellers')} testId={`package-order-room-travellers-${room.id}`}>
              {room.passengerIds
                .flatMap((id) => {
                  const passenger = byId.get(id);
                  return passenger ? [travellerName(passenger)] : [];
                })
                .join(', ')}
            </Fact>
            <RoomRequestsAndVoucher
              room={room}
              labels={{
                specialRequests: 'packageOrders.specialRequests',
                voucherNumber: 'packageOrders.voucherNumber',
              }}
              testIdPrefix="package-order"
            />
          </Box>
        </RoomCard>
      ))}
    </Box>
  );
}

export function PackageServicesAndGuide({ order }: { order: TPackageOrder }) {
  const { t } = useTranslation();
  const { tourManager } = order;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Fact label={t('packageOrders.services')}>
        <ServiceList services={order.services} testId="package-order-services" />
      </Fact>
      <Fact label={t('packageOrders.tourManager')} testId="package-order-tour-manager">
        <Box>{tourManager.name}</Box>
        <Typography variant="body2">
          {tourManager.phone}
          {tourManager.email && `, ${tourManager.email}`}
        </Typography>
        {tourManager.languages && (
          <Typography variant="body2" color="text.secondary">
            {t('packageOrders.languages', { languages: tourManager.languages })}
          </Typography>
        )}
      </Fact>
    </Box>
  );
}

/** The travellers: who they are, their ticket, their share of the package and its status (and refund). */
export function PackageTravellers({ order }: { order: TPackageOrder }) {
  const { t } = useTranslation();
  const amd = t('header.amdSign');
  const agentPriced = isAgentPriced(order);
  return (
    <ScrollRegion label={t('packageOrders.columns.travellers')}>
      <Table size="small" aria-label={t('packageOrders.columns.travellers')} data-testid="package-order-travellers">
        <TableHead>
          <TableRow>
            <TableCell>{t('prices.passenger')}</TableCell>
            <TableCell>{t('passenger.dateOfBirth')}</TableCell>
            <TableCell>{t('passenger.passportNumber')}</TableCell>
            <TableCell>{t('packageOrders.ticketNumber')}</TableCell>
            <TableCell>{t('reservations.columns.status')}</TableCell>
            <TableCell align="right">{t('prices.gross')}</TableCell>
            {agentPriced && <TableCell align="right">{t('prices.net')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {order.passengers.map((passenger) => (
            <TableRow key={passenger.id} data-testid={`package-order-traveller-${passenger.id}`}>
              <TableCell>
                <Box sx={{ fontWeight: 500 }}>{travellerName(passenger)}</Box>
                <Typography variant="caption" color="text.secondary">
                  {t(`passengerTypes.${passenger.type}`)}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatIsoDate(passenger.dateOfBirth)}</TableCell>
              <TableCell>{passenger.passportNumber}</TableCell>
              <TableCell sx={money} data-testid={`package-order-ticket-number-${passenger.id}`}>
                {passenger.ticketNumber ?? '—'}
              </TableCell>
              <TableCell>
                {passengerStatusText(t, order.status, passenger.status)}
                {passenger.refundAmount !== null && (
                  <Typography variant="caption" component="div" color="text.secondary">
                    {t('packageOrders.refundLine', {
                      amount: formatAmd(passenger.refundAmount, amd),
                      penalty: formatAmd(passenger.refundPenalty ?? 0, amd),
                    })}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right" sx={money}>
                {formatAmd(passenger.price.gross, amd)}
              </TableCell>
              {agentPriced && (
                <TableCell align="right" sx={money}>
                  {formatAmd(passenger.price.net, amd)}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}

/**
 * The totals; for staff, the gross's parts as well (flights, stay, services, markup): those of the travellers still
 * travelling, so that after a partial refund they add up to the reduced price (none once everybody is refunded).
 */
export function PackageTotals({ order }: { order: TPackageOrder }) {
  const { t } = useTranslation();
  const { totals, breakdown } = order;
  const travelling = order.passengers.filter((passenger) => passenger.status === 'active').length;
  const someRefunded = travelling < order.passengers.length;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {breakdown && travelling > 0 ? (
        <Box sx={{ display: 'grid', gap: 0.5, alignContent: 'start' }} data-testid="package-order-breakdown">
          <Typography variant="subtitle2">
            {t('packageOrders.breakdown.title')}
            {someRefunded && (
              <Typography component="span" variant="body2" color="text.secondary">
                {' '}
                ({t('packageOrders.breakdown.remaining')})
              </Typography>
            )}
          </Typography>
          <TotalLine
            label={t('packageOrders.breakdown.flights')}
            amount={breakdown.flights}
            testId="package-breakdown-flights"
          />
          <TotalLine
            label={t('packageOrders.breakdown.hotel')}
            amount={breakdown.hotel}
            testId="package-breakdown-hotel"
          />
          <TotalLine
            label={t('packageOrders.breakdown.services')}
            amount={breakdown.services}
            testId="package-breakdown-services"
          />
          <TotalLine
            label={t('packageOrders.breakdown.markup')}
            amount={breakdown.markup}
            testId="package-breakdown-markup"
          />
        </Box>
      ) : (
        <Box />
      )}
      <Box sx={{ display: 'grid', gap: 0.5, alignContent: 'start' }} data-testid="package-order-totals">
        <OrderTotalLines totals={totals} agentPriced={isAgentPriced(order)} testIdPrefix="package-order" />
      </Box>
    </Box>
  );
}
