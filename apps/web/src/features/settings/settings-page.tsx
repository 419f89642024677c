import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { useCurrentRole } from '../../lib/current-user';
import { SETTINGS_SECTIONS } from './settings-sections';

/** /settings: the sections of the registry this role may use, one tab each. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const role = useCurrentRole();
  const [params, setParams] = useSearchParams();
  const sections = SETTINGS_SECTIONS.filter((section) => section.visibleTo(role));
  const selected = sections.find((section) => section.key === params.get('section')) ?? sections[0];

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <PageTitle title={t('routes.settings')} />
      {selected ? (
        <>
          {sections.length > 1 && (
            <Tabs
              value={selected.key}
              onChange={(_event, key: string) => setParams({ section: key })}
              variant="scrollable"
              allowScrollButtonsMobile
              aria-label={t('settings.sectionsLabel')}
            >
              {sections.map((section) => (
                <Tab
                  key={section.key}
                  value={section.key}
                  label={t(`settings.sections.${section.key}`)}
                  data-testid={`settings-section-${section.key}`}
                />
              ))}
            </Tabs>
          )}
          <selected.Component role={role} />
        </>
      ) : (
        <Alert severity="info" data-testid="settings-empty">
          {t('settings.empty')}
        </Alert>
      )}
    </Box>
  );
}
