import {
  formatLocalDateTime,
  todayIsoDate,
  ZSearchRequest,
  type TFlightOrder,
  type TOrderDateQuote,
  type TOrderDateQuoteRequest,
  type TSearchOffer,
  type TSearchRequest,
} from '@frs/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/form/date-field';
import { flightCode } from '../../../components/flight-format';
import { formatAmd } from '../../../lib/format';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { ApiError } from '../../../lib/api-client';
import { useInvalidateAfterOrderChange } from '../../../lib/shared-orders-api';
import { changeOrderDate, orderDateQuoteQuery, searchQuery } from '../api';
import { penaltyText } from '../components/fare-rules';
import { failureText, fieldFailureText, OperationDialog } from './dialog-shell';

/** The later of two yyyy-mm-dd dates (an empty or missing second one: the first). */
function laterOf(first: string, second: string | undefined): string {
  return second && second > first ? second : first;
}

/** The search that finds the order's route on other dates, for its active passengers. */
export function dateSearch(order: TFlightOrder, dates: readonly string[]): TSearchRequest {
  const active = order.passengers.filter((passenger) => passenger.status === 'active');
  const count = (type: string) => active.filter((passenger) => passenger.type === type).length;
  return {
    travelType: order.travelType,
    legs: order.segments.map((segment, index) => ({
      fromAirportId: segment.flight.from.id,
      toAirportId: segment.flight.to.id,
      date: dates[index] ?? segment.flight.departureLocal.slice(0, 10),
    })),
    passengers: { adults: count('adult'), children: count('child'), infants: count('infant') },
  };
}

/** Offers the order can move to: the same airline and, segment by segment, a class of the same name. */
export function movableOffers(order: TFlightOrder, offers: readonly TSearchOffer[]): TSearchOffer[] {
  return offers.filter(
    (offer) =>
      offer.segments.length === order.segments.length &&
      offer.segments.every((segment, index) => {
        const current = order.segments[index]!;
        return segment.class.name === current.class.name && segment.flight.airline.id === current.flight.airline.id;
      }) &&
      offer.segments.some((segment, index) => segment.flight.id !== order.segments[index]!.flight.id),
  );
}

/** The changes that move the order onto an offer's flights (segments already on them stay). */
export function changesTo(order: TFlightOrder, offer: TSearchOffer): TOrderDateQuoteRequest {
  return {
    changes: order.segments.flatMap((segment, index) => {
      const flightId = offer.segments[index]!.flight.id;
      return flightId === segment.flight.id ? [] : [{ segmentId: segment.id, flightId }];
    }),
  };
}

/**
 * What a quote means for whoever pays, as the key of its sentence and the amount it names: the agent's balance is
 * charged or credited (a ticketed agent's order), the agency settles with the client (its own ticketed sale), or
 * nothing is paid yet (a booking).
 */
export function quoteConsequence(
  order: TFlightOrder,
  quote: TOrderDateQuote,
): { key: 'same' | 'charge' | 'credit' | 'collect' | 'giveBack' | 'unpaid'; amount: number } {
  if (quote.difference === 0) return { key: 'same', amount: 0 };
  if (quote.balanceMovement !== 0) {
    return { key: quote.balanceMovement < 0 ? 'charge' : 'credit', amount: Math.abs(quote.balanceMovement) };
  }
  if (order.status !== 'ticketed') return { key: 'unpaid', amount: Math.abs(quote.difference) };
  return { key: quote.difference > 0 ? 'collect' : 'giveBack', amount: Math.abs(quote.difference) };
}

/**
 * Change of date: new dates per flight, a search of the same route on them, and the choice among the flights that
 * keep the airline and the class name. The figures come from the server's quote, computed by the code that applies
 * the change (the search's prices are today's, not the order's): the order's payable now and after, and what the
 * payer is charged or credited. Confirming sends the quoted payable back, so nothing else can be applied.
 */
