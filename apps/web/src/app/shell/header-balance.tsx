import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../components/visually-hidden';
import { formatAmd } from '../../lib/format';

/**
 * The user's balance; the parent shows it only for roles that hold one. Until the profile answers (`minor`
 * undefined) a placeholder of about a balance's width keeps its place, so the bar does not shift when it arrives.
 */
export function HeaderBalance({ minor }: { minor: number | undefined }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap', fontWeight: 600 }}>
      <AccountBalanceWalletIcon
        fontSize="small"
        aria-hidden="true"
        sx={{ display: { xs: 'none', sm: 'inline-block' } }}
      />
      <Box component="span" sx={visuallyHidden}>
        {t('header.balance')}:
      </Box>
      {minor === undefined ? (
        <Skeleton
          variant="text"
          data-testid="header-balance-loading"
          aria-hidden="true"
          sx={{ width: '12ch', fontSize: { xs: '0.8125rem', sm: '0.9375rem' } }}
        />
      ) : (
        <Box component="span" data-testid="header-balance" sx={{ fontSize: { xs: '0.8125rem', sm: '0.9375rem' } }}>
          {formatAmd(minor, t('header.amdSign'))}
        </Box>
      )}
    </Box>
  );
}
