import { formatIsoDate, formatLocalDateTime, type TPackageCombination, type TPackageFlight } from '@frs/contract';
import FlightLandIcon from '@mui/icons-material/FlightLand';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Fragment, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OfferListItem, OfferOption, OfferPrice } from '../../../components/orders/offer-price';
import { formatAmd } from '../../../lib/format';
import { toggle } from '../../../lib/toggle';
import { useListbox } from '../../../lib/use-listbox';
import {
  combinationKey,
  groupPackagesByHotel,
  NO_PACKAGE_FILTERS,
  packageDepartureDates,
  packageMeals,
  packageStars,
  type TPackageFilters,
  type TPackageHotelGroup,
} from './package-results';

/** A hotel shows this many combinations until the reader asks for all. */
const FIRST_SHOWN = 3;

export type TPackagePriceView = 'agent' | 'staff';

/** A hotel's stars, read out as "4-star hotel". */
function Stars({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <Box
      component="span"
      role="img"
      aria-label={t('packageSearch.stars', { stars: count })}
      sx={{ color: 'warning.main', letterSpacing: 1, whiteSpace: 'nowrap' }}
    >
      {'★'.repeat(count)}
    </Box>
  );
}

/** One flight of a package: its direction, number, route and local times. */
function FlightLine({ label, icon, part }: { label: string; icon: ReactNode; part: TPackageFlight }) {
  const { flight } = part;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', minWidth: 0 }}>
      <Box aria-hidden sx={{ color: 'text.secondary', display: 'flex', pt: 0.25 }}>
        {icon}
      </Box>
      <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Box component="span" sx={{ fontWeight: 600 }}>
          {label}
        </Box>{' '}
        {flight.airline.iataCode} {flight.flightNumber} · {flight.from.iataCode} → {flight.to.iataCode} ·{' '}
        {formatLocalDateTime(flight.departureLocal)} → {formatLocalDateTime(flight.arrivalLocal)} · {part.className}
      </Typography>
    </Box>
  );
}

