import type { THotelOrderRoom } from '@frs/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** A room's cancellation policy, tier by tier ("3 or fewer days before check-in: 50 % of the stay"). */
export function CancellationPolicy({
  policy,
  testId,
}: {
  policy: THotelOrderRoom['cancellationPolicy'];
  testId?: string;
}) {
  const { t } = useTranslation();
  if (policy.length === 0) {
    return (
      <Typography variant="body2" data-testid={testId}>
        {t('hotelOrders.policy.free')}
      </Typography>
    );
  }
  const tiers = [...policy].sort((first, second) => second.daysBefore - first.daysBefore);
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid={testId}>
      {tiers.map((tier) => (
        <Typography component="li" variant="body2" key={`${tier.daysBefore}-${tier.type}-${tier.value}`}>
          {t(`hotelOrders.policy.${tier.type}`, { days: tier.daysBefore, value: tier.value })}
        </Typography>
      ))}
    </Box>
  );
}
