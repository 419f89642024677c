import BlockIcon from '@mui/icons-material/Block';
import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import {
  addDays,
  dateNames,
  formatMinor,
  todayIsoDate,
  type TInventoryNight,
  type TInventoryRoomType,
} from '@frs/contract';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../components/scroll-region';
import { visuallyHidden } from '../../components/visually-hidden';
import { currentLanguage } from '../../lib/i18n';
import { lastNightOf, monthOf } from './month';

/** The figures of a night, in the order a day shows them. */
const COUNTS = ['allotment', 'sold', 'held', 'free'] as const;

/** Weekdays as `getUTCDay` counts them (Sunday 0), in the order of the calendar's columns: Monday first. */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

/**
 * The narrowest a day may be: its figures still fit one under the other. Seven of them (728 px) fit a laptop's
 * card with room to spare, so only a phone scrolls the calendar sideways, inside its own region.
 */
const MIN_DAY_WIDTH = 104;

/** A day of the calendar: a night of the month, or null for the days of the weeks around it. */
type TDay = { date: string; weekday: number; night: TInventoryNight | undefined } | null;

function weekdayOf(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay();
}

/**
 * The weeks of the month of `nights` (Monday to Sunday), each of seven days; the days before the first and after
 * the last of the month are null. A date of the month the server sent no night for is a day without a night.
 */