/** The package's price: what the reader pays, the commission an agent earns, the parts for the staff. */
function PackagePrice({
  item,
  view,
  testId,
  id,
}: {
  item: TPackageCombination;
  view: TPackagePriceView;
  testId: string;
  id: string;
}) {
  const { t } = useTranslation();
  const amd = t('header.amdSign');
  return (
    <OfferPrice
      id={id}
      payable={item.price.payable}
      caption={t('packageSearch.perParty')}
      commission={
        view === 'agent' ? t('packageSearch.commission', { amount: formatAmd(item.price.commission, amd) }) : null
      }
      testId={testId}
    >
      {view === 'staff' && item.breakdown && (
        <Box
          component="dl"
          sx={{ m: 0, mt: 0.5, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 1 }}
          data-testid={`${testId}-breakdown`}
        >
          {(['flights', 'hotel', 'services', 'markup'] as const).map((part) => (
            <Box key={part} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {t(`packageSearch.breakdown.${part}`)}
              </Typography>
              <Typography component="dd" variant="caption" sx={{ m: 0 }}>
                {formatAmd(item.breakdown![part], amd)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </OfferPrice>
  );
}

function CombinationRow({
  item,
  view,
  onBook,
  optionProps,
  active,
}: {
  item: TPackageCombination;
  view: TPackagePriceView;
  onBook?: () => void;
  optionProps: object;
  active: boolean;
}) {
  const { t } = useTranslation();
  const testId = `package-combination-${combinationKey(item)}`;
  const priceId = `${testId}-price`;
  const services = item.services.map((service) => `${service.name} (${t(`enums.serviceKind.${service.kind}`)})`);
  return (
    <OfferListItem testId={testId} paddingY={1.5}>
      <OfferOption optionProps={optionProps} priceId={priceId} testId={testId}>
        <Typography variant="subtitle2" component="p">
          {t('packageSearch.stay', {
            checkIn: formatIsoDate(item.checkIn),
            checkOut: formatIsoDate(item.checkOut),
            nights: item.nights,
          })}
        </Typography>
        <FlightLine
          label={t('packageSearch.outbound')}
          icon={<FlightTakeoffIcon fontSize="small" />}
          part={item.outbound}
        />
        <FlightLine label={t('packageSearch.return')} icon={<FlightLandIcon fontSize="small" />} part={item.return} />
        <Typography variant="body2">
          {item.room.categoryName} · {t(`enums.mealType.${item.room.mealType}`)}
          {item.rooms > 1 ? ` · ${t('packageSearch.roomCount', { count: item.rooms })}` : ''}
        </Typography>
        {services.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('packageSearch.services', { list: services.join(', ') })}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {t('packageSearch.tourManager', {
            name: item.tourManager.name,
            languages: item.tourManager.languages ?? '—',
          })}
        </Typography>
      </OfferOption>
      <Box sx={{ display: 'grid', gap: 1, justifyItems: { xs: 'start', sm: 'end' } }}>
        <PackagePrice item={item} view={view} testId={testId} id={priceId} />
        {onBook && (
          <Button variant="contained" onClick={onBook} tabIndex={active ? 0 : -1} data-testid={`${testId}-book`}>
            {t('packageSearch.book')}
          </Button>
        )}
      </Box>
    </OfferListItem>
  );
}

function HotelGroup({
  group,
  view,
  onBook,
  shown,
  all,
  onAll,
  optionProps,
  activeKey,
}: {
  group: TPackageHotelGroup;
  view: TPackagePriceView;
  onBook?: (item: TPackageCombination) => void;
  /** The combinations on show: the first few, or all when asked. */
  shown: readonly TPackageCombination[];
  all: boolean;
  onAll: () => void;
  /** The list box's option props of a combination (useListbox). */
  optionProps: (item: TPackageCombination) => object;
  /** The key of the list's active combination: the group's buttons are Tab stops only when it is this hotel's. */
  activeKey: string | null;
}) {
  const { t } = useTranslation();
  const headingId = `package-hotel-${group.hotel.id}-name`;
  const activeHere = shown.some((item) => combinationKey(item) === activeKey);
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid={`package-hotel-${group.hotel.id}`}
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography id={headingId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {group.hotel.name} <Stars count={group.hotel.category} />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {group.hotel.city}, {group.hotel.country} ·{' '}
          {t('packageSearch.from', { amount: formatAmd(group.lowestPayable, t('header.amdSign')) })}
        </Typography>
      </Box>
      <Box>
        {shown.map((item, index) => (
          <Fragment key={combinationKey(item)}>
            {index > 0 && <Divider aria-hidden />}
            <CombinationRow
              item={item}
              view={view}
              onBook={onBook ? () => onBook(item) : undefined}
              optionProps={optionProps(item)}
              active={combinationKey(item) === activeKey}
            />
          </Fragment>
        ))}
      </Box>
      {group.combinations.length > FIRST_SHOWN && (
        <Button size="small" onClick={onAll} aria-expanded={all} tabIndex={activeHere ? 0 : -1}>
          {all ? t('packageSearch.showFewer') : t('packageSearch.showAll', { count: group.combinations.length })}
        </Button>
      )}
    </Paper>
  );
}

/** A fieldset of checkboxes, one per value the results have (shown only when there is a choice). */
function CheckboxFilter<T extends string | number>({
  legend,
  values,
  chosen,
  label,
  onToggle,
  testId,
}: {
  legend: string;
  values: readonly T[];
  chosen: readonly T[];
  label: (value: T) => string;
  onToggle: (value: T) => void;
  testId: string;
}) {
  if (values.length < 2) return null;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend">{legend}</FormLabel>
      <FormGroup>
        {values.map((value) => (
          <FormControlLabel
            key={value}
            label={label(value)}
            control={
              <Checkbox
                size="small"
                checked={chosen.includes(value)}
                onChange={() => onToggle(value)}
                slotProps={{ input: { 'data-testid': `${testId}-${value}` } as object }}
              />
            }
          />
        ))}
      </FormGroup>
    </Box>
  );
}

/**
 * The combinations found, grouped by hotel and cheapest first, with filters (stars, meal, departure date) over the
 * answer; each offers only the values the answer has.
 */
export function PackageResults({
  combinations,
  view,
  onBook,
}: {
  combinations: readonly TPackageCombination[];
  view: TPackagePriceView;
  onBook?: (item: TPackageCombination) => void;
}) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<TPackageFilters>(NO_PACKAGE_FILTERS);
  const stars = useMemo(() => packageStars(combinations), [combinations]);
  const meals = useMemo(() => packageMeals(combinations), [combinations]);
  const dates = useMemo(() => packageDepartureDates(combinations), [combinations]);
  const groups = useMemo(() => groupPackagesByHotel(combinations, filters), [combinations, filters]);
  const shownCount = groups.reduce((sum, group) => sum + group.combinations.length, 0);
  const hintId = useId();
  const [allOf, setAllOf] = useState<readonly number[]>([]);
  const shownOf = (group: TPackageHotelGroup) =>
    allOf.includes(group.hotel.id) ? group.combinations : group.combinations.slice(0, FIRST_SHOWN);
  const items = groups.flatMap(shownOf);
  const listbox = useListbox({ items, keyOf: combinationKey, onChoose: onBook });
  const activeItem = items[listbox.activeIndex];
  const activeKey = activeItem ? combinationKey(activeItem) : null;

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '220px 1fr' }, alignItems: 'start' }}>
      <Box component="section" aria-label={t('packageSearch.filters')} sx={{ display: 'grid', gap: 2 }}>
        <CheckboxFilter
          legend={t('packageSearch.starsFilter')}
          values={stars}
          chosen={filters.stars}
          label={(count) => t('packageSearch.stars', { stars: count })}
          onToggle={(count) => setFilters((current) => ({ ...current, stars: toggle(current.stars, count) }))}
          testId="package-search-stars"
        />
        <CheckboxFilter
          legend={t('packageSearch.mealFilter')}
          values={meals}
          chosen={filters.meals}
          label={(meal) => t(`enums.mealType.${meal}`)}
          onToggle={(meal) => setFilters((current) => ({ ...current, meals: toggle(current.meals, meal) }))}
          testId="package-search-meal"
        />
        <CheckboxFilter
          legend={t('packageSearch.dateFilter')}
          values={dates}
          chosen={filters.departureDates}
          label={formatIsoDate}
          onToggle={(date) =>
            setFilters((current) => ({ ...current, departureDates: toggle(current.departureDates, date) }))
          }
          testId="package-search-date"
        />
      </Box>
      <Box component="section" aria-label={t('packageSearch.results')} sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary" role="status" data-testid="package-search-count">
          {t('packageSearch.found', { count: shownCount, total: combinations.length })}
        </Typography>
        {groups.length === 0 && (
          <Typography variant="body2" data-testid="package-search-filtered-out">
            {t('packageSearch.filteredOut')}
          </Typography>
        )}
        {groups.length > 0 && (
          <Box {...listbox.containerProps} sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
            <Box
              {...listbox.listboxProps}
              aria-label={t('packageSearch.results')}
              aria-describedby={hintId}
              data-testid="package-results-list"
              // Empty (it owns the options in the cards): no gap of its own in the grid.
              sx={{ mb: -1.5 }}
            />
            {groups.map((group) => (
              <HotelGroup
                key={group.hotel.id}
                group={group}
                view={view}
                onBook={onBook}
                shown={shownOf(group)}
                all={allOf.includes(group.hotel.id)}
                onAll={() => setAllOf((current) => toggle(current, group.hotel.id))}
                optionProps={(item) => listbox.optionProps(item, items.indexOf(item))}
                activeKey={activeKey}
              />
            ))}
          </Box>
        )}
        {groups.length > 0 && (
          <Typography id={hintId} variant="caption" color="text.secondary">
            {t('shortcuts.resultsHint')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
