import type { THotelSummary } from '@frs/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { textInLanguage } from '../../../lib/multilingual';
import { hotelDetailQuery } from '../api';
import { HotelPhoto, HotelStars, photoUrl } from './hotel-parts';
import { toStayQuery, type THotelSearch } from './hotel-search-values';

/** The photos: the chosen one large, and a row of thumbnails (buttons: keyboard and screen readers choose them too). */
function Gallery({ name, photos }: { name: string; photos: readonly string[] }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(0);
  if (photos.length === 0) return <HotelPhoto name={name} uploadId={undefined} testId="hotel-details-photo" />;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <HotelPhoto
        name={t('hotelSearch.photoOf', { hotel: name, number: chosen + 1, total: photos.length })}
        uploadId={photos[chosen]}
        testId="hotel-details-photo"
        sx={{ aspectRatio: '16 / 10' }}
      />
      {photos.length > 1 && (
        <Box
          role="group"
          aria-label={t('hotelSearch.photos')}
          sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 0.5 }}
        >
          {photos.map((id, index) => (
            <ButtonBase
              key={id}
              onClick={() => setChosen(index)}
              aria-label={t('hotelSearch.showPhoto', { number: index + 1, total: photos.length })}
              aria-pressed={index === chosen}
              data-testid={`hotel-details-thumb-${index}`}
              sx={{
                flex: '0 0 auto',
                width: 72,
                height: 54,
                borderRadius: 1,
                overflow: 'hidden',
                outline: index === chosen ? 2 : 0,
                outlineColor: 'primary.main',
                '&.Mui-focusVisible': { outline: 3, outlineColor: 'primary.dark' },
              }}
            >
              <Box
                component="img"
                src={photoUrl(id)}
                alt=""
                loading="lazy"
                sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />
            </ButtonBase>
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * A hotel's details (GET /api/hotelSearch/{id} for the same stay): its photos and its description in the reader's
 * language. Full screen on a phone.
 */
export function HotelDetailsDialog({
  hotel,
  search,
  onClose,
}: {
  hotel: THotelSummary;
  search: THotelSearch;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const detail = useQuery(hotelDetailQuery(hotel.id, toStayQuery(search)));
  const description = detail.data ? textInLanguage(detail.data.description, i18n.language) : '';
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby="hotel-details-title"
      data-testid="hotel-details"
    >
      <DialogTitle id="hotel-details-title" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
        {hotel.name}
        <HotelStars count={hotel.category} />
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {hotel.city}, {hotel.country} · {hotel.address}
        </Typography>
        {detail.isPending && <Spinner testId="hotel-details-loading" />}
        {detail.isError && (
          <Alert severity="error" data-testid="hotel-details-error">
            {detail.error instanceof ApiError ? detail.error.message : t('errors.GENERIC')}
          </Alert>
        )}
        {detail.data && (
          <>
            <Gallery name={detail.data.name} photos={detail.data.photoUploadIds} />
            <Typography
              variant="body1"
              sx={{ whiteSpace: 'pre-line' }}
              color={description ? 'text.primary' : 'text.secondary'}
              data-testid="hotel-details-description"
            >
              {description || t('hotelSearch.noDescription')}
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="hotel-details-close">
          {t('hotelSearch.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
