import PersonRemoveIcon from '@mui/icons-material/PersonRemoveOutlined';
import { mayRunFlightOrderOperation, type TFlightPassenger } from '@frs/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { OrderStatusChip } from '../../components/orders/order-status-chip';
import { RemovePassengerDialog } from '../../components/orders/remove-passenger-dialog';
import { Spinner } from '../../components/spinner';
import { ApiError } from '../../lib/api-client';
import { useCurrentRole } from '../../lib/current-user';
import { flightPassengersQuery } from '../../lib/shared-orders-api';
import { NAME_MIN_WIDTH } from '../../components/orders/table-widths';
import { ScrollRegion } from '../../components/scroll-region';
import { visuallyHidden } from '../../components/visually-hidden';
import { orderPagePath } from '../../lib/order-page-path';

const nameOf = (passenger: TFlightPassenger) => `${passenger.lastName.toUpperCase()} ${passenger.firstName}`;

/**
 * The flight's passengers, class by class (held, booked and ticketed orders), each with its order; the order staff
 * may remove a booked or ticketed passenger here (the contract's actor rules decide, as on the order page).
 */
export function FlightPassengers({ flightId }: { flightId: number }) {
  const { t } = useTranslation();
  const role = useCurrentRole();
  const passengers = useQuery(flightPassengersQuery(flightId));
  const [removing, setRemoving] = useState<TFlightPassenger | null>(null);
  if (passengers.isPending) return <Spinner />;
  if (passengers.isError) {
    return (
      <Alert severity="error" data-testid="flight-passengers-error">
        {passengers.error instanceof ApiError ? passengers.error.message : t('common.loadingFailed')}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="flight-passengers">
      {passengers.data.classes.map((item) => (
        <Paper key={item.id} variant="outlined" component="section" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('flightPassengers.classTitle', {
              name: item.name,
              type: t(`enums.classType.${item.type}`),
              sold: item.sold,
              held: item.held,
              free: item.free,
            })}
          </Typography>
          {item.passengers.length === 0 ? (
            <Typography variant="body2" color="text.secondary" data-testid={`flight-class-empty-${item.id}`}>
              {t('flightPassengers.none')}
            </Typography>
          ) : (
            <ScrollRegion label={t('flightPassengers.tableLabel', { name: item.name })}>
              <Table
                size="small"
                aria-label={t('flightPassengers.tableLabel', { name: item.name })}
                data-testid={`flight-class-passengers-${item.id}`}
              >
                <TableHead>
                  <TableRow>
                    <TableCell>{t('order.passengerName')}</TableCell>
                    <TableCell>{t('order.passengerType')}</TableCell>
                    <TableCell>{t('order.pnr')}</TableCell>
                    <TableCell>{t('reservations.columns.status')}</TableCell>
                    <TableCell>{t('reservations.columns.agent')}</TableCell>
                    <TableCell>{t('passenger.passportNumber')}</TableCell>
                    <TableCell>{t('order.ticketNumber')}</TableCell>
                    {/* The remove buttons are icons: the title is for screen readers, not a column's width. The cell holds
                        the hidden title in place, so that it cannot widen the page from outside the table's scroll. */}
                    <TableCell sx={{ position: 'relative' }}>
                      <Box component="span" sx={visuallyHidden}>
                        {t('common.actions')}
                      </Box>
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {item.passengers.map((passenger) => (
                    <TableRow key={passenger.id} data-testid={`flight-passenger-${passenger.id}`}>
                      <TableCell sx={{ minWidth: NAME_MIN_WIDTH }}>{nameOf(passenger)}</TableCell>
                      <TableCell>{t(`passengerTypes.${passenger.type}`)}</TableCell>
                      <TableCell>
                        <Link
                          component={RouterLink}
                          to={orderPagePath(passenger.orderLine, passenger.orderId)}
                          sx={{ fontFamily: 'monospace' }}
                        >
                          {passenger.pnr}
                        </Link>
                      </TableCell>
                      <TableCell>
                        <OrderStatusChip status={passenger.orderStatus} line={passenger.orderLine} />
                      </TableCell>
                      <TableCell>{passenger.agent?.name ?? t('reservations.agency')}</TableCell>
                      <TableCell>
                        {passenger.passportNumber} ({passenger.citizenship})
                      </TableCell>
                      <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{passenger.ticketNumber ?? '—'}</TableCell>
                      <TableCell>
                        {/* A package's traveller leaves through the package (its refund), not one flight. */}
                        {passenger.orderLine === 'flight' &&
                          mayRunFlightOrderOperation(
                            { role, isOwner: false },
                            passenger.orderStatus,
                            'removePassenger',
                          ) && (
                            <Tooltip title={t('flightPassengers.remove', { name: nameOf(passenger) })}>
                              <IconButton
                                size="small"
                                color="error"
                                onClick={() => setRemoving(passenger)}
                                aria-label={t('flightPassengers.remove', { name: nameOf(passenger) })}
                                data-testid={`flight-passenger-remove-${passenger.id}`}
                              >
                                <PersonRemoveIcon fontSize="small" />
                              </IconButton>
                            </Tooltip>
                          )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </ScrollRegion>
          )}
        </Paper>
      ))}
      {removing && (
        <RemovePassengerDialog
          flightId={flightId}
          passengerId={removing.id}
          name={nameOf(removing)}
          orderStatus={removing.orderStatus}
          pnr={removing.pnr}
          testId="flight-remove-dialog"
          onClose={() => setRemoving(null)}
        />
      )}
    </Box>
  );
}
