import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { TFieldDescriptor, TInputSchema } from '@frs/contract';
import { useId, useState, type ComponentType, type ReactNode } from 'react';
import { useForm, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { fieldErrorMap } from '../../lib/field-errors';
import { ApiError } from '../../lib/api-client';
import { applyServerErrors } from '../../lib/server-errors';
import { ResourceFields, type TCustomWidget } from './resource-fields';

/** Every input path of a set of fields (a group's sub-fields once per passenger type), for placing server errors. */
function fieldPaths(fields: readonly TFieldDescriptor[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const path = `${prefix}${field.name}`;
    const widget = field.widget;
    if (widget.kind === 'passengerTypes') {
      return ['adult', 'child', 'infant'].flatMap((type) => fieldPaths(widget.fields, `${path}.${type}.`));
    }
    if (widget.kind === 'multilingual') return ['hy', 'en', 'ru'].map((language) => `${path}.${language}`);
    if (widget.kind === 'moneyOrPercent') return [`${path}.type`, `${path}.value`, path];
    return [path];
  });
}

export interface TResourceFormDialogProps<TSchema extends TInputSchema = TInputSchema> {
  title: string;
  fields: readonly TFieldDescriptor[];
  /** The contract's request schema: the same one the server validates with. */
  schema: TSchema;
  defaultValues: FieldValues;
  /** Sends the parsed values; a rejection puts field errors under the inputs and the message in an alert. */
  onSubmit: (values: z.output<TSchema>) => Promise<unknown>;
  onSaved: () => void;
  onClose: () => void;
  testId?: string;
  customWidgets?: Readonly<Record<string, TCustomWidget>>;
  /**
   * Answers a failure the generic alert cannot (a 409 that asks for confirmation): what to show, with a way to send
   * again with more values. Null leaves it to the generic handling.
   */
  renderFailure?: (error: unknown, resubmit: (extra: Partial<z.output<TSchema>>) => void) => ReactNode | null;
  /** What the form does by itself as its values change (a field filled in from another): rendered inside it. */
  FormEffects?: ComponentType<{ control: Control<FieldValues> }>;
}

/**
 * The one create/edit form of the app (docs/CODE_STYLE.md rule 8): fields drawn from a descriptor, react-hook-form
 * resolved with the contract's own schema, server field errors under the inputs. Render it only while open, so that
 * each opening starts from its default values.
 */
export function ResourceFormDialog<TSchema extends TInputSchema>({
  title,
  fields,
  schema,
  defaultValues,
  onSubmit,
  onSaved,
  onClose,
  testId = 'resource-form',
  customWidgets,
  renderFailure,
  FormEffects,
}: TResourceFormDialogProps<TSchema>) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const [failure, setFailure] = useState<{ error: unknown; values: z.output<TSchema> } | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The resolver only validates (raw: the form keeps what was typed); the submit parses once, which also gives the
  // schema's typed output to `onSubmit`.
  const validator: TInputSchema = schema;
  const { control, handleSubmit, setError } = useForm<FieldValues>({
    resolver: zodResolver(validator, { error: fieldErrorMap }, { raw: true }),
    defaultValues,
  });
  const paths = fieldPaths(fields);
  // A custom widget draws its own inputs: an error anywhere under its field (`cancellationPolicy.0.value`) is its.
  const customPaths = fields.filter((field) => field.widget.kind === 'custom').map((field) => field.name);
  const placeablePaths = (error: unknown) => [
    ...paths,
    ...(error instanceof ApiError
      ? Object.keys(error.fieldErrors).filter((key) => customPaths.some((path) => key.startsWith(`${path}.`)))
      : []),
  ];

  const send = async (values: z.output<TSchema>) => {
    setAlert(null);
    setFailure(null);
    setSaving(true);
    try {
      await onSubmit(values);
      onSaved();
    } catch (error) {
      if (renderFailure?.(error, () => undefined)) {
        setFailure({ error, values });
      } else {
        setAlert(applyServerErrors(error, setError, placeablePaths(error) as Path<FieldValues>[], t('errors.GENERIC')));
      }
    } finally {
      setSaving(false);
    }
  };

  const custom = failure && renderFailure?.(failure.error, (extra) => void send({ ...failure.values, ...extra }));

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <form
          id={`${testId}-form`}
          noValidate
          data-testid={testId}
          onSubmit={(event) => void handleSubmit((values) => send(schema.parse(values)))(event)}
        >
          {alert && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid={`${testId}-error`}>
              {alert}
            </Alert>
          )}
          {custom}
          <ResourceFields control={control} fields={fields} customWidgets={customWidgets} />
          {FormEffects && <FormEffects control={control} />}
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid={`${testId}-cancel`}>
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          form={`${testId}-form`}
          variant="contained"
          loading={saving}
          data-testid={`${testId}-submit`}
        >
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
