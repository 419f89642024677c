import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import { endpointPath, MAX_HOTEL_PHOTOS, UPLOAD_ENDPOINTS, UPLOAD_RULES, type TUploadKind } from '@frs/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useController, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { translateFieldError } from '../../lib/field-errors';
import { fileProblem, uploadFile } from '../../lib/uploads';

interface TPhotoListFieldProps {
  control: Control<FieldValues>;
  name: string;
  label: string;
  testId: string;
  kind?: TUploadKind;
}

/**
 * A list of photos held as upload ids: each chosen file is checked against its kind's rule here, uploaded at once,
 * and added to the list; a photo can be removed. The server checks each id again when the form is saved.
 */
export function PhotoListField({ control, name, label, testId, kind = 'hotelPhoto' }: TPhotoListFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { field, fieldState } = useController({ control, name });
  const ids: string[] = Array.isArray(field.value)
    ? field.value.filter((id): id is string => typeof id === 'string')
    : [];
  const [fileError, setFileError] = useState<string | null>(null);
  const upload = useMutation({ mutationFn: (file: File) => uploadFile(kind, file) });
  const message = translateFieldError(fileError ?? fieldState.error?.message, t);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = fileProblem(kind, file);
    setFileError(problem);
    if (problem) return;
    upload.mutate(file, {
      onSuccess: (stored) => field.onChange([...ids, stored.id]),
      onError: (error) =>
        setFileError(error instanceof ApiError ? (error.fieldErrors.file ?? error.message) : t('errors.GENERIC')),
    });
  };

  return (
    <Box data-testid={testId}>
      <Typography component="label" htmlFor={inputId} variant="subtitle2" sx={{ display: 'block', mb: 1 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {ids.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('hotelPhotos.none')}
          </Typography>
        )}
        {ids.map((id, index) => (
          <Box
            key={id}
            sx={{
              position: 'relative',
              width: 112,
              height: 80,
              borderRadius: 1,
              overflow: 'hidden',
              border: 1,
              borderColor: 'divider',
            }}
          >
            <Box
              component="img"
              src={endpointPath(UPLOAD_ENDPOINTS.file, { id })}
              alt={t('hotelPhotos.photo', { n: index + 1 })}
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
            <IconButton
              size="small"
              aria-label={t('hotelPhotos.remove')}
              onClick={() => field.onChange(ids.filter((other) => other !== id))}
              data-testid={`${testId}-remove-${index}`}
              sx={{
                position: 'absolute',
                top: 2,
                right: 2,
                bgcolor: 'background.paper',
                '&:hover': { bgcolor: 'background.paper' },
              }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Box>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={UPLOAD_RULES[kind].types.join(',')}
        hidden
        data-testid={`${testId}-input`}
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Button
        size="small"
        startIcon={<AddPhotoIcon />}
        onClick={() => input.current?.click()}
        loading={upload.isPending}
        disabled={ids.length >= MAX_HOTEL_PHOTOS}
        data-testid={`${testId}-add`}
        sx={{ mt: 1 }}
      >
        {t('hotelPhotos.add')}
      </Button>
      {message && (
        <FormHelperText error data-testid={`${testId}-message`}>
          {message}
        </FormHelperText>
      )}
    </Box>
  );
}
