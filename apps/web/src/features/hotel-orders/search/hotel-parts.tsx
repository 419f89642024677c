import { endpointPath, UPLOAD_ENDPOINTS } from '@frs/contract';
import HotelIcon from '@mui/icons-material/HotelOutlined';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

/** Where an uploaded photo is served (GET /api/uploads/{id}, no login needed). */
export function photoUrl(uploadId: string): string {
  return endpointPath(UPLOAD_ENDPOINTS.file, { id: uploadId });
}

/** A hotel's stars, read out as "4-star hotel" (the glyphs alone mean nothing to a screen reader). */
export function HotelStars({ count, testId }: { count: number; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Box
      component="span"
      role="img"
      aria-label={t('hotelSearch.stars', { stars: count })}
      data-testid={testId}
      sx={{ color: 'warning.main', letterSpacing: 1, whiteSpace: 'nowrap' }}
    >
      {'★'.repeat(count)}
    </Box>
  );
}

const FRAME = {
  borderRadius: 1,
  overflow: 'hidden',
  bgcolor: 'action.hover',
  aspectRatio: '4 / 3',
  width: '100%',
} as const;

/**
 * A hotel's first photo (its name as the alternative text), or a neutral placeholder when it has none, in a box of the
 * same size so that the cards line up.
 */
export function HotelPhoto({
  name,
  uploadId,
  testId,
  sx,
}: {
  name: string;
  uploadId: string | undefined;
  testId: string;
  sx?: SxProps<Theme>;
}) {
  const extra = Array.isArray(sx) ? sx : sx ? [sx] : [];
  if (!uploadId) {
    return (
      <Box
        data-testid={`${testId}-placeholder`}
        sx={[
          FRAME,
          { display: 'flex', alignItems: 'center', justifyContent: 'center', color: 'text.disabled' },
          ...extra,
        ]}
      >
        <HotelIcon sx={{ fontSize: 48 }} aria-hidden />
      </Box>
    );
  }
  return (
    <Box sx={[FRAME, ...extra]}>
      <Box
        component="img"
        src={photoUrl(uploadId)}
        alt={name}
        loading="lazy"
        data-testid={testId}
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    </Box>
  );
}
