import { formatDayLabel, todayIsoDate } from '@frs/contract';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatAmd } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

/**
 * The lowest price of each day around the first departure (±3 days). Choosing a day searches that day (every leg
 * moves by the same number of days, so a round trip keeps its stay). Days before today are not shown (nothing can
 * be sold on them: not "no flights"); a day with nothing to sell cannot be chosen.
 */
export function PriceCalendar({
  days,
  selected,
  onChoose,
}: {
  days: readonly { date: string; lowestPayable: number | null }[];
  selected: string;
  onChoose: (date: string) => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const amd = t('header.amdSign');
  const today = todayIsoDate();
  const offered = days.filter((day) => day.date >= today);
  const lowest = Math.min(...offered.map((day) => day.lowestPayable ?? Number.POSITIVE_INFINITY));
  return (
    <Box component="nav" aria-label={t('search.calendar')} data-testid="search-calendar" sx={{ overflowX: 'auto' }}>
      <Box component="ul" sx={{ display: 'flex', gap: 1, listStyle: 'none', p: 0, m: 0, minWidth: 'min-content' }}>
        {offered.map((day) => {
          const current = day.date === selected;
          const disabled = day.lowestPayable === null;
          const price = day.lowestPayable === null ? t('search.noFlights') : formatAmd(day.lowestPayable, amd);
          return (
            <Box component="li" key={day.date} sx={{ flex: '1 0 104px' }}>
              <ButtonBase
                focusRipple
                disabled={disabled}
                aria-current={current ? 'date' : undefined}
                aria-label={`${formatDayLabel(day.date, language)}: ${price}`}
                onClick={() => onChoose(day.date)}
                data-testid={`calendar-day-${day.date}`}
                sx={{
                  width: '100%',
                  flexDirection: 'column',
                  alignItems: 'stretch',
                  p: 1,
                  borderRadius: 1,
                  border: 2,
                  borderColor: current ? 'primary.dark' : 'divider',
                  bgcolor: current ? 'action.selected' : 'background.paper',
                  opacity: disabled ? 0.6 : 1,
                }}
              >
                <Typography variant="caption" component="span" sx={{ whiteSpace: 'nowrap' }}>
                  {formatDayLabel(day.date, language)}
                </Typography>
                <Typography
                  variant="body2"
                  component="span"
                  sx={{
                    fontWeight: day.lowestPayable === lowest ? 700 : 500,
                    whiteSpace: 'nowrap',
                    color: day.lowestPayable === lowest ? 'success.dark' : 'text.primary',
                  }}
                >
                  {price}
                </Typography>
              </ButtonBase>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
