import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  addDays,
  describeFields,
  formatIsoDate,
  formatLocalDateTime,
  isoWeekday,
  WEEKDAY_KEYS,
  todayIsoDate,
  ZScheduleRequest,
  type TInputSchema,
  type TSchedulePreview,
  type TScheduleRequest,
  type TScheduleResult,
} from '@frs/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useController, useForm, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ResourceFields, type TCustomWidget } from '../../components/resource/resource-fields';
import { ApiError } from '../../lib/api-client';
import { fieldErrorMap, translateFieldError } from '../../lib/field-errors';
import { queryKeys } from '../../lib/query-keys';
import { applyServerErrors } from '../../lib/server-errors';
import { createSchedule, previewSchedule } from './flights-api';

/** ISO weekdays (1 = Monday) and their i18n keys. */
const WEEKDAYS = WEEKDAY_KEYS.map((key, index) => [index + 1, key] as const);

function weekdayKey(isoDate: string) {
  return WEEKDAY_KEYS[isoWeekday(isoDate) - 1] ?? 'mon';
}

const SCHEDULE_FIELDS = describeFields('flights.schedule', [
  {
    name: 'flightTemplateId',
    label: 'flights.schedule.template',
    widget: { kind: 'reference', resource: 'flightTemplates' },
    required: true,
    wide: true,
  },
  { name: 'startDate', label: 'flights.schedule.startDate', widget: { kind: 'date' }, required: true },
  { name: 'endDate', label: 'flights.schedule.endDate', widget: { kind: 'date' }, required: true },
  {
    name: 'weekdays',
    label: 'flights.schedule.weekdays',
    widget: { kind: 'custom', widget: 'weekdays' },
    required: true,
    wide: true,
  },
]);

/** The weekdays of a schedule: a checkbox per day, Monday first. */
const WeekdaysField: TCustomWidget = ({ control, name, label, testId }) => {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const value: unknown = field.value;
  const chosen = Array.isArray(value) ? value.filter((day): day is number => typeof day === 'number') : [];
  const message = translateFieldError(fieldState.error?.message, t);
  return (
    <FormControl component="fieldset" error={Boolean(message)} data-testid={testId}>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup row>
        {WEEKDAYS.map(([day, key]) => (
          <FormControlLabel
            key={day}
            data-testid={`${testId}-${day}`}
            label={t(`weekdays.${key}`)}
            control={
              <Checkbox
                checked={chosen.includes(day)}
                onChange={(event) =>
                  field.onChange(
                    event.target.checked ? [...chosen, day].sort() : chosen.filter((other) => other !== day),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
      {message && <FormHelperText>{message}</FormHelperText>}
    </FormControl>
  );
};

const PATHS = ['flightTemplateId', 'startDate', 'endDate', 'weekdays'] as const;

/**
 * A schedule from a template in two steps: the template, period and weekdays give a preview of every flight
 * (with the dates that are skipped and why); creating makes them all in one transaction on the server.
 */
export function ScheduleWizard({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const queryClient = useQueryClient();
  const [request, setRequest] = useState<TScheduleRequest | null>(null);
  const [preview, setPreview] = useState<TSchedulePreview | null>(null);
  const [result, setResult] = useState<TScheduleResult | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const today = todayIsoDate();
  const validator: TInputSchema = ZScheduleRequest;
  const { control, handleSubmit, setError } = useForm<FieldValues>({
    resolver: zodResolver(validator, { error: fieldErrorMap }, { raw: true }),
    defaultValues: { flightTemplateId: null, startDate: today, endDate: addDays(today, 13), weekdays: [] },
  });

  const showPreview = handleSubmit(async (values) => {
    const parsed = ZScheduleRequest.parse(values);
    setAlert(null);
    setBusy(true);
    try {
      setPreview(await previewSchedule(parsed));
      setRequest(parsed);
    } catch (error) {
      setAlert(applyServerErrors(error, setError, PATHS, t('errors.GENERIC')));
    } finally {
      setBusy(false);
    }
  });

  const create = async () => {
    if (!request) return;
    setAlert(null);
    setBusy(true);
    try {
      setResult(await createSchedule(request));
      await queryClient.invalidateQueries({ queryKey: queryKeys.flights.all() });
    } catch (error) {
      setAlert(error instanceof ApiError ? error.message : t('errors.GENERIC'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('flights.schedule.title')}</DialogTitle>
      <DialogContent dividers>
        {alert && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="schedule-error">
            {alert}
          </Alert>
        )}
        {result ? (
          <Alert severity="success" data-testid="schedule-result">
            {t('flights.schedule.created', { count: result.created, skipped: result.skipped })}
          </Alert>
        ) : preview ? (
          <Box sx={{ display: 'grid', gap: 2 }} data-testid="schedule-preview">
            <Typography>
              {t('flights.schedule.classes', {
                classes: preview.classes.map((item) => `${item.name} (${item.seats})`).join(', '),
              })}
            </Typography>
            {preview.flights.length === 0 ? (
              <Alert severity="info">{t('flights.schedule.nothing')}</Alert>
            ) : (
              <TableContainer sx={{ maxHeight: 420 }}>
                <Table size="small" stickyHeader>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('flights.schedule.date')}</TableCell>
                      <TableCell>{t('flights.columns.departure')}</TableCell>
                      <TableCell>{t('flights.columns.arrival')}</TableCell>
                      <TableCell>{t('flights.schedule.status')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {preview.flights.map((flight) => (
                      <TableRow key={flight.date} data-testid={`schedule-row-${flight.date}`}>
                        <TableCell>
                          {formatIsoDate(flight.date)} {t(`weekdays.${weekdayKey(flight.date)}`)}
                        </TableCell>
                        <TableCell>{formatLocalDateTime(flight.departureLocal)}</TableCell>
                        <TableCell>{flight.arrivalLocal ? formatLocalDateTime(flight.arrivalLocal) : '—'}</TableCell>
                        <TableCell>
                          {flight.skip ? t(`flights.schedule.skip.${flight.skip}`) : t('flights.schedule.willCreate')}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </Box>
        ) : (
          <form id="schedule-form" noValidate onSubmit={(event) => void showPreview(event)} data-testid="schedule-form">
            <ResourceFields control={control} fields={SCHEDULE_FIELDS} customWidgets={{ weekdays: WeekdaysField }} />
          </form>
        )}
      </DialogContent>
      <DialogActions>
        {result ? (
          <Button variant="contained" onClick={onClose} data-testid="schedule-close">
            {t('common.close')}
          </Button>
        ) : preview ? (
          <>
            <Button
              onClick={() => {
                setPreview(null);
                setAlert(null);
              }}
              data-testid="schedule-back"
            >
              {t('common.back')}
            </Button>
            <Button
              variant="contained"
              onClick={() => void create()}
              loading={busy}
              disabled={preview.toCreate === 0}
              data-testid="schedule-create"
            >
              {t('flights.schedule.create', { count: preview.toCreate })}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose} data-testid="schedule-cancel">
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              form="schedule-form"
              variant="contained"
              loading={busy}
              data-testid="schedule-preview-button"
            >
              {t('flights.schedule.preview')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
