import {
  creatableGroups,
  effectiveRole,
  hasBalance,
  hasPermission,
  ROLES,
  routePath,
  type TProfile,
  userGroupOf,
} from '@frs/contract';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HistoryIcon from '@mui/icons-material/History';
import EmailIcon from '@mui/icons-material/Email';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { BalanceHistory } from '../../components/balance-history';
import { PageTitle } from '../../components/page-title';
import { Spinner } from '../../components/spinner';
import { ApiError } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/current-user';
import { formatAmd } from '../../lib/format';
import { withFeatureTexts } from '../../lib/i18n';
import { mailQueuedText } from '../../lib/mail-api';
import { queryKeys } from '../../lib/query-keys';
import { useOpenedDialogs } from '../../lib/use-opened-dialogs';
import { AgentAlertSection } from './agent-alert-section';
import { AgentDetails } from './agent-details';
import { AgentStatusActions } from './agent-status-actions';
import { userQuery } from '../../lib/queries';
import { updateUser } from './agents-api';
import { MailStatusWarning } from './mail-status-warning';
import { useMoneyNotice } from './money-notice';
import { UserStatusChip } from './user-status-chip';

const SendEmailDialog = lazy(() => import('../../components/mail/send-email-dialog'));
/** The money and password dialogs (their forms and the form kit) load on their first opening. */
const TransferDialog = lazy(() => import('./money-dialogs').then((module) => ({ default: module.TransferDialog })));
const UseBalanceDialog = lazy(() => import('./money-dialogs').then((module) => ({ default: module.UseBalanceDialog })));
const CreditLimitDialog = lazy(() =>
  import('./money-dialogs').then((module) => ({ default: module.CreditLimitDialog })),
);
const ResetPasswordDialog = lazy(() =>
  import('./reset-password-dialog').then((module) => ({ default: module.ResetPasswordDialog })),
);
/** An agency's API keys (issue 33): a chunk of its own with its texts, so that the page's first download stays small. */
const AgentKeysSection = lazy(withFeatureTexts(['developers'], () => import('./agent-keys-section')));

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }} data-testid={testId}>
      <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Super Admin: the user's group (role + adminGroups), never their own. */
function GroupSelect({ profile }: { profile: TProfile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (value: string) => {
      const group = userGroupOf(ROLES.find((role) => role === value) ?? 'user');
      return updateUser(profile.userId, { role: group.role, adminGroups: group.adminGroups });
    },
    onSuccess: (updated) => {
      queryClient.setQueryData(queryKeys.users.detail(profile.userId), updated);
      void queryClient.invalidateQueries({ queryKey: queryKeys.users.all() });
    },
  });
  return (
    <Box sx={{ mt: 2 }}>
      <TextField
        select
        size="small"
        fullWidth
        label={t('agentInfo.changeGroup')}
        value={effectiveRole(profile)}
        disabled={mutation.isPending}
        onChange={(event) => mutation.mutate(event.target.value)}
        data-testid="agent-group"
      >
        {ROLES.map((role) => (
          <MenuItem key={role} value={role} data-testid={`agent-group-${role}`}>
            {t(`roles.${role}`)}
          </MenuItem>
        ))}
      </TextField>
      {mutation.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {mutation.error instanceof ApiError ? mutation.error.message : t('errors.GENERIC')}
        </Alert>
      )}
    </Box>
  );
}

type TDialog = 'transfer' | 'use' | 'creditLimit' | 'password' | 'email';

/**
 * /agents/:id: a user's details and edit form, status actions, group (Super Admin), balance and credit with the
 * money actions the caller may use, and the balance history.
 */
