import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BlockIcon from '@mui/icons-material/Block';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { dateNames, hasPermission, routePath, type TLanguage } from '@frs/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { Spinner } from '../../components/spinner';
import { visuallyHidden } from '../../components/visually-hidden';
import { ApiError } from '../../lib/api-client';
import { useCurrentRole } from '../../lib/current-user';
import { currentLanguage } from '../../lib/i18n';
import { hotelInventoryQuery } from './hotels-api';
import { addMonths, currentMonth, firstOpenNightOf, isIsoMonth, lastNightOf } from './month';
import { RoomTypeCard } from './room-type-card';

// The dialog brings the date pickers and the form; readers never need them, writers only once they ask.
const SetDatesDialog = lazy(() => import('./set-dates-dialog'));

/** A month (yyyy-mm) in words, in the reader's language: "March 2026", "Март 2026", "Մարտ 2026 թ.". */
function useMonthTitle(): (month: string, language: TLanguage) => string {
  const { t } = useTranslation();
  return (month, language) => {
    const name = dateNames(language).months[Number(month.slice(5, 7)) - 1] ?? '';
    return t('hotelInventory.monthTitle', {
      month: `${name.charAt(0).toLocaleUpperCase(language)}${name.slice(1)}`,
      year: month.slice(0, 4),
    });
  };
}

/** What the marks of the calendar mean, each with its icon. */
function Legend() {
  const { t } = useTranslation();
  const items: [string, ReactNode, string][] = [
    ['stopSale', <BlockIcon key="icon" sx={{ fontSize: 16 }} aria-hidden />, t('hotelInventory.legend.stopSale')],
    ['released', <UndoIcon key="icon" sx={{ fontSize: 16 }} aria-hidden />, t('hotelInventory.legend.released')],
    ['ownPrice', <LocalOfferIcon key="icon" sx={{ fontSize: 16 }} aria-hidden />, t('hotelInventory.legend.ownPrice')],
  ];
  return (
    <Box component="section" aria-label={t('hotelInventory.legend.title')}>
      <Box
        component="ul"
        sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 }}
      >
        {items.map(([key, icon, text]) => (
          <Typography
            key={key}
            component="li"
            variant="body2"
            color="text.secondary"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            {icon}
            {text}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** The previous and next month around the one shown, and a way back to this month. */
function MonthSwitcher({
  month,
  title,
  onChange,
}: {
  month: string;
  title: string;
  onChange: (month: string) => void;
}) {
  const { t } = useTranslation();
  const today = currentMonth();
  return (
    <Box
      role="group"
      aria-label={t('hotelInventory.month')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
    >
      <IconButton
        aria-label={t('hotelInventory.previousMonth')}
        onClick={() => onChange(addMonths(month, -1))}
        data-testid="month-previous"
      >
        <ChevronLeftIcon />
      </IconButton>
      <Typography
        component="h2"
        variant="h6"
        aria-live="polite"
        data-testid="month-title"
        sx={{ minWidth: 170, textAlign: 'center' }}
      >
        {title}
      </Typography>
      <IconButton
        aria-label={t('hotelInventory.nextMonth')}
        onClick={() => onChange(addMonths(month, 1))}
        data-testid="month-next"
      >
        <ChevronRightIcon />
      </IconButton>
      {month !== today && (
        <Button size="small" onClick={() => onChange(today)} data-testid="month-current">
          {t('hotelInventory.thisMonth')}
        </Button>
      )}
    </Box>
  );
}

/**
 * /hotels/room_type/:id (the id is a hotel's): the hotel's room types, each with a month of nights (allotment,
 * sold, held, free, price, stop-sale and released nights). `?month=yyyy-mm` keeps the month shown; writers set a
 * date range of one or more room types in one action.
 */
export default function HotelRoomTypesPage() {
  const { t } = useTranslation();
  const role = useCurrentRole();
  const monthTitleOf = useMonthTitle();
  const hotelId = Number(useParams().id);
  const validId = Number.isSafeInteger(hotelId) && hotelId > 0;
  const [params, setParams] = useSearchParams();
  const asked = params.get('month');
  const month = isIsoMonth(asked) ? asked : currentMonth();
  const inventory = useQuery({ ...hotelInventoryQuery(hotelId, month), enabled: validId });
  const [setting, setSetting] = useState<number | null>(null);
  const [savedNights, setSavedNights] = useState<number | null>(null);
  const canWrite = hasPermission(role, 'hotelInventory.write');
  const monthTitle = monthTitleOf(month, currentLanguage());
  const data = inventory.data;

  const goToMonth = (next: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('month', next);
      return updated;
    });

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Link
          component={RouterLink}
          to={routePath('settings', {}, { section: 'hotels', resource: 'hotels' })}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <ArrowBackIcon fontSize="small" />
          {t('hotelInventory.back')}
        </Link>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5 }}>
        <PageTitle title={data ? `${data.hotel.name} · ${data.hotel.city}` : t('routes.hotelRoomTypes')} />
        {data && (
          <Typography component="p" sx={{ mb: 2, color: 'warning.main' }} data-testid="hotel-stars">
            <span aria-hidden>{'★'.repeat(data.hotel.category)}</span>
            <Box component="span" sx={visuallyHidden}>
              {t('hotelInventory.stars', { count: data.hotel.category })}
            </Box>
          </Typography>
        )}
      </Box>
      <MonthSwitcher month={month} title={monthTitle} onChange={goToMonth} />
      <Legend />
      {savedNights !== null && (
        <Alert severity="success" onClose={() => setSavedNights(null)} data-testid="inventory-saved">
          {t('hotelInventory.saved', { n: savedNights })}
        </Alert>
      )}
      {inventory.isError && (
        <Alert severity="error" data-testid="inventory-error">
          {inventory.error instanceof ApiError ? inventory.error.message : t('errors.GENERIC')}
        </Alert>
      )}
      {inventory.isPending && validId && <Spinner />}
      {data && data.roomTypes.length === 0 && (
        <Alert severity="info" data-testid="inventory-empty">
          {t('hotelInventory.noRoomTypes')}
        </Alert>
      )}
      {data && (
        <Box
          aria-busy={inventory.isPlaceholderData}
          sx={{
            display: 'grid',
            gap: 2,
            minWidth: 0,
            gridTemplateColumns: 'minmax(0, 1fr)',
            opacity: inventory.isPlaceholderData ? 0.6 : 1,
          }}
        >
          {data.roomTypes.map((roomType) => (
            <RoomTypeCard
              key={roomType.roomId}
              roomType={roomType}
              monthTitle={monthTitleOf(data.month, currentLanguage())}
              onSetDates={canWrite ? () => setSetting(roomType.roomId) : undefined}
            />
          ))}
        </Box>
      )}
      {setting !== null && data && (
        <Suspense fallback={null}>
          <SetDatesDialog
            hotelId={hotelId}
            roomTypes={data.roomTypes}
            initialRoomId={setting}
            startDate={firstOpenNightOf(month)}
            endDate={lastNightOf(month)}
            onClose={() => setSetting(null)}
            onSaved={setSavedNights}
          />
        </Suspense>
      )}
    </Box>
  );
}
