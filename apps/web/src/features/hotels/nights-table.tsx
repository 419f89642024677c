import BlockIcon from '@mui/icons-material/Block';
import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { dateNames, formatMinor, todayIsoDate, type TInventoryNight, type TInventoryRoomType } from '@frs/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../components/scroll-region';
import { visuallyHidden } from '../../components/visually-hidden';
import { currentLanguage } from '../../lib/i18n';

/** The figures of a night, one row each, in the order the table shows them. */
const COUNT_ROWS = ['allotment', 'sold', 'held', 'free'] as const;

const CELL: SystemStyleObject<Theme> = {
  px: 0.75,
  py: 0.5,
  minWidth: 64,
  borderBottom: 1,
  borderColor: 'divider',
  textAlign: 'center',
  fontSize: '0.8125rem',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
};

/** The first column (the row titles) stays in view while the nights scroll sideways. */
const ROW_HEADER: SystemStyleObject<Theme> = {
  ...CELL,
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  textAlign: 'left',
  fontWeight: 500,
  whiteSpace: 'normal',
  minWidth: 96,
  maxWidth: 140,
  borderRight: 1,
};

/** A closed night is shaded (besides its written mark): stop-sale hatched, released grey. */
function nightShade(night: TInventoryNight): SystemStyleObject<Theme> {
  if (night.stopSale) {
    return {
      backgroundImage: (theme) =>
        `repeating-linear-gradient(135deg, transparent 0 6px, ${theme.palette.action.selected} 6px 8px)`,
    };
  }
  return night.released ? { bgcolor: 'action.hover' } : {};
}

/** The written marks of a night's sale: stop-sale and released, each an icon and its word. */
function SaleMarks({ night }: { night: TInventoryNight }) {
  const { t } = useTranslation();
  const marks: ReactNode[] = [];
  if (night.stopSale) {
    marks.push(
      <Box key="stop" component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
        <BlockIcon sx={{ fontSize: 14 }} aria-hidden />
        {t('hotelInventory.stopSale')}
      </Box>,
    );
  }
  if (night.released) {
    marks.push(
      <Box key="released" component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
        <UndoIcon sx={{ fontSize: 14 }} aria-hidden />
        {t('hotelInventory.released')}
      </Box>,
    );
  }
  if (marks.length === 0) {
    return (
      <Box component="span" sx={visuallyHidden}>
        {t('hotelInventory.open')}
      </Box>
    );
  }
  return <Box sx={{ display: 'grid', gap: 0.25, justifyItems: 'center', fontSize: '0.75rem' }}>{marks}</Box>;
}

/** A night's price in the room type's currency; a season price carries its icon and its name for screen readers. */
function NightPrice({ night }: { night: TInventoryNight }) {
  const { t } = useTranslation();
  if (!night.ownPrice) return <>{formatMinor(night.price)}</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, fontWeight: 600 }}>
      <LocalOfferIcon sx={{ fontSize: 14 }} aria-hidden />
      {formatMinor(night.price)}
      <Box component="span" sx={visuallyHidden}>
        {` (${t('hotelInventory.ownPrice')})`}
      </Box>
    </Box>
  );
}

/**
 * A room type's month, night by night: a table whose columns are the nights (weekday and day) and whose rows are
 * the sale marks, allotment, sold, held, free and price. It scrolls sideways in its own focusable region with the
 * row titles kept in view, so a phone shows it as a strip.
 */
export function NightsTable({ roomType, label }: { roomType: TInventoryRoomType; label: string }) {
  const { t } = useTranslation();
  const names = dateNames(currentLanguage());
  const today = todayIsoDate();
  const cellId = (night: TInventoryNight, row: string) => `night-${roomType.roomId}-${night.date}-${row}`;
  return (
    <ScrollRegion label={label} testId={`nights-${roomType.roomId}`}>
      {/* Positioned, so that the visually hidden texts of its cells stay inside the scrolling box. */}
      <Box
        component="table"
        sx={{ position: 'relative', borderCollapse: 'separate', borderSpacing: 0, minWidth: '100%' }}
      >
        <Box component="caption" sx={visuallyHidden}>
          {label}
        </Box>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={ROW_HEADER}>
              {t('hotelInventory.rows.night')}
            </Box>
            {roomType.nights.map((night) => {
              const weekday = new Date(`${night.date}T00:00:00Z`).getUTCDay();
              const isToday = night.date === today;
              return (
                <Box
                  component="th"
                  scope="col"
                  key={night.date}
                  aria-current={isToday ? 'date' : undefined}
                  sx={{
                    ...CELL,
                    ...nightShade(night),
                    fontWeight: 500,
                    ...(isToday ? { boxShadow: (theme) => `inset 0 -3px 0 ${theme.palette.primary.main}` } : {}),
                    ...(weekday === 0 || weekday === 6 ? { color: 'text.secondary' } : {}),
                  }}
                >
                  <Box component="span" sx={{ display: 'block', fontSize: '0.75rem' }}>
                    {names.shortWeekdays[weekday]}
                  </Box>
                  <Box component="span" sx={{ display: 'block' }}>
                    {Number(night.date.slice(8, 10))}
                  </Box>
                </Box>
              );
            })}
          </tr>
        </thead>
        <tbody>
          <tr>
            <Box component="th" scope="row" sx={ROW_HEADER}>
              {t('hotelInventory.rows.sale')}
            </Box>
            {roomType.nights.map((night) => (
              <Box
                component="td"
                key={night.date}
                data-testid={cellId(night, 'sale')}
                sx={{ ...CELL, ...nightShade(night), whiteSpace: 'normal' }}
              >
                <SaleMarks night={night} />
              </Box>
            ))}
          </tr>
          {COUNT_ROWS.map((row) => (
            <tr key={row}>
              <Box component="th" scope="row" sx={ROW_HEADER}>
                {t(`hotelInventory.rows.${row}`)}
              </Box>
              {roomType.nights.map((night) => (
                <Box
                  component="td"
                  key={night.date}
                  data-testid={cellId(night, row)}
                  sx={{ ...CELL, ...nightShade(night), ...(row === 'free' ? { fontWeight: 600 } : {}) }}
                >
                  {night[row]}
                </Box>
              ))}
            </tr>
          ))}
          <tr>
            <Box component="th" scope="row" sx={ROW_HEADER}>
              {t('hotelInventory.rows.price', { currency: roomType.currency })}
            </Box>
            {roomType.nights.map((night) => (
              <Box
                component="td"
                key={night.date}
                data-testid={cellId(night, 'price')}
                sx={{ ...CELL, ...nightShade(night) }}
              >
                <NightPrice night={night} />
              </Box>
            ))}
          </tr>
        </tbody>
      </Box>
    </ScrollRegion>
  );
}
