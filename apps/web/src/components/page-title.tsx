import { APP_NAME } from '@frs/contract';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';

/** The h1 of a screen; it also names the browser tab, so screen-reader users hear where a navigation led. */
export function PageTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
  }, [title]);
  return (
    <Typography component="h1" variant="h5" data-testid="page-title" sx={{ fontWeight: 600, mb: 2 }}>
      {title}
    </Typography>
  );
}
