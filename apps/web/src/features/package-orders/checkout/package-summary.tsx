import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../../components/orders/order-page-parts';
import { formatAmd } from '../../../lib/format';
import { PackageFlightLine, ServiceList, Stars, useStayText } from '../reservations/package-parts';
import type { TPackageSelection } from './package-selection';

/**
 * The package chosen on /search, above the checkout: both flights, the hotel, the room type and meal, the stay, the
 * included services, the tour manager and the price for the whole party (net and commission for an agent, gross for
 * staff, with the parts for staff).
 */
export function PackageSummary({ selection }: { selection: TPackageSelection }) {
  const { t } = useTranslation();
  const stayText = useStayText();
  const { combination } = selection;
  const amd = t('header.amdSign');
  const { price, breakdown } = combination;
  const agentPriced = price.commission > 0 && price.payable === price.net;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('packageOrders.checkout.summary')}
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5, minWidth: 0 }}
      data-testid="package-summary"
    >
      <Typography component="h2" variant="h6">
        {combination.offerName} · {combination.destination}
      </Typography>
      <Box sx={{ display: 'grid', gap: 0.75 }}>
        <PackageFlightLine
          leg="outbound"
          flight={combination.outbound.flight}
          className={combination.outbound.className}
          testId="package-summary-outbound"
        />
        <PackageFlightLine
          leg="return"
          flight={combination.return.flight}
          className={combination.return.className}
          testId="package-summary-return"
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <Fact label={t('packageOrders.hotel')} testId="package-summary-hotel">
          {combination.hotel.name} <Stars count={combination.hotel.category} />
          <Typography variant="body2" color="text.secondary">
            {combination.hotel.city}, {combination.hotel.country}
          </Typography>
        </Fact>
        <Fact label={t('packageOrders.room')} testId="package-summary-room">
          {combination.room.categoryName} · {t(`enums.mealType.${combination.room.mealType}`)}
          {selection.rooms > 1 && ` × ${selection.rooms}`}
        </Fact>
        <Fact label={t('packageOrders.stayTitle')} testId="package-summary-stay">
          {stayText(combination)}
        </Fact>
        <Fact label={t('packageOrders.party')} testId="package-summary-party">
          {t('packageOrders.partyText', { adults: selection.adults, children: selection.childAges.length })}
        </Fact>
        <Fact label={t('packageOrders.services')}>
          <ServiceList services={combination.services} testId="package-summary-services" />
        </Fact>
        <Fact label={t('packageOrders.tourManager')} testId="package-summary-tour-manager">
          {combination.tourManager.name}
          {combination.tourManager.languages && (
            <Typography variant="body2" color="text.secondary">
              {combination.tourManager.languages}
            </Typography>
          )}
        </Fact>
        <Fact label={t('packageOrders.price')} testId="package-summary-price">
          <Box component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            {formatAmd(price.payable, amd)}
          </Box>
          {agentPriced && (
            <Typography variant="body2" color="text.secondary">
              {t('packageOrders.grossCommission', {
                gross: formatAmd(price.gross, amd),
                commission: formatAmd(price.commission, amd),
              })}
            </Typography>
          )}
        </Fact>
        {breakdown && (
          <Fact label={t('packageOrders.breakdown.title')} testId="package-summary-breakdown">
            <Typography variant="body2">
              {t('packageOrders.breakdown.line', {
                flights: formatAmd(breakdown.flights, amd),
                hotel: formatAmd(breakdown.hotel, amd),
                services: formatAmd(breakdown.services, amd),
                markup: formatAmd(breakdown.markup, amd),
              })}
            </Typography>
          </Fact>
        )}
      </Box>
    </Paper>
  );
}
