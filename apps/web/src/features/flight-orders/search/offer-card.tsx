import type { TSearchOffer } from '@frs/contract';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmd } from '../../../lib/format';
import { OPTION_SX } from '../../../lib/use-listbox';
import { BaggageText, FareRulesButton } from '../components/fare-rules';
import { passengerTypeRows, PriceBreakdownTable, type TPriceView } from '../components/price-breakdown';
import { SegmentLine } from '../components/segment-line';

/**
 * One offer: its flights with class, free seats, fare rules (popover) and baggage; what the reader pays (an agent:
 * net, with the commission earned; staff: gross), the breakdown per passenger type on demand, and the choice. It is
 * a card of the results: its option of the list box (what the offer is and costs), then the option's buttons.
 */
export function OfferCard({
  offer,
  index,
  view,
  onChoose,
  optionProps,
  active,
}: {
  offer: TSearchOffer;
  index: number;
  view: TPriceView;
  /** Absent for roles that may not order. */
  onChoose?: () => void;
  /** The list box's option props of the offer (useListbox). */
  optionProps: object;
  /** The list's active offer: only its buttons are stops of Tab, after its option. */
  active: boolean;
}) {
  const { t } = useTranslation();
  const amd = t('header.amdSign');
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const passengers = offer.prices.reduce((sum, price) => sum + price.count, 0);
  const types = offer.prices.map((price) => price.type);
  const buttonTabIndex = active ? 0 : -1;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={t('search.offerLabel', { number: index + 1 })}
      data-testid={`offer-${index}`}
      data-offer-id={offer.id}
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5 }}
    >
      {/* The option holds what the offer is; its buttons follow it, so that Tab goes from the option to them. */}
      <Box {...optionProps} data-testid={`offer-${index}-option`} sx={{ ...OPTION_SX, display: 'grid', gap: 1.5 }}>
        {offer.segments.map((segment, segmentIndex) => (
          <Box key={segment.flight.id} sx={{ display: 'grid', gap: 0.5 }}>
            <SegmentLine flight={segment.flight} testId={`offer-${index}-segment-${segmentIndex}`} />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Chip
                size="small"
                variant="outlined"
                label={`${segment.class.name} · ${t(`enums.classType.${segment.class.type}`)}`}
              />
              <Typography variant="body2" color="text.secondary" data-testid={`offer-${index}-seats-${segmentIndex}`}>
                {t('search.freeSeats', { count: segment.freeSeats })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('fareRules.baggage')}: <BaggageText allowance={segment.baggageRule.allowances.adult} />
              </Typography>
            </Box>
          </Box>
        ))}
        <Divider />
        <Box>
          <Typography variant="h6" component="p" data-testid={`offer-${index}-payable`} sx={{ fontWeight: 700 }}>
            {formatAmd(offer.payable, amd)}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {view === 'agent'
              ? t('search.payableAgent', { count: passengers, commission: formatAmd(offer.total.commission, amd) })
              : t('search.payableStaff', { count: passengers })}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        {offer.segments.map((segment, segmentIndex) => (
          <FareRulesButton
            key={segment.flight.id}
            fareRule={segment.fareRule}
            baggageRule={segment.baggageRule}
            types={types}
            testId={`offer-${index}-rules-${segmentIndex}`}
            route={
              offer.segments.length > 1 ? `${segment.flight.from.iataCode}–${segment.flight.to.iataCode}` : undefined
            }
            tabIndex={buttonTabIndex}
          />
        ))}
        <Box sx={{ flexGrow: 1 }} />
        <Button
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-controls={detailsId}
          endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          tabIndex={buttonTabIndex}
          data-testid={`offer-${index}-details`}
        >
          {t('search.priceDetails')}
        </Button>
        {onChoose && (
          <Button
            variant="contained"
            onClick={onChoose}
            tabIndex={buttonTabIndex}
            data-testid={`offer-${index}-choose`}
          >
            {t('search.choose')}
          </Button>
        )}
      </Box>
      <Collapse in={open} id={detailsId} unmountOnExit>
        <PriceBreakdownTable
          rows={passengerTypeRows(offer.prices, (type) => t(`passengerTypes.${type}`))}
          total={offer.total}
          view={view}
          testId={`offer-${index}-breakdown`}
        />
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {t('search.rateNote', {
            date: offer.rate.date,
            usd: offer.rate.USD ?? '—',
            eur: offer.rate.EUR ?? '—',
          })}
        </Typography>
      </Collapse>
    </Paper>
  );
}
