import type { TPackageOrder } from '@frs/contract';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { useId, type ReactNode } from 'react';
import { travellerName } from './package-order-format';

type TPassenger = TPackageOrder['passengers'][number];

/**
 * Checkboxes of an order's active travellers (the refund and split dialogs): `checked` and `onToggle` are the
 * dialog's, `extra` adds what a checked traveller needs beside it (the refund's penalty).
 */
export function TravellerChoice({
  order,
  label,
  checked,
  onToggle,
  extra,
  testIdPrefix,
}: {
  order: TPackageOrder;
  label: string;
  checked: (passenger: TPassenger) => boolean;
  onToggle: (passenger: TPassenger) => void;
  extra?: (passenger: TPassenger) => ReactNode;
  testIdPrefix: string;
}) {
  const labelId = useId();
  const active = order.passengers.filter((passenger) => passenger.status === 'active');
  return (
    <FormGroup aria-labelledby={labelId}>
      <FormLabel id={labelId}>{label}</FormLabel>
      {active.map((passenger) => (
        <Box
          key={passenger.id}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5, py: 0.5 }}
        >
          <FormControlLabel
            sx={{ flex: '1 1 200px' }}
            label={travellerName(passenger)}
            control={
              <Checkbox
                checked={checked(passenger)}
                onChange={() => onToggle(passenger)}
                slotProps={{ input: { 'data-testid': `${testIdPrefix}-${passenger.id}` } as object }}
              />
            }
          />
          {checked(passenger) && extra?.(passenger)}
        </Box>
      ))}
    </FormGroup>
  );
}
