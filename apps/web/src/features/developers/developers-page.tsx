import { routePath } from '@frs/contract';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { KeysSection } from './keys-section';
import { WebhooksSection } from './webhooks-section';

const TABS = ['keys', 'webhooks'] as const;
type TTab = (typeof TABS)[number];

/**
 * /developers (issue 33, agents): the agency's API keys and webhook endpoints, a tab each (the tab is in the URL,
 * `?tab=webhooks`, so a reload or a link keeps it), and the way to the integration guide.
 */
export default function DevelopersPage() {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const tab: TTab = params.get('tab') === 'webhooks' ? 'webhooks' : 'keys';
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 1000, minWidth: 0 }}>
      <PageTitle title={t('routes.developers')} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('developers.intro')}
      </Typography>
      <Box>
        <Button
          component={RouterLink}
          to={routePath('developersGuide')}
          variant="outlined"
          startIcon={<MenuBookIcon />}
          data-testid="developers-guide-link"
        >
          {t('developers.guideLink')}
        </Button>
      </Box>
      <Tabs
        value={tab}
        onChange={(_event, next: TTab) => setParams(next === 'keys' ? {} : { tab: next }, { replace: true })}
        aria-label={t('developers.tabs.label')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((key) => (
          <Tab
            key={key}
            value={key}
            label={t(`developers.tabs.${key}`)}
            id={`${id}-tab-${key}`}
            aria-controls={`${id}-panel-${key}`}
            data-testid={`developers-tab-${key}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`} sx={{ minWidth: 0 }}>
        {tab === 'keys' ? <KeysSection /> : <WebhooksSection />}
      </Box>
    </Box>
  );
}
