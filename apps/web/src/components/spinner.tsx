import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

interface TSpinnerProps {
  testId?: string;
  /** Fill the viewport (start-up) rather than the content area (a route loading). */
  fullScreen?: boolean;
}

export function Spinner({ testId = 'spinner', fullScreen = false }: TSpinnerProps) {
  const { t } = useTranslation();
  return (
    <Box
      data-testid={testId}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: fullScreen ? '100vh' : 240 }}
    >
      <CircularProgress aria-label={t('app.loading')} />
    </Box>
  );
}
