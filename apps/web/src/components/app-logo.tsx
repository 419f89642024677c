import { APP_NAME } from '@frs/contract';
import Box from '@mui/material/Box';
import { visuallyHidden } from './visually-hidden';

interface TAppLogoProps {
  size?: number;
  /** On phones keep only the mark; the name stays for screen readers. */
  compactOnPhone?: boolean;
  /** A white rim around the teal mark, for teal surfaces such as the app bar. */
  onTeal?: boolean;
  /** Mark above the name, centred (the public pages). */
  stacked?: boolean;
}

/** The product mark (public/logo.svg, also the favicon) with the product name. */
export function AppLogo({ size = 36, compactOnPhone = false, onTeal = false, stacked = false }: TAppLogoProps) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        flexDirection: stacked ? 'column' : 'row',
        alignItems: 'center',
        gap: stacked ? 1.5 : 1,
        minWidth: 0,
        textAlign: stacked ? 'center' : 'start',
      }}
    >
      {/* Decorative: the name beside it says the same. */}
      <Box
        component="img"
        src="/logo.svg"
        alt=""
        width={size}
        height={size}
        sx={{
          display: 'block',
          flexShrink: 0,
          ...(onTeal ? { bgcolor: 'common.white', borderRadius: '30%', p: '2px', boxSizing: 'content-box' } : {}),
        }}
      />
      <Box
        component="span"
        sx={(theme) => ({
          fontWeight: 600,
          lineHeight: 1.2,
          ...(stacked
            ? { fontSize: '1.125rem' }
            : { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }),
          ...(compactOnPhone ? { [theme.breakpoints.down('sm')]: visuallyHidden } : {}),
        })}
      >
        {APP_NAME}
      </Box>
    </Box>
  );
}
