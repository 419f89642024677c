import { ACCOUNT_ENDPOINTS } from '@frs/contract';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, routeOf, stubFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import RegisterPage from './register-page';

function renderRegister() {
  return renderWithProviders(
    <Routes>
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/verification" element={<p>verification screen</p>} />
    </Routes>,
    { route: '/register' },
  );
}

const FILLED = {
  companyName: 'Ararat Travel LLC',
  vat: '02512345',
  country: 'Armenia',
  city: 'Yerevan',
  address: '1 Abovyan St',
  ceoNameSurname: 'Aram Hakobyan',
  contactNameSurname: 'Ani Hakobyan',
  phone: '+374 10 123456',
  email: 'office@ararat.test',
};

describe('RegisterPage', () => {
  it('marks the required fields and a bad phone before calling the server', async () => {
    const { calls } = stubFetch({});
    const { user } = renderRegister();
    await user.type(screen.getByTestId('register-phone'), '12ab');
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findAllByText('Դաշտը պարտադիր է')).toHaveLength(8);
    expect(screen.getByText('Սխալ հեռախոսահամար')).toBeInTheDocument();
    expect(screen.getByTestId('register-businessName')).toHaveAttribute('aria-invalid', 'false');
    expect(calls).toHaveLength(0);
  });

  it("says under the VAT number that an Armenian company's has 8 digits, before calling the server", async () => {
    const { calls } = stubFetch({});
    const { user } = renderRegister();
    for (const [name, value] of Object.entries({ ...FILLED, vat: '1234' })) {
      await user.type(screen.getByTestId(`register-${name}`), value);
    }
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('ՀՎՀՀ-ն 8 թվանշան է')).toBeInTheDocument();
    expect(screen.getByTestId('register-vat')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('registers in the interface language and goes on to /verification; a taken e-mail shows under its input', async () => {
    let answer = 0;
    const { calls } = stubFetch({
      [routeOf(ACCOUNT_ENDPOINTS.register)]: () => {
        answer += 1;
        return answer === 1
          ? jsonResponse(409, {
              message: 'Այս էլ. փոստով արդեն գրանցված հաշիվ կա',
              code: 'EMAIL_TAKEN',
              errors: { email: 'Այս էլ. փոստով արդեն գրանցված հաշիվ կա' },
            })
          : jsonResponse(201, { success: true, email: 'office@ararat.test' });
      },
    });
    const { user } = renderRegister();
    for (const [name, value] of Object.entries(FILLED)) await user.type(screen.getByTestId(`register-${name}`), value);
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('Այս էլ. փոստով արդեն գրանցված հաշիվ կա')).toBeInTheDocument();
    expect(screen.getByTestId('register-email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls[0]?.body).toEqual({ ...FILLED, businessName: null, mobilePhone: null, language: 'hy' });

    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('verification screen')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/verification');
  });
});
