import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatMinor, type TDisruptionOrder } from '@frs/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { orderStatusKey } from '../../../components/orders/order-status-text';
import { orderPagePath } from '../../../lib/order-page-path';

export const orderPath = (order: Pick<TDisruptionOrder, 'id' | 'productLine'>) =>
  orderPagePath(order.productLine, order.id);

/** Whether the flight's change is material for the order (so a refund without penalty is offered), and why. */
function MaterialChip({ order }: { order: TDisruptionOrder }) {
  const { t } = useTranslation();
  const minutes = order.shiftMinutes;
  if (order.materialChange === null) {
    return <Chip size="small" variant="outlined" label={t('disruption.notMaterial', { minutes })} />;
  }
  return <Chip size="small" color="warning" label={t(`disruption.material.${order.materialChange}`, { minutes })} />;
}

/** The affected orders, selectable by staff, each with how far the flight moved since it was sold. */
export function OrdersTable({
  orders,
  selected,
  onToggle,
  onToggleAll,
  selectable,
}: {
  orders: readonly TDisruptionOrder[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: () => void;
  selectable: boolean;
}) {
  const { t } = useTranslation();
  const all = orders.length > 0 && orders.every((order) => selected.has(order.id));
  return (
    <Box sx={{ width: '100%', overflowX: 'auto' }}>
      <Table size="small" data-testid="disruption-orders" aria-label={t('disruption.ordersTitle')}>
        <TableHead>
          <TableRow>
            {selectable && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={all}
                  indeterminate={!all && selected.size > 0}
                  onChange={onToggleAll}
                  slotProps={{
                    input: {
                      'aria-label': t('disruption.selectAll'),
                      'data-testid': 'disruption-select-all',
                    } as object,
                  }}
                />
              </TableCell>
            )}
            <TableCell>{t('disruption.columns.pnr')}</TableCell>
            <TableCell>{t('disruption.columns.product')}</TableCell>
            <TableCell>{t('disruption.columns.status')}</TableCell>
            <TableCell>{t('disruption.columns.agent')}</TableCell>
            <TableCell>{t('disruption.columns.passengers')}</TableCell>
            <TableCell>{t('disruption.columns.className')}</TableCell>
            <TableCell>{t('disruption.columnsMaterial')}</TableCell>
            <TableCell align="right">{t('disruption.columns.payable')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order.id} data-testid={`disruption-order-${order.id}`} selected={selected.has(order.id)}>
              {selectable && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.has(order.id)}
                    onChange={() => onToggle(order.id)}
                    slotProps={{
                      input: {
                        'aria-label': t('disruption.selectOrder', { pnr: order.pnr }),
                        'data-testid': `disruption-select-${order.id}`,
                      } as object,
                    }}
                  />
                </TableCell>
              )}
              <TableCell>
                <Link component={RouterLink} to={orderPath(order)}>
                  {order.pnr}
                </Link>
              </TableCell>
              <TableCell>{t(`disruption.products.${order.productLine}`)}</TableCell>
              <TableCell>{t(orderStatusKey(order.status, order.productLine))}</TableCell>
              <TableCell>{order.agentName}</TableCell>
              <TableCell>{order.passengers.map((passenger) => passenger.name).join(', ')}</TableCell>
              <TableCell>{order.className}</TableCell>
              <TableCell data-testid={`disruption-material-${order.id}`}>
                <MaterialChip order={order} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatMinor(order.payable)} {t('header.amdSign')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
