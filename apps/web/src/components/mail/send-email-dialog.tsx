import { requiredText, ruleMessage, SEND_EMAIL_LIMITS, SEND_EMAIL_TYPES, type TMailQueued } from '@frs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { TFunction } from 'i18next';
import { useId, useMemo, useRef } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { fieldErrorMap, translateFieldError } from '../../lib/field-errors';
import { sendFreeEmail } from '../../lib/mail-api';
import { useServerSubmit } from '../../lib/use-server-submit';
import { FormTextField } from '../form/form-text-field';

const MEGABYTE = 1024 * 1024;
const FILE_MEGABYTES = SEND_EMAIL_LIMITS.fileBytes / MEGABYTE;
const TOTAL_MEGABYTES = SEND_EMAIL_LIMITS.totalBytes / MEGABYTE;
/** The file picker offers these (by type and by extension, since some systems give CSV or DOCX no type). */
const ACCEPT = [...SEND_EMAIL_TYPES, '.pdf', '.png', '.jpg', '.jpeg', '.txt', '.csv', '.xlsx', '.docx'].join(',');
const ZAddress = z.email();

/** The addresses of the To field: separated by commas, semicolons or white space. */
export function splitAddresses(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((address) => address.trim())
    .filter(Boolean);
}

/** What is wrong with the chosen files as a whole or one by one, as a text to show, or null. */
export function attachmentsProblem(files: readonly File[], t: TFunction): string | null {
  if (files.length > SEND_EMAIL_LIMITS.attachments)
    return t('sendEmail.tooManyFiles', { count: SEND_EMAIL_LIMITS.attachments });
  for (const file of files) {
    if (file.size > SEND_EMAIL_LIMITS.fileBytes)
      return t('sendEmail.fileTooLarge', { name: file.name, n: FILE_MEGABYTES });
    if (!(SEND_EMAIL_TYPES as readonly string[]).includes(file.type))
      return t('sendEmail.fileType', { name: file.name });
  }
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > SEND_EMAIL_LIMITS.totalBytes) return t('sendEmail.totalTooLarge', { n: TOTAL_MEGABYTES });
  return null;
}

