import { ZTicketSettingsRequest, type TTicketSettings, type TTicketSettingsRequest } from '@frs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/form/form-text-field';
import { ImageUploadField } from '../../components/form/image-upload-field';
import { QueryContent } from '../../components/query-content';
import { fieldErrorMap } from '../../lib/field-errors';
import { queryKeys } from '../../lib/query-keys';
import { applyServerErrors } from '../../lib/server-errors';
import { saveTicketSettings, ticketSettingsQuery } from './settings-api';
import { FieldGroup, SettingsForm, type TFormNotice } from './settings-form-layout';

const TERMS = ['termsHy', 'termsEn', 'termsRu'] as const;
const COLOURS = ['primaryColour', 'accentColour'] as const;
/** The e-ticket's images: the field, the kind of upload, the label's key (and test id) and the current file. */
const IMAGES = [
  { name: 'logoUploadId', kind: 'ticketLogo', label: 'logo', url: 'logoUrl' },
  { name: 'signatureUploadId', kind: 'ticketSignature', label: 'signature', url: 'signatureUrl' },
] as const;
const FORM_FIELDS: readonly Path<TTicketSettingsRequest>[] = [
  'ticketPrefix',
  ...TERMS,
  ...COLOURS,
  ...IMAGES.map((image) => image.name),
];

function toRequest({ logoUrl: _logo, signatureUrl: _signature, ...request }: TTicketSettings): TTicketSettingsRequest {
  return request;
}

function TicketSettingsFields({ settings, readOnly }: { settings: TTicketSettings; readOnly: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<TFormNotice>(null);
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(ZTicketSettingsRequest, { error: fieldErrorMap }),
    defaultValues: toRequest(settings),
  });
  const mutation = useMutation({ mutationFn: saveTicketSettings });
  const onSubmit = handleSubmit((input) => {
    setNotice(null);
    mutation.mutate(input, {
      onSuccess: (saved) => {
        queryClient.setQueryData(queryKeys.ticketSettings(), saved);
        setNotice({ severity: 'success', text: t('ticketSettings.saved') });
      },
      onError: (error) => {
        const text = applyServerErrors(error, setError, FORM_FIELDS, t('errors.GENERIC'));
        if (text) setNotice({ severity: 'error', text });
      },
    });
  });
  return (
    <SettingsForm
      testId="ticket-settings"
      notice={notice}
      readOnly={readOnly}
      saving={mutation.isPending}
      saveLabel={t('ticketSettings.save')}
      onSubmit={(event) => void onSubmit(event)}
    >
      <FieldGroup>
        <FormTextField
          control={control}
          name="ticketPrefix"
          testId="ticket-prefix"
          label={t('ticketSettings.ticketPrefix')}
          helperText={t('ticketSettings.ticketPrefixHint')}
          disabled={readOnly}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
        />
        {COLOURS.map((name) => (
          <FormTextField
            key={name}
            control={control}
            name={name}
            testId={`ticket-${name}`}
            label={t(`ticketSettings.${name}`)}
            type="color"
            disabled={readOnly}
            sx={{ maxWidth: 200 }}
          />
        ))}
      </FieldGroup>
      <FieldGroup>
        {IMAGES.map((image) => (
          <ImageUploadField
            key={image.name}
            control={control}
            name={image.name}
            kind={image.kind}
            label={t(`ticketSettings.${image.label}`)}
            currentUrl={settings[image.url]}
            disabled={readOnly}
            testId={`ticket-${image.label}`}
          />
        ))}
      </FieldGroup>
      {TERMS.map((name) => (
        <FormTextField
          key={name}
          control={control}
          name={name}
          testId={`ticket-${name}`}
          label={t(`ticketSettings.${name}`)}
          disabled={readOnly}
          multiline
          minRows={3}
          fullWidth
          sx={{ mb: 2 }}
        />
      ))}
    </SettingsForm>
  );
}

/** The Tickets tab of /settings: the e-ticket's numbering, terms, images and colours. */
export function TicketSettingsTab({ readOnly }: { readOnly: boolean }) {
  return (
    <QueryContent query={useQuery(ticketSettingsQuery())}>
      {(settings) => <TicketSettingsFields settings={settings} readOnly={readOnly} />}
    </QueryContent>
  );
}
