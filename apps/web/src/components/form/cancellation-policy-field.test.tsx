import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_CANCELLATION_TIERS, ZCancellationTier, type TInputSchema } from '@frs/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { i18n } from '../../lib/i18n';
import { fieldErrorMap } from '../../lib/field-errors';
import { renderWithProviders } from '../../test/render';
import { CancellationPolicyField } from './cancellation-policy-field';

/** The rooms form's rule for the list, as ZRoomInput has it (erased as the generic form erases its schemas). */
const ZPolicyForm: TInputSchema = z.strictObject({
  cancellationPolicy: z.array(ZCancellationTier).max(MAX_CANCELLATION_TIERS),
});

/** The widget in a form of its own, as the generic resource form renders it; `serverError` is set as a server's. */
function PolicyForm({
  initial,
  onValid,
  serverError,
}: {
  initial: unknown[];
  onValid: (values: FieldValues) => void;
  serverError?: { path: string; message: string };
}) {
  const { control, handleSubmit, setError } = useForm<FieldValues>({
    resolver: zodResolver(ZPolicyForm, { error: fieldErrorMap }, { raw: true }),
    defaultValues: { cancellationPolicy: initial },
  });
  useEffect(() => {
    if (serverError) setError(serverError.path, { type: 'server', message: serverError.message });
  }, [serverError, setError]);
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
      <CancellationPolicyField
        control={control}
        name="cancellationPolicy"
        label="Cancellation policy"
        testId="field-cancellationPolicy"
      />
      <button type="submit">Save</button>
    </form>
  );
}

const input = (path: string) => screen.getByTestId(`field-cancellationPolicy.${path}`);

describe('CancellationPolicyField (the room type form)', { timeout: 30_000 }, () => {
  it('adds and removes tiers, switches a tier to nights, and hands the form the list', async () => {
    await i18n.changeLanguage('en');
    const onValid = vi.fn();
    const { user } = renderWithProviders(
      <PolicyForm initial={[{ daysBefore: 14, type: 'percent', value: 30 }]} onValid={onValid} />,
    );
    expect(screen.getByRole('group', { name: 'Tier 1' })).toBeInTheDocument();
    expect(input('0.daysBefore')).toHaveValue(14);
    expect(input('0.type')).toHaveValue('percent');

    await user.click(screen.getByTestId('field-cancellationPolicy-add'));
    await user.click(screen.getByTestId('field-cancellationPolicy-add'));
    expect(screen.getAllByRole('group', { name: /^Tier \d$/ })).toHaveLength(3);
    await user.type(input('1.daysBefore'), '3');
    await user.selectOptions(input('1.type'), 'nights');
    // A tier in nights says so beside its value.
    expect(input('1.value').closest('.MuiInputBase-root')).toHaveTextContent('nights');
    await user.type(input('1.value'), '1');
    await user.click(screen.getByRole('button', { name: 'Remove tier 3' }));
    expect(screen.getAllByRole('group', { name: /^Tier \d$/ })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({
      cancellationPolicy: [
        { daysBefore: 14, type: 'percent', value: 30 },
        { daysBefore: 3, type: 'nights', value: 1 },
      ],
    });

    await user.click(screen.getByRole('button', { name: 'Remove tier 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove tier 1' }));
    expect(screen.queryByRole('group', { name: /^Tier \d$/ })).not.toBeInTheDocument();
    expect(screen.getByText('No penalty: cancelling is free until check-in')).toBeInTheDocument();
  });

  it("shows each tier's mistakes under its own inputs", async () => {
    await i18n.changeLanguage('en');
    const onValid = vi.fn();
    const { user } = renderWithProviders(
      <PolicyForm
        initial={[
          { daysBefore: 7, type: 'percent', value: 50 },
          { daysBefore: 2, type: 'percent', value: 150 },
        ]}
        onValid={onValid}
      />,
    );
    await user.click(screen.getByTestId('field-cancellationPolicy-add'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const second = within(screen.getByRole('group', { name: 'Tier 2' }));
    expect(await second.findByText('Maximum 100')).toBeInTheDocument();
    expect(input('1.value')).toHaveAttribute('aria-invalid', 'true');
    expect(input('0.value')).toHaveAttribute('aria-invalid', 'false');
    const third = within(screen.getByRole('group', { name: 'Tier 3' }));
    expect(third.getAllByText('Field is required')).toHaveLength(2);
    expect(input('2.daysBefore')).toHaveAttribute('aria-invalid', 'true');
    expect(onValid).not.toHaveBeenCalled();
  });

  it("shows a server's message at a nested path under that input", async () => {
    await i18n.changeLanguage('en');
    renderWithProviders(
      <PolicyForm
        initial={[{ daysBefore: 7, type: 'nights', value: 2 }]}
        onValid={vi.fn()}
        serverError={{ path: 'cancellationPolicy.0.value', message: 'Longer than the minimum stay' }}
      />,
    );
    const tier = within(screen.getByRole('group', { name: 'Tier 1' }));
    expect(await tier.findByText('Longer than the minimum stay')).toBeInTheDocument();
    expect(input('0.value')).toHaveAttribute('aria-invalid', 'true');
    expect(input('0.daysBefore')).toHaveAttribute('aria-invalid', 'false');
  });

  it('offers no more tiers than the contract allows', async () => {
    await i18n.changeLanguage('en');
    const tiers = Array.from({ length: MAX_CANCELLATION_TIERS - 1 }, (_, index) => ({
      daysBefore: index,
      type: 'percent',
      value: 10,
    }));
    const { user } = renderWithProviders(<PolicyForm initial={tiers} onValid={vi.fn()} />);
    await user.click(screen.getByTestId('field-cancellationPolicy-add'));
    expect(screen.getAllByRole('group', { name: /^Tier \d+$/ })).toHaveLength(MAX_CANCELLATION_TIERS);
    expect(screen.queryByTestId('field-cancellationPolicy-add')).not.toBeInTheDocument();
  });
});
