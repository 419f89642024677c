import { fileRuleMegabytes, UPLOAD_FIELD, UPLOAD_RULES, type TUploadKind } from '@frs/contract';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { acceptedTypes, fileProblem, uploadFile } from '../../lib/uploads';
import { translateFieldError } from '../../lib/field-errors';

export interface TImageUploadFieldProps<TValues extends FieldValues> {
  control: Control<TValues>;
  /** The form field holding the upload's id (null for none). */
  name: Path<TValues>;
  kind: TUploadKind;
  label: string;
  /** The image currently saved, shown until another is chosen. */
  currentUrl: string | null;
  disabled?: boolean;
  testId: string;
}

/**
 * An image input: the file is checked here against its kind's rule (size, type), uploaded at once, and the form
 * keeps the upload's id. The server checks the same rule again, by the file's bytes; its message shows here too.
 */
export function ImageUploadField<TValues extends FieldValues>({
  control,
  name,
  kind,
  label,
  currentUrl,
  disabled = false,
  testId,
}: TImageUploadFieldProps<TValues>) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const rule = UPLOAD_RULES[kind];
  const { field, fieldState } = useController({ control, name });
  const [previewUrl, setPreviewUrl] = useState<string | null>(currentUrl);
  const upload = useMutation({ mutationFn: (file: File) => uploadFile(kind, file) });
  // The file's own problems live here; the form's error (from saving) shows when there is none.
  const [fileError, setFileError] = useState<string | null>(null);
  const message = translateFieldError(fileError ?? fieldState.error?.message, t);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = fileProblem(kind, file);
    if (problem) {
      setFileError(problem);
      return;
    }
    setFileError(null);
    upload.mutate(file, {
      onSuccess: (stored) => {
        field.onChange(stored.id);
        setPreviewUrl(stored.url);
      },
      onError: (error) => {
        const serverMessage =
          error instanceof ApiError ? (error.fieldErrors[UPLOAD_FIELD] ?? error.message) : undefined;
        setFileError(serverMessage ?? t('errors.GENERIC'));
      },
    });
  };

  const shownUrl = field.value ? previewUrl : null;
  return (
    <Box data-testid={testId}>
      <Typography component="label" htmlFor={inputId} variant="body2" sx={{ display: 'block', mb: 1, fontWeight: 500 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box
          sx={{
            width: 96,
            height: 64,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'grey.50',
            overflow: 'hidden',
          }}
        >
          {shownUrl ? (
            <Box
              component="img"
              src={shownUrl}
              alt={label}
              data-testid={`${testId}-preview`}
              sx={{ maxWidth: '100%', maxHeight: '100%' }}
            />
          ) : (
            <Typography variant="caption" color="text.secondary">
              {t('upload.none')}
            </Typography>
          )}
        </Box>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={rule.types.join(',')}
          hidden
          disabled={disabled}
          data-testid={`${testId}-input`}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button
          variant="outlined"
          size="small"
          startIcon={<UploadIcon />}
          disabled={disabled}
          loading={upload.isPending}
          onClick={() => input.current?.click()}
          data-testid={`${testId}-choose`}
        >
          {t('upload.choose')}
        </Button>
        {shownUrl && !disabled && (
          <Button
            size="small"
            color="inherit"
            startIcon={<DeleteOutlineIcon />}
            onClick={() => field.onChange(null)}
            data-testid={`${testId}-remove`}
          >
            {t('upload.remove')}
          </Button>
        )}
      </Box>
      <FormHelperText error={Boolean(message)} data-testid={`${testId}-message`}>
        {message ??
          t('upload.hint', {
            types: acceptedTypes(kind),
            size: fileRuleMegabytes(rule),
          })}
      </FormHelperText>
    </Box>
  );
}
