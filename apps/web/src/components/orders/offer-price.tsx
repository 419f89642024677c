import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmd } from '../../lib/format';
import { OPTION_SX } from '../../lib/use-listbox';

/**
 * The price of an offer in the search results (a stay, a package): what the reader pays, large; what it is for
 * (`caption`: per stay and per night, per party); the commission an agent earns (`commission`, for the agent's
 * view only); and what the line adds below (`children`: the staff's breakdown of a package).
 */
export function OfferPrice({
  payable,
  caption,
  captionTestId,
  commission,
  testId,
  id,
  children,
}: {
  /** The element's id: an option is described by its price. */
  id?: string;
  payable: number;
  caption: ReactNode;
  captionTestId?: string;
  /** The commission's words, or null where it is not shown (the staff's view). */
  commission: string | null;
  testId: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box id={id} sx={{ textAlign: { xs: 'left', sm: 'right' } }}>
      <Typography
        variant="h6"
        component="p"
        sx={{ fontWeight: 700, lineHeight: 1.3 }}
        data-testid={`${testId}-payable`}
      >
        {formatAmd(payable, t('header.amdSign'))}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" data-testid={captionTestId}>
        {caption}
      </Typography>
      {commission !== null && (
        <Typography variant="caption" color="success.dark" component="p" data-testid={`${testId}-commission`}>
          {commission}
        </Typography>
      )}
      {children}
    </Box>
  );
}

/**
 * One offer in a list of search results: its details, and its price and button beside them (below them on a
 * phone). `dataAttributes` carry what tests and scripts find the row by (a room's id). A row of a list box's group,
 * not a list item: its details are the option (OfferOption), its button follows them.
 */
export function OfferListItem({
  testId,
  paddingY,
  dataAttributes,
  children,
}: {
  testId: string;
  paddingY: number;
  dataAttributes?: Record<`data-${string}`, string | number>;
  children: ReactNode;
}) {
  return (
    <Box
      data-testid={testId}
      {...dataAttributes}
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) auto' },
        alignItems: 'center',
        py: paddingY,
      }}
    >
      {children}
    </Box>
  );
}

/**
 * An offer's details as the option of the results' list box (useListbox's `optionProps`), described by its price
 * (`priceId`, the price's element beside it).
 */
export function OfferOption({
  optionProps,
  priceId,
  testId,
  children,
}: {
  optionProps: object;
  priceId: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Box
      {...optionProps}
      aria-describedby={priceId}
      data-testid={`${testId}-option`}
      sx={{ ...OPTION_SX, display: 'grid', gap: 0.5, minWidth: 0 }}
    >
      {children}
    </Box>
  );
}
