import type { TProfile } from '@frs/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner';
import { LANGUAGE_NAMES } from '../../lib/i18n';
import { PROFILE_FIELDS } from '../../lib/profile-fields';

/** The edit form (the form kit, the contract's schemas) loads when Edit is pressed. */
const AgentEditForm = lazy(() => import('./agent-edit-form').then((module) => ({ default: module.AgentEditForm })));

/** The user's details; those who may edit them get an edit form (e-mail, language and the company fields). */
export function AgentDetails({ profile, canEdit }: { profile: TProfile; canEdit: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  if (editing)
    return (
      <Suspense fallback={<Spinner testId="agent-edit-loading" />}>
        <AgentEditForm profile={profile} onDone={() => setEditing(false)} />
      </Suspense>
    );
  const rows: [string, string | null][] = [
    [t('fields.email'), profile.email],
    [t('fields.language'), LANGUAGE_NAMES[profile.language]],
    ...PROFILE_FIELDS.map((field): [string, string | null] => [t(`fields.${field.name}`), profile[field.name]]),
  ];
  return (
    <Box>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, 1fr) 2fr' }, columnGap: 2, m: 0 }}
        data-testid="agent-details"
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', mt: { xs: 1, sm: 0.5 } }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body1" sx={{ m: 0, mt: { sm: 0.5 }, overflowWrap: 'anywhere' }}>
              {value || '—'}
            </Typography>
          </Box>
        ))}
      </Box>
      {canEdit && (
        <Button sx={{ mt: 2 }} variant="outlined" onClick={() => setEditing(true)} data-testid="agent-edit">
          {t('agentInfo.edit')}
        </Button>
      )}
    </Box>
  );
}