export default function AgentInfoPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const userId = /^\d+$/.test(id) ? Number(id) : 0;
  const { role, profile: me } = useCurrentUser();
  const user = useQuery({ ...userQuery(userId), enabled: userId > 0 });
  const [dialog, setDialog] = useState<TDialog | null>(null);
  const opened = useOpenedDialogs(dialog);
  const [notice, setNotice] = useState<string | null>(null);
  const amd = t('header.amdSign');
  const moneyNotice = useMoneyNotice();

  if (userId === 0 || user.isError) {
    return (
      <>
        <PageTitle title={t('routes.agentInfo')} />
        <Alert severity="error" data-testid="agent-error">
          {user.error instanceof ApiError ? user.error.message : t('errors.NOT_FOUND')}
        </Alert>
      </>
    );
  }
  if (!user.data) return <Spinner testId="agent-loading" />;

  const profile = user.data;
  const own = profile.userId === me.userId;
  const manages = !own && creatableGroups(role).includes(effectiveRole(profile));
  const isAgent = profile.role === 'user';
  const title = profile.companyName || profile.contactNameSurname || profile.email;

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Button component={RouterLink} to={routePath('agents')} startIcon={<ArrowBackIcon />}>
          {t('agentInfo.back')}
        </Button>
        <Button
          component={RouterLink}
          to={routePath('history', {}, { entity: 'user', entityId: profile.userId })}
          startIcon={<HistoryIcon />}
          data-testid="agent-history-link"
        >
          {t('routes.history')}
        </Button>
      </Box>
      <PageTitle title={title} />
      <MailStatusWarning />
      {notice && (
        <Alert
          severity="success"
          onClose={() => setNotice(null)}
          sx={{ mb: 2 }}
          data-testid="agent-notice"
          role="status"
        >
          {notice}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
        <Section title={t('routes.agentInfo')}>
          <AgentDetails profile={profile} canEdit={own || (manages && hasPermission(role, 'users.updateAny'))} />
        </Section>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
          <Section title={t('fields.status')} testId="agent-status-section">
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
              <UserStatusChip status={profile.status} testId="agent-status" />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('fields.group')}: {t(`roles.${effectiveRole(profile)}`)}
              </Typography>
            </Box>
            {manages && hasPermission(role, 'users.setStatus') && (
              <AgentStatusActions profile={profile} onChanged={() => setNotice(t('agentInfo.statusChanged'))} />
            )}
            {!own && hasPermission(role, 'users.setRole') && <GroupSelect profile={profile} />}
            {!own && hasPermission(role, 'users.resetAnyPassword') && (
              <Button sx={{ mt: 2 }} onClick={() => setDialog('password')} data-testid="agent-reset-password">
                {t('agentInfo.resetPassword')}
              </Button>
            )}
            {!own && hasPermission(role, 'mail.send') && (
              <Box sx={{ mt: 2 }}>
                <Button
                  variant="outlined"
                  startIcon={<EmailIcon />}
                  onClick={() => setDialog('email')}
                  data-testid="agent-write-email"
                >
                  {t('orderMail.write')}
                </Button>
              </Box>
            )}
          </Section>
          {(isAgent || hasBalance(effectiveRole(profile))) && (
            <Section title={t('agentInfo.money')} testId="agent-money">
              <Typography>
                {t('fields.balance')}:{' '}
                <Box component="strong" data-testid="agent-balance">
                  {formatAmd(profile.balance.currentBalance, amd)}
                </Box>
              </Typography>
              {isAgent && (
                <Typography>
                  {t('fields.creditLimit')}:{' '}
                  <Box component="span" data-testid="agent-credit-limit">
                    {formatAmd(profile.balance.creditLimit, amd)}
                  </Box>
                </Typography>
              )}
              {isAgent && (
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
                  {hasPermission(role, 'users.transfer') && profile.status === 'approved' && (
                    <Button variant="contained" onClick={() => setDialog('transfer')} data-testid="agent-transfer">
                      {t('agentInfo.transfer')}
                    </Button>
                  )}
                  {hasPermission(role, 'users.useBalance') && (
                    <Button variant="outlined" onClick={() => setDialog('use')} data-testid="agent-use-balance">
                      {t('agentInfo.useBalance')}
                    </Button>
                  )}
                  {hasPermission(role, 'users.creditLimit') && (
                    <Button variant="outlined" onClick={() => setDialog('creditLimit')} data-testid="agent-credit">
                      {t('agentInfo.setCreditLimit')}
                    </Button>
                  )}
                </Box>
              )}
            </Section>
          )}
          {isAgent && (
            <Section title={t('agentAlert.title')} testId="agent-alert-section">
              <AgentAlertSection agentId={profile.userId} canEdit={hasPermission(role, 'users.updateAny')} />
            </Section>
          )}
        </Box>
      </Box>
      {isAgent && hasPermission(role, 'apiKeys.readAny') && (
        <Suspense fallback={null}>
          <AgentKeysSection agentId={profile.userId} canRevoke={hasPermission(role, 'apiKeys.revokeAny')} />
        </Suspense>
      )}
      <BalanceHistory userId={profile.userId} />
      {opened('transfer') && (
        <Suspense fallback={null}>
          <TransferDialog
            agentId={profile.userId}
            open={dialog === 'transfer'}
            onClose={() => setDialog(null)}
            hint={t('agentInfo.yourBalance', { amount: formatAmd(me.balance.currentBalance, amd) })}
            onDone={(result) => setNotice(moneyNotice(result))}
          />
        </Suspense>
      )}
      {opened('use') && (
        <Suspense fallback={null}>
          <UseBalanceDialog
            agentId={profile.userId}
            open={dialog === 'use'}
            onClose={() => setDialog(null)}
            onDone={(result) => setNotice(moneyNotice(result))}
          />
        </Suspense>
      )}
      {opened('creditLimit') && (
        <Suspense fallback={null}>
          <CreditLimitDialog
            agentId={profile.userId}
            open={dialog === 'creditLimit'}
            onClose={() => setDialog(null)}
            onDone={(result) => setNotice(moneyNotice(result))}
          />
        </Suspense>
      )}
      {dialog === 'email' && (
        <Suspense fallback={null}>
          <SendEmailDialog
            defaultTo={profile.email}
            onClose={() => setDialog(null)}
            onSent={(result) => setNotice(mailQueuedText(t, result))}
          />
        </Suspense>
      )}
      {opened('password') && (
        <Suspense fallback={null}>
          <ResetPasswordDialog
            userId={profile.userId}
            open={dialog === 'password'}
            onClose={() => setDialog(null)}
            onDone={() => setNotice(t('agentInfo.passwordReset'))}
          />
        </Suspense>
      )}
    </>
  );
}
