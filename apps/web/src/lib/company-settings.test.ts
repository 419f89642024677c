import { describe, expect, it } from 'vitest';
import { COMPANY_SETTINGS } from '../test/fixtures';
import { companyAddress, DEFAULT_COMPANY_SETTINGS, socialLinks } from './company-settings';

describe('companyAddress', () => {
  it('uses the address of the interface language', () => {
    expect(companyAddress(COMPANY_SETTINGS, 'hy')).toBe('Աբովյան 1, Երևան');
    expect(companyAddress(COMPANY_SETTINGS, 'en')).toBe('1 Abovyan St, Yerevan');
  });

  it('falls back to the English address when the translation is empty', () => {
    expect(companyAddress(COMPANY_SETTINGS, 'ru')).toBe('1 Abovyan St, Yerevan');
    expect(companyAddress({ ...COMPANY_SETTINGS, compAddressArm: '  ' }, 'hy')).toBe('1 Abovyan St, Yerevan');
  });
});

describe('socialLinks', () => {
  it('lists only the networks that are set, with web addresses', () => {
    expect(socialLinks(COMPANY_SETTINGS)).toEqual([
      { network: 'facebook', url: 'https://facebook.com/demo' },
      { network: 'telegram', url: 'https://t.me/demo' },
    ]);
    const unsafe = { ...COMPANY_SETTINGS.socialLinks, facebook: 'javascript:alert(1)' };
    expect(socialLinks({ ...COMPANY_SETTINGS, socialLinks: unsafe }).map((link) => link.network)).toEqual(['telegram']);
    expect(socialLinks(DEFAULT_COMPANY_SETTINGS)).toEqual([]);
  });
});
