import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Pagination from '@mui/material/Pagination';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import { act, screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';

/**
 * Issue 31: MUI's own texts (the autocomplete's "Open" and "Clear" buttons, an alert's "Close", the pagination's
 * page buttons) stayed English in Armenian and Russian. The theme carries MUI's language pack of the interface
 * language, and our catalogues' texts where the Armenian pack has none.
 */
function Components() {
  return (
    <>
      <Autocomplete
        options={['EVN', 'CDG']}
        value="EVN"
        onChange={() => undefined}
        renderInput={(params) => <TextField {...params} label="Airport" />}
      />
      <Alert onClose={() => undefined}>Saved</Alert>
      <Pagination count={5} page={2} />
      <TablePagination
        component="div"
        count={60}
        page={0}
        rowsPerPage={25}
        onPageChange={() => undefined}
        onRowsPerPageChange={() => undefined}
      />
    </>
  );
}

const names = () => screen.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.title);

afterAll(() => changeLanguage('hy'));

describe('the theme speaks the interface language', () => {
  it('names MUI buttons in Armenian, from the pack and, where it has none, from the catalogue', async () => {
    await changeLanguage('hy');
    renderWithProviders(<Components />);
    expect(screen.getByTitle('Բացել')).toBeInTheDocument();
    expect(screen.getByTitle('Մաքրել')).toBeInTheDocument();
    expect(screen.getByTitle('Փակել')).toBeInTheDocument();
    expect(screen.getByRole('navigation')).toHaveAccessibleName('Էջեր');
    expect(screen.getByRole('button', { name: 'Անցնել էջ 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Էջ 2' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Անցնել հաջորդ էջ' })).toHaveLength(2);
    expect(screen.getByText('Տողեր էջում՝')).toBeInTheDocument();
    expect(names().join(' ')).not.toMatch(/[A-Za-z]{3,}/);
  });

  it('follows a switch of language, to Russian and to English', async () => {
    await changeLanguage('hy');
    renderWithProviders(<Components />);
    await act(() => changeLanguage('ru'));
    expect(screen.getByTitle('Открыть')).toBeInTheDocument();
    expect(screen.getByTitle('Очистить')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Перейти на следующую страницу' })).toHaveLength(2);
    await act(() => changeLanguage('en'));
    expect(screen.getByTitle('Open')).toBeInTheDocument();
    expect(screen.getByTitle('Clear')).toBeInTheDocument();
  });
});
