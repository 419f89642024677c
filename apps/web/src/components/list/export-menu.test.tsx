import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { ExportMenu } from './export-menu';

describe('ExportMenu', { timeout: 20_000 }, () => {
  it('downloads the chosen format, and says why an export failed until the message is closed', async () => {
    await i18n.changeLanguage('en');
    const asked: string[] = [];
    let failure: Error | null = null;
    const { user } = renderWithProviders(
      <ExportMenu
        testId="things-export"
        onExport={(format) => {
          asked.push(format);
          return failure ? Promise.reject(failure) : Promise.resolve();
        }}
      />,
    );

    await user.click(screen.getByTestId('things-export'));
    await user.click(screen.getByTestId('things-export-csv'));
    await waitFor(() => expect(asked).toEqual(['csv']));
    expect(screen.queryByTestId('things-export-error')).toBeNull();

    failure = new ApiError(422, { message: 'Too many rows to export', code: 'TOO_MANY_ROWS' });
    await user.click(screen.getByTestId('things-export'));
    await user.click(screen.getByTestId('things-export-xlsx'));
    expect(await screen.findByTestId('things-export-error')).toHaveTextContent('Too many rows to export');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('things-export-error')).toBeNull());

    failure = new Error('offline');
    await user.click(screen.getByTestId('things-export'));
    await user.click(screen.getByTestId('things-export-csv'));
    expect(await screen.findByTestId('things-export-error')).toHaveTextContent(i18n.t('listExport.failed'));
  });
});
