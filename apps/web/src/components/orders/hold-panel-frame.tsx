import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BalanceCheckPanel } from './balance-check';
import { Countdown } from './countdown';
import { failureMessage, HoldActionBar, type THoldActions } from './hold-actions';

/**
 * The checkout's hold of any product line (flight, hotel, package): whether it is still held (a live countdown to
 * `holdExpiresAt`) or has expired, its PNR and what it holds (`children`, the line's own summary), the paying agent's
 * balance, why paying was refused or failed, and the hold's actions (book, pay now, cancel the hold). It imports
 * nothing of any line, so the flight checkout does not load the hotel's or the package's code.
 */
export function HoldPanelFrame({
  order,
  actions,
  texts,
  testIds,
  onStartOver,
  onExpire,
  summaryGap = 1.5,
  children,
}: {
  order: { pnr: string; holdExpiresAt: string | null };
  actions: THoldActions;
  texts: {
    held: string;
    holdExpired: string;
    /** The expired alert's button (only with `onStartOver`). */
    startOver?: string;
    cancel: string;
    book: string;
    payNow: string;
    cancelTitle: string;
    cancelText: string;
  };
  /**
   * `<prefix>-panel`, `-expired`, `-start-over`, `-active`, `-countdown`, `-pnr`, `-cancel`, `-book`, `-cancel-dialog`;
   * the pay-now button, the refusal and the failure name theirs.
   */
  testIds: { prefix: string; payNow: string; refusal: string; error: string };
  /** Back to the form, for a new hold, once this one has expired. */
  onStartOver?: () => void;
  /** Besides ending the choice, what the line does when the countdown runs out. */
  onExpire?: () => void;
  summaryGap?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { check, holdExpired, refusal, placing } = actions;
  const prefix = testIds.prefix;

  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid={`${prefix}-panel`}>
      {holdExpired ? (
        <Alert
          severity="error"
          data-testid={`${prefix}-expired`}
          action={
            onStartOver && (
              <Button color="inherit" size="small" onClick={onStartOver} data-testid={`${prefix}-start-over`}>
                {texts.startOver}
              </Button>
            )
          }
        >
          {texts.holdExpired}
        </Alert>
      ) : (
        <Alert severity="info" data-testid={`${prefix}-active`}>
          <Typography component="span" variant="body2">
            {texts.held}{' '}
          </Typography>
          {order.holdExpiresAt && (
            <>
              <Typography component="span" variant="body2">
                {t('checkout.timeLeft')}{' '}
              </Typography>
              <Countdown
                expiresAt={order.holdExpiresAt}
                label={t('checkout.timeLeft')}
                testId={`${prefix}-countdown`}
                onExpire={() => {
                  actions.markExpired();
                  onExpire?.();
                }}
              />
            </>
          )}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: summaryGap }}>
        <Typography component="h2" variant="h6" data-testid={`${prefix}-pnr`}>
          {t('order.pnr')}: {order.pnr}
        </Typography>
        {children}
        {check && !holdExpired && <BalanceCheckPanel check={check} />}
      </Paper>
      {refusal && (
        <Alert severity="error" data-testid={testIds.refusal}>
          {refusal}
        </Alert>
      )}
      {placing.isError && !holdExpired && (
        <Alert severity="error" data-testid={testIds.error}>
          {failureMessage(placing.error, t('errors.GENERIC'))}
        </Alert>
      )}
      <HoldActionBar
        actions={actions}
        texts={{
          cancel: texts.cancel,
          book: texts.book,
          payNow: texts.payNow,
          cancelTitle: texts.cancelTitle,
          cancelText: texts.cancelText,
        }}
        testIds={{
          cancel: `${prefix}-cancel`,
          book: `${prefix}-book`,
          payNow: testIds.payNow,
          cancelDialog: `${prefix}-cancel-dialog`,
        }}
      />
    </Box>
  );
}
