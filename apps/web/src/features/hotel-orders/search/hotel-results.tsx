import { parseMajorToMinor, type THotelOffer, type THotelResult } from '@frs/contract';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toggle } from '../../../lib/toggle';
import { useListbox } from '../../../lib/use-listbox';
import { HotelCard, type THotelPriceView } from './hotel-card';
import { HotelDetailsDialog } from './hotel-details-dialog';
import {
  filterAndSortHotels,
  HOTEL_SORTS,
  hotelMeals,
  hotelStars,
  NO_HOTEL_FILTERS,
  type THotelFilters,
  type THotelSort,
} from './hotel-filters';
import type { THotelSearch } from './hotel-search-values';

/** A typed maximum price in AMD ("120000", "120,000.50") as minor units; null when empty or not a price. */
function maxPayableOf(text: string): number | null {
  if (text.trim() === '') return null;
  try {
    const minor = parseMajorToMinor(text.trim().replaceAll(',', ''));
    return minor >= 0 ? minor : null;
  } catch {
    return null;
  }
}

/**
 * The hotels found, with their order (price, stars, name) and filters (stars, meal, the most a stay may cost), all
 * applied here over the answer. The filters offer only the stars and meals the answer has.
 */
export function HotelResults({
  hotels,
  nights,
  search,
  view,
  onChoose,
}: {
  hotels: readonly THotelResult[];
  nights: number;
  search: THotelSearch;
  view: THotelPriceView;
  onChoose?: (hotel: THotelResult, offer: THotelOffer) => void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const [sort, setSort] = useState<THotelSort>('price');
  const [filters, setFilters] = useState<THotelFilters>(NO_HOTEL_FILTERS);
  const [maxPriceText, setMaxPriceText] = useState('');
  const [details, setDetails] = useState<THotelResult | null>(null);
  const stars = useMemo(() => hotelStars(hotels), [hotels]);
  const meals = useMemo(() => hotelMeals(hotels), [hotels]);
  const shown = useMemo(() => filterAndSortHotels(hotels, filters, sort), [hotels, filters, sort]);
  const rooms = useMemo(() => shown.flatMap((hotel) => hotel.offers.map((offer) => ({ hotel, offer }))), [shown]);
  const listbox = useListbox({
    items: rooms,
    keyOf: (room) => `${room.hotel.id}-${room.offer.roomId}`,
    onChoose: onChoose ? (room) => onChoose(room.hotel, room.offer) : undefined,
  });
  const active = rooms[listbox.activeIndex];
  const maxPriceWrong = maxPriceText.trim() !== '' && filters.maxPayable === null;

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '220px 1fr' }, alignItems: 'start' }}>
      <Box component="section" aria-label={t('hotelSearch.filters')} sx={{ display: 'grid', gap: 2 }}>
        <TextField
          select
          size="small"
          label={t('hotelSearch.sortBy')}
          value={sort}
          onChange={(event) => setSort(HOTEL_SORTS.find((value) => value === event.target.value) ?? 'price')}
          slotProps={{
            select: { native: true },
            inputLabel: { shrink: true },
            htmlInput: { 'data-testid': 'hotel-search-sort' },
          }}
        >
          {HOTEL_SORTS.map((value) => (
            <option key={value} value={value}>
              {t(`hotelSearch.sorts.${value}`)}
            </option>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t('hotelSearch.maxPrice')}
          value={maxPriceText}
          onChange={(event) => {
            setMaxPriceText(event.target.value);
            const maxPayable = maxPayableOf(event.target.value);
            setFilters((current) => ({ ...current, maxPayable }));
          }}
          error={maxPriceWrong}
          helperText={maxPriceWrong ? t('hotelSearch.maxPriceWrong') : t('hotelSearch.maxPriceHint')}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'hotel-search-max-price' } }}
        />
        {stars.length > 1 && (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend">{t('hotelSearch.starsFilter')}</FormLabel>
            <FormGroup>
              {stars.map((count) => (
                <FormControlLabel
                  key={count}
                  label={t('hotelSearch.stars', { stars: count })}
                  control={
                    <Checkbox
                      size="small"
                      checked={filters.stars.includes(count)}
                      onChange={() => setFilters((current) => ({ ...current, stars: toggle(current.stars, count) }))}
                      slotProps={{ input: { 'data-testid': `hotel-search-stars-${count}` } as object }}
                    />
                  }
                />
              ))}
            </FormGroup>
          </Box>
        )}
        {meals.length > 1 && (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend">{t('hotelSearch.mealFilter')}</FormLabel>
            <FormGroup>
              {meals.map((meal) => (
                <FormControlLabel
                  key={meal}
                  label={t(`enums.mealType.${meal}`)}
                  control={
                    <Checkbox
                      size="small"
                      checked={filters.meals.includes(meal)}
                      onChange={() => setFilters((current) => ({ ...current, meals: toggle(current.meals, meal) }))}
                      slotProps={{ input: { 'data-testid': `hotel-search-meal-${meal}` } as object }}
                    />
                  }
                />
              ))}
            </FormGroup>
          </Box>
        )}
      </Box>
      <Box component="section" aria-label={t('hotelSearch.results')} sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary" role="status" data-testid="hotel-search-count">
          {t('hotelSearch.found', { count: shown.length, total: hotels.length })} ·{' '}
          {t('hotelSearch.stayLine', { nights, rooms: search.rooms })}
        </Typography>
        {shown.length === 0 && (
          <Typography variant="body2" data-testid="hotel-search-filtered-out">
            {t('hotelSearch.filteredOut')}
          </Typography>
        )}
        {shown.length > 0 && (
          <Box {...listbox.containerProps} sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
            <Box
              {...listbox.listboxProps}
              aria-label={t('hotelSearch.results')}
              aria-describedby={hintId}
              data-testid="hotel-results-list"
              // Empty (it owns the options in the cards): no gap of its own in the grid.
              sx={{ mb: -1.5 }}
            />
            {shown.map((hotel) => (
              <HotelCard
                key={hotel.id}
                hotel={hotel}
                checkIn={search.checkIn}
                view={view}
                onDetails={() => setDetails(hotel)}
                onChoose={onChoose ? (offer) => onChoose(hotel, offer) : undefined}
                optionProps={(offer) =>
                  listbox.optionProps(
                    { hotel, offer },
                    rooms.findIndex((room) => room.hotel.id === hotel.id && room.offer.roomId === offer.roomId),
                  )
                }
                activeRoomId={active?.hotel.id === hotel.id ? active.offer.roomId : null}
              />
            ))}
          </Box>
        )}
        {shown.length > 0 && (
          <Typography id={hintId} variant="caption" color="text.secondary">
            {t('shortcuts.resultsHint')}
          </Typography>
        )}
      </Box>
      {details && <HotelDetailsDialog hotel={details} search={search} onClose={() => setDetails(null)} />}
    </Box>
  );
}
