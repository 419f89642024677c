import {
  EXPORT_FORMATS,
  MAX_ORDERS_DATA_PERIOD_DAYS,
  ORDER_STATUSES,
  PRODUCT_LINES,
  REPORT_ENDPOINTS,
  ZOrdersFullDataQuery,
  type TExportFormat,
  type TOrderStatus,
  type TOrdersFullDataQuery,
  type TProductLine,
} from '@frs/contract';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/form/date-field';
import { orderStatusKey } from '../../components/orders/order-status-text';
import { ApiError } from '../../lib/api-client';
import { fieldErrorMap, translateFieldError } from '../../lib/field-errors';
import { downloadListExport } from '../../lib/list-export';

/**
 * The staff's full order data export (GET /api/reports/orders-full-data): a card of its filters (product line,
 * statuses, agent id, a period of creation or of first departure / check-in) and its CSV and XLSX downloads, one row
 * per order. The filters are checked with the contract's own query schema before the call, so a period too long or
 * with one end is said under its field at once; the server's field errors land there too.
 */

type TPeriodKind = 'created' | 'departure';

interface TFilters {
  productLine: TProductLine | '';
  statuses: TOrderStatus[];
  agentId: string;
  periodKind: TPeriodKind;
  from: string;
  to: string;
}

const EMPTY: TFilters = { productLine: '', statuses: [], agentId: '', periodKind: 'created', from: '', to: '' };

const PERIOD_KEYS: Record<TPeriodKind, { from: 'createdFrom' | 'departureFrom'; to: 'createdTo' | 'departureTo' }> = {
  created: { from: 'createdFrom', to: 'createdTo' },
  departure: { from: 'departureFrom', to: 'departureTo' },
};

/** The query of the filters: what is empty is left out. */
function ordersDataQuery(filters: TFilters, format: TExportFormat) {
  const keys = PERIOD_KEYS[filters.periodKind];
  return {
    format,
    ...(filters.productLine ? { productLine: filters.productLine } : {}),
    ...(filters.statuses.length > 0 ? { statuses: filters.statuses } : {}),
    ...(filters.agentId.trim() ? { agentId: filters.agentId.trim() } : {}),
    ...(filters.from ? { [keys.from]: filters.from } : {}),
    ...(filters.to ? { [keys.to]: filters.to } : {}),
  } satisfies TOrdersFullDataQuery;
}

/** Field errors (by the query's field names) as the card's fields show them. */
type TFieldErrors = Partial<Record<'agentId' | 'from' | 'to' | 'statuses' | 'productLine', string>>;

function cardErrorsOf(errors: Readonly<Record<string, string>>, kind: TPeriodKind): TFieldErrors {
  const keys = PERIOD_KEYS[kind];
  return {
    agentId: errors.agentId,
    statuses: errors.statuses,
    productLine: errors.productLine,
    from: errors[keys.from],
    to: errors[keys.to],
  };
}

