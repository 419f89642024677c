import {
  ZCompanySettingsRequest,
  type TCompanySettings,
  type TCompanySettingsRequest,
  type TSocialNetwork,
} from '@frs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/form/form-text-field';
import { ImageUploadField } from '../../components/form/image-upload-field';
import { QueryContent } from '../../components/query-content';
import { fieldErrorMap } from '../../lib/field-errors';
import { companySettingsQuery } from '../../lib/queries';
import { queryKeys } from '../../lib/query-keys';
import { applyServerErrors } from '../../lib/server-errors';
import { saveCompanySettings } from './settings-api';
import { FieldGroup, SettingsForm, type TFormNotice } from './settings-form-layout';

const SOCIAL_NETWORKS: readonly TSocialNetwork[] = ['facebook', 'instagram', 'linkedin', 'telegram', 'whatsapp'];
const SOCIAL_LABELS: Record<TSocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  telegram: 'Telegram',
  whatsapp: 'WhatsApp',
};

type TTextField = Exclude<keyof TCompanySettingsRequest, 'socialLinks' | 'logoUploadId'>;
const CONTACT_FIELDS: readonly TTextField[] = [
  'compName',
  'compTelephone',
  'compEmail',
  'compAddressEng',
  'compAddressArm',
  'compAddressRus',
];
const LEGAL_FIELDS: readonly TTextField[] = ['legalName', 'taxId', 'bankName', 'bankAccount', 'bankSwift'];
const FORM_FIELDS: readonly Path<TCompanySettingsRequest>[] = [
  ...CONTACT_FIELDS,
  ...LEGAL_FIELDS,
  'logoUploadId',
  ...SOCIAL_NETWORKS.map((network) => `socialLinks.${network}` as const),
];

function toRequest(settings: TCompanySettings | undefined): TCompanySettingsRequest {
  if (!settings) {
    return {
      compName: '',
      compTelephone: '',
      compEmail: '',
      compAddressEng: '',
      compAddressArm: '',
      compAddressRus: '',
      legalName: null,
      taxId: null,
      bankName: null,
      bankAccount: null,
      bankSwift: null,
      logoUploadId: null,
      socialLinks: { facebook: null, instagram: null, linkedin: null, telegram: null, whatsapp: null },
    };
  }
  const { logoUrl: _logoUrl, ...request } = settings;
  return request;
}

function CompanySettingsFields(props: { settings: TCompanySettings | undefined; readOnly: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<TFormNotice>(null);
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(ZCompanySettingsRequest, { error: fieldErrorMap }),
    defaultValues: toRequest(props.settings),
  });
  const mutation = useMutation({
    mutationFn: (input: TCompanySettingsRequest) => saveCompanySettings(input, props.settings !== undefined),
  });
  const onSubmit = handleSubmit((input) => {
    setNotice(null);
    mutation.mutate(input, {
      onSuccess: (saved) => {
        // The footer reads the same query: it shows the new phone, e-mail and address at once.
        queryClient.setQueryData(queryKeys.companySettings(), saved);
        setNotice({ severity: 'success', text: t('companySettings.saved') });
      },
      onError: (error) => {
        const text = applyServerErrors(error, setError, FORM_FIELDS, t('errors.GENERIC'));
        if (text) setNotice({ severity: 'error', text });
      },
    });
  });
  const textField = (name: TTextField) => (
    <FormTextField
      key={name}
      control={control}
      name={name}
      testId={`company-${name}`}
      label={t(`companySettings.${name}`)}
      disabled={props.readOnly}
      fullWidth
    />
  );
  return (
    <SettingsForm
      testId="company-settings"
      notice={notice}
      readOnly={props.readOnly}
      saving={mutation.isPending}
      saveLabel={t('companySettings.save')}
      onSubmit={(event) => void onSubmit(event)}
    >
      <FieldGroup title={t('companySettings.contacts')}>{CONTACT_FIELDS.map(textField)}</FieldGroup>
      <FieldGroup title={t('companySettings.legal')}>
        {LEGAL_FIELDS.map(textField)}
        <ImageUploadField
          control={control}
          name="logoUploadId"
          kind="companyLogo"
          label={t('companySettings.logo')}
          currentUrl={props.settings?.logoUrl ?? null}
          disabled={props.readOnly}
          testId="company-logo"
        />
      </FieldGroup>
      <FieldGroup title={t('companySettings.social')}>
        {SOCIAL_NETWORKS.map((network) => (
          <FormTextField
            key={network}
            control={control}
            name={`socialLinks.${network}`}
            testId={`company-social-${network}`}
            label={SOCIAL_LABELS[network]}
            type="url"
            disabled={props.readOnly}
            fullWidth
          />
        ))}
      </FieldGroup>
    </SettingsForm>
  );
}

/** The Company tab of /settings: what the footer, e-mails and documents show about the agency. */
export function CompanySettingsTab({ readOnly }: { readOnly: boolean }) {
  return (
    <QueryContent
      query={useQuery(companySettingsQuery())}
      // Not saved yet: the form starts empty and its first save creates them.
      whenNotFound={() => <CompanySettingsFields settings={undefined} readOnly={readOnly} />}
    >
      {(settings) => <CompanySettingsFields settings={settings} readOnly={readOnly} />}
    </QueryContent>
  );
}