function weeksOf(nights: readonly TInventoryNight[]): TDay[][] {
  const first = nights[0];
  if (!first) return [];
  const byDate = new Map(nights.map((night) => [night.date, night]));
  const month = monthOf(first.date);
  const days: TDay[] = Array.from({ length: (weekdayOf(`${month}-01`) + 6) % 7 }, () => null);
  for (let date = `${month}-01`; date <= lastNightOf(month); date = addDays(date, 1)) {
    days.push({ date, weekday: weekdayOf(date), night: byDate.get(date) });
  }
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/**
 * The calendar's looks, in one style sheet on its table: a month holds some 30 days of a dozen elements each, and
 * a styled element apiece would make every render of the page slow. The day's parts are named by classes.
 */
const CALENDAR: SystemStyleObject<Theme> = {
  // Positioned, so that the visually hidden texts of its cells stay inside the scrolling box.
  position: 'relative',
  width: '100%',
  minWidth: MIN_DAY_WIDTH * 7,
  tableLayout: 'fixed',
  borderCollapse: 'collapse',
  '& th, & td': {
    p: 0.5,
    border: 1,
    borderColor: 'divider',
    fontSize: '0.75rem',
    lineHeight: 1.35,
    fontVariantNumeric: 'tabular-nums',
  },
  '& th': { fontSize: '0.8125rem', fontWeight: 500, textAlign: 'center' },
  '& td': { position: 'relative', verticalAlign: 'top' },
  '& .weekend': { color: 'text.secondary' },
  '& .sr-only': visuallyHidden,
  // A closed night is shaded (besides its written mark): stop-sale hatched, released grey.
  '& td.released': { bgcolor: 'action.hover' },
  '& td.stop-sale': {
    backgroundImage: (theme) =>
      `repeating-linear-gradient(135deg, transparent 0 6px, ${theme.palette.action.selected} 6px 8px)`,
  },
  '& td[aria-current="date"]': { boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}` },
  // The day's number, and beside it (or under it, when they do not fit) its sale marks.
  '& .day-head': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    columnGap: 0.5,
    mb: 0.25,
  },
  '& .day-number': { fontSize: '0.875rem', fontWeight: 600 },
  '& .marks': { display: 'flex', flexWrap: 'wrap', columnGap: 0.75, fontWeight: 500, overflowWrap: 'anywhere' },
  // The icon runs in the line of its word, so that a long word ("Վերադարձված") goes whole to the next line.
  '& .mark': { minWidth: 0 },
  // The figures two by two on a laptop, one under the other in a phone's narrow day.
  '& dl': { m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(60px, 1fr))', columnGap: 1 },
  '& .figure': { display: 'flex', justifyContent: 'space-between', gap: 0.5, minWidth: 0 },
  '& dt': { color: 'text.secondary', minWidth: 0, overflowWrap: 'anywhere' },
  '& dd': { m: 0, fontWeight: 500 },
  '& dd.free': { fontWeight: 700 },
  '& .price': { gridColumn: '1 / -1', mt: 0.25 },
  '& .price dd': { fontWeight: 400, overflowWrap: 'anywhere' },
  '& .price dd.own': { fontWeight: 600 },
  '& .price svg': { fontSize: 14, verticalAlign: 'text-bottom', mr: 0.25 },
  '& .mark svg': { fontSize: 14, verticalAlign: 'text-bottom', mr: 0.25 },
};

/** The written marks of a night's sale: stop-sale and released, each an icon and its word. */
function SaleMarks({ night, testId }: { night: TInventoryNight; testId: string }) {
  const { t } = useTranslation();
  if (!night.stopSale && !night.released) {
    return (
      <span className="sr-only" data-testid={testId}>
        {t('hotelInventory.open')}
      </span>
    );
  }
  return (
    <span className="marks" data-testid={testId}>
      {night.stopSale && (
        <span className="mark">
          <BlockIcon aria-hidden />
          {t('hotelInventory.stopSale')}
        </span>
      )}
      {night.released && (
        <span className="mark">
          <UndoIcon aria-hidden />
          {t('hotelInventory.released')}
        </span>
      )}
    </span>
  );
}

/** A label shown short, read in full: "Allot." on screen, "Allotment" for a screen reader. */
function ShortLabel({ short, full }: { short: string; full: string }) {
  if (short === full) return <>{full}</>;
  return (
    <>
      <span aria-hidden>{short}</span>
      <span className="sr-only">{full}</span>
    </>
  );
}

/**
 * A night's figures as a small list of terms: allotment, sold, held and free, then the price in the room type's
 * currency; a season price carries its icon, its weight and its name for screen readers.
 */
function NightFigures({ night, currency, testId }: { night: TInventoryNight; currency: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <dl>
      {COUNTS.map((count) => (
        <div key={count} className="figure">
          <dt>
            <ShortLabel short={t(`hotelInventory.shortFigures.${count}`)} full={t(`hotelInventory.figures.${count}`)} />
          </dt>
          <dd className={count} data-testid={`${testId}-${count}`}>
            {night[count]}
          </dd>
        </div>
      ))}
      <div className="price">
        <dt className="sr-only">{t('hotelInventory.figures.price')}</dt>
        <dd className={night.ownPrice ? 'own' : undefined} data-testid={`${testId}-price`}>
          {night.ownPrice && <LocalOfferIcon aria-hidden />}
          {`${formatMinor(night.price)} ${currency}`}
          {night.ownPrice && <span className="sr-only">{` (${t('hotelInventory.ownPrice')})`}</span>}
        </dd>
      </div>
    </dl>
  );
}

const isWeekend = (weekday: number) => weekday === 0 || weekday === 6;

/**
 * A room type's month as a calendar: a table of weeks (rows) by weekdays (columns, Monday first), each day with its
 * number, its sale marks, its allotment, sold, held and free rooms and its price; the days of the weeks around the
 * month are left empty. Seven columns fit a laptop's card; a phone scrolls the table sideways in its own focusable
 * region.
 */
export const NightsTable = memo(function NightsTable({
  roomType,
  label,
}: {
  roomType: TInventoryRoomType;
  label: string;
}) {
  // Drawn again when the language changes; otherwise only for another month (the page draws again on every dialog).
  useTranslation();
  const names = dateNames(currentLanguage());
  const today = todayIsoDate();
  const weeks = weeksOf(roomType.nights);
  return (
    <ScrollRegion label={label} testId={`nights-${roomType.roomId}`}>
      <Box component="table" sx={CALENDAR}>
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr>
            {WEEK.map((weekday) => (
              <th scope="col" key={weekday} className={isWeekend(weekday) ? 'weekend' : undefined}>
                <span aria-hidden>{names.shortWeekdays[weekday]}</span>
                <span className="sr-only">{names.weekdays[weekday]}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, index) => (
            <tr key={week.find((day) => day !== null)?.date ?? index}>
              {week.map((day, column) => {
                if (!day) return <td key={`empty-${column}`} />;
                const { night } = day;
                const testId = `night-${roomType.roomId}-${day.date}`;
                const shade = night?.stopSale ? 'stop-sale' : night?.released ? 'released' : undefined;
                return (
                  <td
                    key={day.date}
                    className={shade}
                    data-testid={testId}
                    aria-current={day.date === today ? 'date' : undefined}
                  >
                    <div className="day-head">
                      <span className={isWeekend(day.weekday) ? 'day-number weekend' : 'day-number'}>
                        <span className="sr-only">{`${names.shortWeekdays[day.weekday]} `}</span>
                        {Number(day.date.slice(8, 10))}
                      </span>
                      {night && <SaleMarks night={night} testId={`${testId}-sale`} />}
                    </div>
                    {night && <NightFigures night={night} currency={roomType.currency} testId={testId} />}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    </ScrollRegion>
  );
});
