import HomeIcon from '@mui/icons-material/Home';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** Any path that is not a route (or not one of the user's routes) ends here. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <Box data-testid="not-found" sx={{ textAlign: 'center', py: { xs: 4, sm: 8 }, px: 2 }}>
      <Typography component="p" variant="h2" aria-hidden="true" sx={{ fontWeight: 600, color: 'primary.dark' }}>
        404
      </Typography>
      <Typography component="h1" variant="h6" sx={{ mt: 1, mb: 3 }}>
        {t('notFound.message')}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" startIcon={<HomeIcon />} data-testid="not-found-home">
        {t('notFound.home')}
      </Button>
    </Box>
  );
}
