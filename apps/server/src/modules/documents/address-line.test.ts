import { describe, expect, it } from 'vitest';
import { addressLine } from './address-line';

describe('addressLine', () => {
  it('writes the city and the country after the street address', () => {
    expect(addressLine(['1 Test St', 'Yerevan', 'Armenia'])).toBe('1 Test St, Yerevan, Armenia');
  });

  it('leaves out a city or country the address already names, whatever its case and postal code', () => {
    expect(addressLine(['10 Tigran Mets Ave, Yerevan', 'Yerevan', 'Armenia'])).toBe(
      '10 Tigran Mets Ave, Yerevan, Armenia',
    );
    expect(addressLine(['1 Abovyan St, Yerevan 0001, Armenia', 'yerevan', 'ARMENIA'])).toBe(
      '1 Abovyan St, Yerevan 0001, Armenia',
    );
    expect(addressLine(['14 Rue de Turenne, 75004 Paris', 'Paris', 'France'])).toBe(
      '14 Rue de Turenne, 75004 Paris, France',
    );
  });

  it('keeps a city that only appears inside a longer name, and skips empty parts', () => {
    expect(addressLine(['Al Marsa Street, Dubai Marina', 'Dubai', 'UAE'])).toBe(
      'Al Marsa Street, Dubai Marina, Dubai, UAE',
    );
    expect(addressLine([null, ' ', 'Yerevan', undefined, 'Armenia'])).toBe('Yerevan, Armenia');
    expect(addressLine([])).toBe('');
  });
});