export function OrderDateDialog({ order, onClose }: { order: TFlightOrder; onClose: () => void }) {
  const today = todayIsoDate();
  const { t } = useTranslation();
  const idempotency = useIdempotencyKey();
  const invalidate = useInvalidateAfterOrderChange();
  const [dates, setDates] = useState(() => order.segments.map((segment) => segment.flight.departureLocal.slice(0, 10)));
  const [request, setRequest] = useState<TSearchRequest | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const search = useQuery({ ...searchQuery(request ?? dateSearch(order, dates)), enabled: request !== null });
  const offers = search.data ? movableOffers(order, search.data.offers) : [];
  const offer = offers.find((item) => item.id === chosen) ?? null;
  const changes = offer ? changesTo(order, offer) : null;
  const quote = useQuery({ ...orderDateQuoteQuery(order.id, changes ?? { changes: [] }), enabled: changes !== null });
  const mutation = useMutation({
    mutationFn: (confirmed: { changes: TOrderDateQuoteRequest; quoted: TOrderDateQuote }) =>
      changeOrderDate(
        order.id,
        { ...confirmed.changes, quotedPayable: confirmed.quoted.next.payable },
        idempotency.key,
      ),
    onSuccess: async () => {
      idempotency.renew();
      onClose();
      await invalidate();
    },
    // The price moved since the quote: show the new one (the server's message says so).
    onError: async (error) => {
      if (error instanceof ApiError && error.code === 'QUOTE_CHANGED') await quote.refetch();
    },
  });
  const datesValid = ZSearchRequest.safeParse(dateSearch(order, dates)).success;
  const serverMessage = mutation.isError ? fieldFailureText(mutation.error, t('errors.GENERIC')) : null;

  return (
    <OperationDialog
      title={t('orderOperations.titles.changeOrderDate', { pnr: order.pnr })}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (changes && quote.data) mutation.mutate({ changes, quoted: quote.data });
      }}
      pending={mutation.isPending}
      submitDisabled={offer !== null && (!quote.data || quote.data.shortfall > 0 || quote.isFetching)}
      serverMessage={serverMessage}
      submitLabel={t('orderOperations.labels.changeOrderDate')}
      testId="order-date-dialog"
      wide
    >
      <Typography variant="body2">{t('orderDate.intro')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        {order.segments.map((segment, index) => (
          <DateField
            key={segment.id}
            size="small"
            label={`${flightCode(segment.flight)} ${segment.flight.from.iataCode} → ${segment.flight.to.iataCode}`}
            value={dates[index] ?? ''}
            onChange={(value) =>
              setDates((current) => current.map((date, position) => (position === index ? value : date)))
            }
            testId={`order-date-${index}`}
            // A trip cannot move into the past: the calendar offers today and later (a later leg: its leg's day on).
            min={laterOf(today, index > 0 ? dates[index - 1] : undefined)}
          />
        ))}
        <Button
          variant="outlined"
          disabled={!datesValid}
          loading={search.isFetching}
          onClick={() => {
            setChosen(null);
            setRequest(dateSearch(order, dates));
          }}
          data-testid="order-date-search"
        >
          {t('orderDate.find')}
        </Button>
      </Box>
      {search.isError && <Alert severity="error">{failureText(search.error, t('errors.GENERIC'))}</Alert>}
      {search.data && offers.length === 0 && (
        <Alert severity="info" data-testid="order-date-none">
          {t('orderDate.none')}
        </Alert>
      )}
      {offers.length > 0 && (
        <RadioGroup
          value={chosen ?? ''}
          onChange={(event) => setChosen(event.target.value)}
          aria-label={t('orderDate.choose')}
        >
          {offers.map((item) => (
            <FormControlLabel
              key={item.id}
              value={item.id}
              control={<Radio slotProps={{ input: { 'data-testid': `order-date-offer-${item.id}` } as object }} />}
              label={
                <Box sx={{ py: 0.5 }}>
                  {item.segments.map((segment) => (
                    <Typography key={segment.flight.id} variant="body2">
                      {flightCode(segment.flight)} · {formatLocalDateTime(segment.flight.departureLocal)} ·{' '}
                      {segment.class.name}
                    </Typography>
                  ))}
                </Box>
              }
            />
          ))}
        </RadioGroup>
      )}
      {offer && (
        <QuoteSummary
          order={order}
          quote={quote.data}
          pending={quote.isFetching}
          failure={quote.isError ? fieldFailureText(quote.error, t('errors.GENERIC')) : null}
        />
      )}
      {submitted && !offer && (
        <Typography variant="body2" color="error.dark" data-testid="order-date-choose-error">
          {t('orderDate.chooseFirst')}
        </Typography>
      )}
    </OperationDialog>
  );
}

/**
 * The quote of the chosen flights: the payable now and after, the fare rules' change fee per passenger (in the rule's
 * own terms too), and what it means for whoever pays.
 */
function QuoteSummary({
  order,
  quote,
  pending,
  failure,
}: {
  order: TFlightOrder;
  quote: TOrderDateQuote | undefined;
  pending: boolean;
  failure: string | null;
}) {
  const { t } = useTranslation();
  const amd = t('header.amdSign');
  if (failure) {
    return (
      <Alert severity="error" data-testid="order-date-quote-error">
        {failure}
      </Alert>
    );
  }
  if (!quote || pending) {
    return (
      <Typography variant="body2" color="text.secondary" role="status" data-testid="order-date-quoting">
        {t('orderDate.quoting')}
      </Typography>
    );
  }
  const { key, amount } = quoteConsequence(order, quote);
  const agent = order.agent?.name ?? '';
  return (
    <Box
      role="status"
      data-testid="order-date-quote"
      data-difference={quote.difference}
      sx={{ display: 'grid', gap: 0.5 }}
    >
      <Typography variant="body2">{t('orderDate.now', { amount: formatAmd(quote.current.payable, amd) })}</Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('orderDate.next', { amount: formatAmd(quote.next.payable, amd) })}
      </Typography>
      {quote.changeFee > 0 ? (
        <Box data-testid="order-date-fee">
          <Typography variant="body2">{t('orderDate.fee', { amount: formatAmd(quote.changeFee, amd) })}</Typography>
          {quote.changeFees.map((fee) => (
            <Typography key={fee.passengerId} variant="body2" color="text.secondary" sx={{ pl: 2 }}>
              {t('orderDate.feePassenger', {
                name: fee.name,
                amount: formatAmd(fee.amount, amd),
                rule: fee.fareRule,
                terms: penaltyText(fee.penalty, fee.currency),
              })}
            </Typography>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary" data-testid="order-date-no-fee">
          {t('orderDate.noFee')}
        </Typography>
      )}
      <Typography variant="body2" data-testid="order-date-consequence">
        {t(`orderDate.${key}`, { amount: formatAmd(amount, amd), agent })}
      </Typography>
      {quote.shortfall > 0 && (
        <Alert severity="error" data-testid="order-date-short">
          {t('orderDate.short', { amount: formatAmd(quote.shortfall, amd), agent })}
        </Alert>
      )}
    </Box>
  );
}
