import type { TBaggageAllowance, TLanguage, TPassengerType, TPenalty } from '@frs/contract';
import { formatMinor, PASSENGER_TYPES } from '@frs/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';

export interface TFareRuleView {
  name: string;
  texts: Record<TLanguage, string>;
  penalties: Record<TPassengerType, { change: TPenalty; cancel: TPenalty; refund: TPenalty }>;
  currency: string;
  nameChangeFee: number;
  deadlineHours: number;
}

export interface TBaggageRuleView {
  name: string;
  allowances: Record<TPassengerType, TBaggageAllowance>;
}

/** "10 %" or "25.00 EUR". */
export function penaltyText(penalty: TPenalty, currency: string): string {
  return penalty.type === 'percent' ? `${penalty.value} %` : `${formatMinor(penalty.value)} ${currency}`;
}

/** The rule's text in the reader's language, else in any language it has. */
function ruleText(texts: Record<TLanguage, string>): string {
  const language = currentLanguage();
  return texts[language] || texts.en || texts.hy || texts.ru || '';
}

/** "1 × 23 kg, cabin 8 kg" for one passenger type. */
export function BaggageText({ allowance }: { allowance: TBaggageAllowance }) {
  const { t } = useTranslation();
  return (
    <>
      {allowance.checkedPieces > 0
        ? t('fareRules.checked', { pieces: allowance.checkedPieces, kg: allowance.checkedKg })
        : t('fareRules.noChecked')}
      {', '}
      {t('fareRules.cabin', { kg: allowance.cabinKg })}
    </>
  );
}

/**
 * A button that opens the fare and baggage rules of a segment in a popover: the rule's own text, the penalties of
 * each passenger type, the deadline and the name-change fee, and the baggage allowance. The popover closes on
 * Escape and gives focus back to the button.
 */
export function FareRulesButton({
  fareRule,
  baggageRule,
  testId,
  types = PASSENGER_TYPES,
  route,
  tabIndex,
}: {
  fareRule: TFareRuleView;
  baggageRule: TBaggageRuleView;
  testId?: string;
  /** Which flight's rules, beside the button's words, where an offer has several ("EVN–SVO"). */
  route?: string;
  /** -1 in a list box's option group that is not the active one (its Tab stops are the active group's). */
  tabIndex?: number;
  /** The passenger types to describe (those travelling); all by default. */
  types?: readonly TPassengerType[];
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const text = ruleText(fareRule.texts);
  return (
    <>
      <Button
        size="small"
        variant="text"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        tabIndex={tabIndex}
        data-testid={testId}
      >
        {route ? `${t('fareRules.open')} · ${route}` : t('fareRules.open')}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { p: 2, maxWidth: 'min(420px, calc(100vw - 32px))' },
            ...({ 'data-testid': testId ? `${testId}-popover` : undefined } as object),
          },
        }}
      >
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {fareRule.name}
        </Typography>
        {text && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mt: 1 }}>
            {text}
          </Typography>
        )}
        <Box component="dl" sx={{ mt: 1.5, mb: 0, display: 'grid', gap: 0.5, '& dd': { ml: 0, mb: 1 } }}>
          {types.map((type) => {
            const penalties = fareRule.penalties[type];
            return (
              <Box key={type}>
                <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                  {t(`passengerTypes.${type}`)}
                </Typography>
                <Typography component="dd" variant="body2">
                  {t('fareRules.refund')}: {penaltyText(penalties.refund, fareRule.currency)}; {t('fareRules.change')}:{' '}
                  {penaltyText(penalties.change, fareRule.currency)}; {t('fareRules.cancel')}:{' '}
                  {penaltyText(penalties.cancel, fareRule.currency)}
                  <br />
                  {t('fareRules.baggage')}: <BaggageText allowance={baggageRule.allowances[type]} />
                </Typography>
              </Box>
            );
          })}
        </Box>
        <Typography variant="body2">
          {t('fareRules.deadline', { hours: fareRule.deadlineHours })}
          <br />
          {t('fareRules.nameChangeFee', { fee: `${formatMinor(fareRule.nameChangeFee)} ${fareRule.currency}` })}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {baggageRule.name}
        </Typography>
      </Popover>
    </>
  );
}
