import type { TSearchOffer } from '@frs/contract';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPriceView } from '../components/price-breakdown';
import { OfferCard } from './offer-card';
import {
  DAY_PARTS,
  filterAndSortOffers,
  NO_OFFER_FILTERS,
  OFFER_SORTS,
  offerAirlines,
  type TOfferFilters,
  type TOfferSort,
} from './offer-filters';
import { toggle } from '../../../lib/toggle';
import { useListbox } from '../../../lib/use-listbox';

/**
 * The offers with their order (price, departure, duration) and filters (airline, time of the first departure), in a
 * list box moved by the keyboard (lib/use-listbox.ts).
 */
export function SearchResults({
  offers,
  view,
  onChoose,
  onShiftDay,
  focusOnMount = false,
}: {
  offers: readonly TSearchOffer[];
  view: TPriceView;
  onChoose?: (offer: TSearchOffer) => void;
  /** ←/→ in the list: the price calendar's day before or after (what clicking it does). */
  onShiftDay?: (step: -1 | 1) => void;
  /** The list takes the focus when it appears (a day chosen by the keyboard from the list). */
  focusOnMount?: boolean;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const [sort, setSort] = useState<TOfferSort>('price');
  const [filters, setFilters] = useState<TOfferFilters>(NO_OFFER_FILTERS);
  const airlines = useMemo(() => offerAirlines(offers), [offers]);
  const shown = useMemo(() => filterAndSortOffers(offers, filters, sort), [offers, filters, sort]);
  const listbox = useListbox({
    items: shown,
    keyOf: (offer) => offer.id,
    onChoose,
    onHorizontal: onShiftDay,
    focusOnMount,
  });

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '220px 1fr' }, alignItems: 'start' }}>
      <Box component="section" aria-label={t('search.filters')} sx={{ display: 'grid', gap: 2 }}>
        <TextField
          select
          size="small"
          label={t('search.sortBy')}
          value={sort}
          onChange={(event) => setSort(OFFER_SORTS.find((value) => value === event.target.value) ?? 'price')}
          slotProps={{
            select: { native: true },
            inputLabel: { shrink: true },
            htmlInput: { 'data-testid': 'search-sort' },
          }}
        >
          {OFFER_SORTS.map((value) => (
            <option key={value} value={value}>
              {t(`search.sorts.${value}`)}
            </option>
          ))}
        </TextField>
        {airlines.length > 1 && (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend">{t('search.airlines')}</FormLabel>
            <FormGroup>
              {airlines.map((airline) => (
                <FormControlLabel
                  key={airline.id}
                  label={airline.name}
                  control={
                    <Checkbox
                      size="small"
                      checked={filters.airlineIds.includes(airline.id)}
                      onChange={() =>
                        setFilters((current) => ({ ...current, airlineIds: toggle(current.airlineIds, airline.id) }))
                      }
                      slotProps={{ input: { 'data-testid': `search-airline-${airline.iataCode}` } as object }}
                    />
                  }
                />
              ))}
            </FormGroup>
          </Box>
        )}
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <FormLabel component="legend">{t('search.departureTime')}</FormLabel>
          <FormGroup>
            {DAY_PARTS.map((part) => (
              <FormControlLabel
                key={part}
                label={t(`search.dayParts.${part}`)}
                control={
                  <Checkbox
                    size="small"
                    checked={filters.dayParts.includes(part)}
                    onChange={() => setFilters((current) => ({ ...current, dayParts: toggle(current.dayParts, part) }))}
                    slotProps={{ input: { 'data-testid': `search-daypart-${part}` } as object }}
                  />
                }
              />
            ))}
          </FormGroup>
        </Box>
      </Box>
      <Box component="section" aria-label={t('search.results')} sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary" role="status" data-testid="search-count">
          {t('search.found', { count: shown.length, total: offers.length })}
        </Typography>
        <Box {...listbox.containerProps} sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
          <Box
            {...listbox.listboxProps}
            aria-label={t('search.results')}
            aria-describedby={hintId}
            data-testid="search-results-list"
            // Empty (it owns the options in the cards): no gap of its own in the grid.
            sx={{ mb: -1.5 }}
          />
          {shown.map((offer, index) => (
            <OfferCard
              key={offer.id}
              offer={offer}
              index={index}
              view={view}
              onChoose={onChoose ? () => onChoose(offer) : undefined}
              optionProps={listbox.optionProps(offer, index)}
              active={index === listbox.activeIndex}
            />
          ))}
        </Box>
        <Typography id={hintId} variant="caption" color="text.secondary">
          {t('shortcuts.resultsHint')}
          {onShiftDay && ` · ${t('shortcuts.calendarHint')}`}
        </Typography>
      </Box>
    </Box>
  );
}