/** The form checks what the server checks (SEND_EMAIL_LIMITS, SEND_EMAIL_TYPES) before anything is sent. */
function sendEmailSchema(t: TFunction) {
  return z.object({
    to: z
      .string()
      .superRefine((value, context) => {
        const addresses = splitAddresses(value);
        const problem =
          addresses.length === 0
            ? ruleMessage('required').message
            : addresses.length > SEND_EMAIL_LIMITS.recipients
              ? t('sendEmail.tooManyRecipients', { count: SEND_EMAIL_LIMITS.recipients })
              : addresses
                  .filter((address) => !ZAddress.safeParse(address).success)
                  .map((address) => t('sendEmail.invalidAddress', { address }))[0];
        if (problem) context.addIssue({ code: 'custom', message: problem });
      })
      .transform(splitAddresses),
    subject: requiredText(SEND_EMAIL_LIMITS.subjectLength),
    body: requiredText(SEND_EMAIL_LIMITS.bodyLength),
    attachments: z.array(z.custom<File>()).superRefine((files, context) => {
      const problem = attachmentsProblem(files, t);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  });
}

interface TSendEmailValues {
  to: string;
  subject: string;
  body: string;
  attachments: File[];
}

const FIELDS = ['to', 'subject', 'body', 'attachments'] as const;

function megabytes(bytes: number): string {
  return `${(bytes / MEGABYTE).toFixed(bytes < MEGABYTE ? 2 : 1)} MB`;
}

/**
 * "Write an e-mail" (docs/PRODUCT.md §7 "Mail and PDF service"): recipients, subject, message and files, checked here
 * against the contract's limits and then by the server, whose field errors go under the inputs. The mail is queued: a
 * success means the outbox took it (a later delivery failure is only logged, docs/PRODUCT.md §8).
 */
export default function SendEmailDialog({
  defaultTo = '',
  defaultSubject = '',
  onClose,
  onSent,
}: {
  defaultTo?: string;
  defaultSubject?: string;
  onClose: () => void;
  onSent: (result: TMailQueued) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const filesHelpId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const schema = useMemo(() => sendEmailSchema(t), [t]);
  const form = useForm<TSendEmailValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema, { error: fieldErrorMap }),
    defaultValues: { to: defaultTo, subject: defaultSubject, body: '', attachments: [] },
  });
  const { control, handleSubmit, setError, clearErrors } = form;
  const attachments = useController({ control, name: 'attachments' });
  const files = attachments.field.value;
  const { formProps } = useServerSubmit({
    form: { handleSubmit, setError },
    fields: FIELDS,
    send: (values) => sendFreeEmail(values),
    onSuccess: (result) => {
      onSent(result);
      onClose();
    },
  });
  const filesMessage = translateFieldError(attachments.fieldState.error?.message, t);

  const addFiles = (chosen: FileList | null) => {
    const next = [...files, ...Array.from(chosen ?? [])];
    const problem = attachmentsProblem(next, t);
    if (problem) setError('attachments', { type: 'client', message: problem });
    else {
      clearErrors('attachments');
      attachments.field.onChange(next);
    }
    if (fileInput.current) fileInput.current.value = '';
  };
  const removeFile = (index: number) => {
    clearErrors('attachments');
    attachments.field.onChange(files.filter((_file, position) => position !== index));
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      fullScreen={phone}
      maxWidth="sm"
      aria-labelledby={titleId}
      data-testid="send-email-dialog"
    >
      <DialogTitle id={titleId}>{t('sendEmail.title')}</DialogTitle>
      <Box component="form" noValidate onSubmit={formProps.onSubmit} sx={{ display: 'contents' }}>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {formProps.serverMessage && (
            <Alert severity="error" data-testid="send-email-error">
              {formProps.serverMessage}
            </Alert>
          )}
          <FormTextField
            control={control}
            name="to"
            label={t('sendEmail.to')}
            helperText={t('sendEmail.toHelp', { count: SEND_EMAIL_LIMITS.recipients })}
            required
            autoFocus={!defaultTo}
            testId="send-email-to"
            slotProps={{ htmlInput: { inputMode: 'email', autoComplete: 'email' } }}
          />
          <FormTextField
            control={control}
            name="subject"
            label={t('sendEmail.subject')}
            required
            autoFocus={Boolean(defaultTo)}
            testId="send-email-subject"
            slotProps={{ htmlInput: { maxLength: SEND_EMAIL_LIMITS.subjectLength } }}
          />
          <FormTextField
            control={control}
            name="body"
            label={t('sendEmail.body')}
            required
            multiline
            minRows={5}
            maxRows={14}
            testId="send-email-body"
            slotProps={{ htmlInput: { maxLength: SEND_EMAIL_LIMITS.bodyLength } }}
          />
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Typography component="h3" variant="subtitle2">
              {t('sendEmail.attachments')}
            </Typography>
            {files.length > 0 && (
              <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
                {files.map((file, index) => (
                  <Box
                    component="li"
                    key={`${file.name}-${index}`}
                    sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
                    data-testid="send-email-file"
                  >
                    <Typography variant="body2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
                      {file.name} ({megabytes(file.size)})
                    </Typography>
                    <IconButton
                      size="small"
                      aria-label={t('sendEmail.remove', { name: file.name })}
                      onClick={() => removeFile(index)}
                    >
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  </Box>
                ))}
              </Box>
            )}
            <Box>
              <Button
                variant="outlined"
                startIcon={<AttachFileIcon />}
                disabled={files.length >= SEND_EMAIL_LIMITS.attachments}
                onClick={() => fileInput.current?.click()}
                aria-describedby={filesHelpId}
                data-testid="send-email-attach"
              >
                {t('sendEmail.attach')}
              </Button>
              <input
                ref={fileInput}
                type="file"
                multiple
                hidden
                accept={ACCEPT}
                onChange={(event) => addFiles(event.target.files)}
                data-testid="send-email-files"
              />
            </Box>
            <FormHelperText
              id={filesHelpId}
              error={Boolean(filesMessage)}
              role={filesMessage ? 'alert' : undefined}
              data-testid="send-email-files-help"
              sx={{ mx: 0 }}
            >
              {filesMessage ??
                t('sendEmail.attachmentsHelp', {
                  count: SEND_EMAIL_LIMITS.attachments,
                  each: FILE_MEGABYTES,
                  total: TOTAL_MEGABYTES,
                })}
            </FormHelperText>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} data-testid="send-email-cancel">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={formProps.pending} data-testid="send-email-submit">
            {t('sendEmail.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