export function OrdersDataExport() {
  const { t } = useTranslation();
  const titleId = useId();
  const [filters, setFilters] = useState<TFilters>(EMPTY);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [busy, setBusy] = useState<TExportFormat | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const change = (patch: Partial<TFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setErrors({});
  };
  // A status in the chosen line's words; for every line, each line's word where they differ ("Ticketed / Confirmed").
  const statusText = (status: TOrderStatus) =>
    filters.productLine
      ? t(orderStatusKey(status, filters.productLine))
      : [...new Set(PRODUCT_LINES.map((line) => t(orderStatusKey(status, line))))].join(' / ');
  const toggleStatus = (status: TOrderStatus) =>
    change({
      statuses: filters.statuses.includes(status)
        ? filters.statuses.filter((item) => item !== status)
        : ORDER_STATUSES.filter((item) => item === status || filters.statuses.includes(item)),
    });

  const download = async (format: TExportFormat) => {
    const query = ordersDataQuery(filters, format);
    const checked = ZOrdersFullDataQuery.safeParse(query, { error: fieldErrorMap });
    setFailure(null);
    if (!checked.success) {
      const messages: Record<string, string> = {};
      for (const issue of checked.error.issues) messages[String(issue.path[0])] ??= issue.message;
      setErrors(cardErrorsOf(messages, filters.periodKind));
      return;
    }
    setBusy(format);
    try {
      await downloadListExport(REPORT_ENDPOINTS.ordersFullData, { query });
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(cardErrorsOf(error.fieldErrors, filters.periodKind));
        setFailure(error.message);
      } else {
        setFailure(t('ordersDataExport.failed'));
      }
    } finally {
      setBusy(null);
    }
  };

  const shown = (message: string | undefined) => translateFieldError(message, t);

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} data-testid="orders-data-export">
      <CardContent>
        <Typography variant="h6" component="h2" id={titleId} gutterBottom>
          {t('ordersDataExport.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('ordersDataExport.description')}
        </Typography>
        <Box
          role="group"
          aria-label={t('ordersDataExport.filters')}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
        >
          <TextField
            select
            size="small"
            label={t('ordersDataExport.productLine')}
            value={filters.productLine}
            error={Boolean(errors.productLine)}
            helperText={shown(errors.productLine)}
            onChange={(event) =>
              change({ productLine: PRODUCT_LINES.find((line) => line === event.target.value) ?? '' })
            }
            data-testid="orders-data-line"
          >
            <MenuItem value="">{t('ordersDataExport.allLines')}</MenuItem>
            {PRODUCT_LINES.map((line) => (
              <MenuItem key={line} value={line} data-testid={`orders-data-line-${line}`}>
                {t(`ordersDataExport.lines.${line}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={t('ordersDataExport.agentId')}
            value={filters.agentId}
            error={Boolean(errors.agentId)}
            helperText={shown(errors.agentId)}
            onChange={(event) => change({ agentId: event.target.value })}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'orders-data-agent' } }}
          />
          <TextField
            select
            size="small"
            label={t('ordersDataExport.periodKind')}
            value={filters.periodKind}
            onChange={(event) => change({ periodKind: event.target.value === 'departure' ? 'departure' : 'created' })}
            data-testid="orders-data-period-kind"
          >
            {(['created', 'departure'] as const).map((kind) => (
              <MenuItem key={kind} value={kind} data-testid={`orders-data-period-${kind}`}>
                {t(`ordersDataExport.periodKinds.${kind}`)}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr 1fr' }}>
            <DateField
              size="small"
              label={t('ordersDataExport.from')}
              value={filters.from}
              onChange={(from) => change({ from })}
              error={shown(errors.from)}
              testId="orders-data-from"
            />
            <DateField
              size="small"
              label={t('ordersDataExport.to')}
              value={filters.to}
              onChange={(to) => change({ to })}
              error={shown(errors.to)}
              testId="orders-data-to"
            />
          </Box>
        </Box>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {t('ordersDataExport.periodHint', { count: MAX_ORDERS_DATA_PERIOD_DAYS })}
        </Typography>
        <Box
          role="group"
          aria-label={t('ordersDataExport.statuses')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}
        >
          <Typography variant="body2" component="span" sx={{ alignSelf: 'center', mr: 1 }}>
            {filters.statuses.length === 0 ? t('ordersDataExport.allStatuses') : t('ordersDataExport.statuses')}
          </Typography>
          {ORDER_STATUSES.map((status) => {
            const pressed = filters.statuses.includes(status);
            return (
              <Chip
                key={status}
                label={statusText(status)}
                clickable
                color={pressed ? 'primary' : 'default'}
                variant={pressed ? 'filled' : 'outlined'}
                aria-pressed={pressed}
                onClick={() => toggleStatus(status)}
                data-testid={`orders-data-status-${status}`}
              />
            );
          })}
        </Box>
        {errors.statuses && (
          <Typography variant="caption" color="error" component="p" sx={{ mt: 1 }}>
            {shown(errors.statuses)}
          </Typography>
        )}
        {failure && (
          <Alert severity="error" onClose={() => setFailure(null)} sx={{ mt: 2 }} data-testid="orders-data-error">
            {failure}
          </Alert>
        )}
      </CardContent>
      <CardActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        {EXPORT_FORMATS.map((format) => (
          <Button
            key={format}
            variant={format === 'xlsx' ? 'contained' : 'outlined'}
            startIcon={<DownloadIcon />}
            disabled={busy !== null}
            onClick={() => void download(format)}
            data-testid={`orders-data-download-${format}`}
          >
            {busy === format
              ? t('ordersDataExport.preparing')
              : t(format === 'csv' ? 'ordersDataExport.downloadCsv' : 'ordersDataExport.downloadXlsx')}
          </Button>
        ))}
      </CardActions>
    </Card>
  );
}
