import { describe, expect, it } from 'vitest';
import { creatableGroups, isArmenia, statusActionsFrom, userGroupOf } from './accounts';
import {
  ZChangeOwnPasswordForm,
  ZCreateUserRequest,
  ZRegisterRequest,
  ZResetPasswordForm,
  ZSetPasswordRequest,
  ZUpdateAgentForm,
  ZUpdateUserRequest,
} from './api/accounts';
import { fieldMessage } from './errors';
import { fieldMessageOfIssue } from './validation';
import type { z } from 'zod';

/** Field path -> English message, as the server answers them. */
function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    if (path in errors) continue;
    const { code, limit } = fieldMessageOfIssue(issue);
    errors[path] = fieldMessage(code, 'en', limit);
  }
  return errors;
}

const REGISTRATION = {
  companyName: 'Ararat Travel LLC',
  businessName: '',
  vat: '02512345',
  country: 'Armenia',
  city: 'Yerevan',
  address: '1 Abovyan St',
  ceoNameSurname: 'Aram Hakobyan',
  contactNameSurname: 'Ani Hakobyan',
  phone: '+374 10 123456',
  mobilePhone: '',
  email: 'office@ararat.test',
};

describe('groups', () => {
  it('store the admin groups on an Admin user', () => {
    expect(userGroupOf('Tickets')).toEqual({ value: 'Tickets', role: 'Admin', adminGroups: 'Tickets' });
    expect(userGroupOf('user')).toEqual({ value: 'user', role: 'user', adminGroups: null });
  });

  it('let a Super Admin create any group, an Admin agents and the admin groups, a visitor only agents', () => {
    expect(creatableGroups('Super Admin')).toHaveLength(8);
    expect(creatableGroups('Admin').sort()).toEqual(['Hotels', 'Packages', 'Reports', 'Tickets', 'user']);
    expect(creatableGroups(null)).toEqual(['user']);
    for (const role of ['Viewer', 'user', 'Reports', 'Tickets', 'Hotels', 'Packages'] as const) {
      expect(creatableGroups(role), role).toEqual([]);
    }
  });

  it('offer each status its actions', () => {
    expect(statusActionsFrom('not_verified')).toEqual(['reject']);
    expect(statusActionsFrom('verified')).toEqual(['approve', 'reject']);
    expect(statusActionsFrom('approved')).toEqual(['block']);
    expect(statusActionsFrom('blocked')).toEqual(['unblock']);
    expect(statusActionsFrom('rejected')).toEqual([]);
  });
});

describe('registration', () => {
  it('accepts the company fields, turning empty optional ones into null', () => {
    const parsed = ZRegisterRequest.parse(REGISTRATION);
    expect(parsed.businessName).toBeNull();
    expect(parsed.mobilePhone).toBeNull();
  });

  it('names every required field, and bad e-mails, phones and lengths', () => {
    expect(Object.keys(errorsOf(ZRegisterRequest, {})).sort()).toEqual(
      [
        'address',
        'ceoNameSurname',
        'city',
        'companyName',
        'contactNameSurname',
        'country',
        'email',
        'phone',
        'vat',
      ].sort(),
    );
    expect(
      errorsOf(ZRegisterRequest, { ...REGISTRATION, email: 'nope', phone: '12', companyName: 'x'.repeat(201) }),
    ).toEqual({
      email: 'Invalid e-mail address',
      phone: 'Invalid phone number',
      companyName: 'Maximum 200 characters',
    });
  });
});

describe("an Armenian company's tax number (ՀՎՀՀ)", () => {
  const NOT_EIGHT_DIGITS = 'An Armenian tax number (TIN) has 8 digits';

  it('has exactly 8 digits, in registration, creation and editing, beside the other messages', () => {
    for (const vat of ['1234', '123456789', '0251234A', '0251 2345']) {
      expect(errorsOf(ZRegisterRequest, { ...REGISTRATION, vat }), vat).toEqual({ vat: NOT_EIGHT_DIGITS });
    }
    expect(errorsOf(ZRegisterRequest, { ...REGISTRATION, vat: ' 02512345 ' })).toEqual({});
    expect(errorsOf(ZRegisterRequest, { ...REGISTRATION, vat: '1234', email: 'nope' })).toEqual({
      vat: NOT_EIGHT_DIGITS,
      email: 'Invalid e-mail address',
    });
    expect(
      errorsOf(ZCreateUserRequest, { ...REGISTRATION, businessName: undefined, role: 'user', vat: '1234' }),
    ).toEqual({ vat: NOT_EIGHT_DIGITS });
    expect(errorsOf(ZUpdateAgentForm, { ...REGISTRATION, vat: '1234' })).toEqual({ vat: NOT_EIGHT_DIGITS });
    // A partial update without the country cannot tell.
    expect(errorsOf(ZUpdateUserRequest, { vat: '1234' })).toEqual({});
  });

  it('is checked when the country is Armenia, however written, and not for other countries', () => {
    for (const country of ['Armenia', ' armenia ', 'AM', 'Հայաստան', 'Армения', 'Republic of Armenia', 'Р.А.']) {
      expect(isArmenia(country), country).toBe(true);
      expect(errorsOf(ZRegisterRequest, { ...REGISTRATION, country, vat: '1234' }), country).toEqual({
        vat: NOT_EIGHT_DIGITS,
      });
    }
    for (const country of ['Georgia', 'France', 'Armenian Highlands']) {
      expect(isArmenia(country), country).toBe(false);
      expect(errorsOf(ZRegisterRequest, { ...REGISTRATION, country, vat: '1234' }), country).toEqual({});
    }
  });
});

describe('passwords', () => {
  const link = { user_id: 5, token: 'secret' };

  it("give the set-password form's three messages", () => {
    expect(errorsOf(ZSetPasswordRequest, { ...link, password: '', c_password: '' })).toEqual({
      password: 'Field is required',
      c_password: 'Field is required',
    });
    expect(errorsOf(ZSetPasswordRequest, { ...link, password: 'abc', c_password: 'abc' })).toEqual({
      password: 'Minimum 6 characters',
    });
    expect(errorsOf(ZSetPasswordRequest, { ...link, password: 'abcdef', c_password: 'abcdeg' })).toEqual({
      c_password: 'password mismatch',
    });
    expect(errorsOf(ZSetPasswordRequest, { ...link, password: 'abc', c_password: 'abd' })).toEqual({
      password: 'Minimum 6 characters',
      c_password: 'password mismatch',
    });
  });

  it('require the current password on the own-password form, next to the other messages', () => {
    expect(errorsOf(ZChangeOwnPasswordForm, { currentPassword: '', password: 'abc', c_password: 'abd' })).toEqual({
      currentPassword: 'Field is required',
      password: 'Minimum 6 characters',
      c_password: 'password mismatch',
    });
    expect(
      errorsOf(ZChangeOwnPasswordForm, { currentPassword: 'old', password: 'abcdef', c_password: 'abcdef' }),
    ).toEqual({});
  });

  it('check the reset code format', () => {
    expect(errorsOf(ZResetPasswordForm, { code: '12a456', password: 'abcdef', c_password: 'abcdef' })).toEqual({
      code: 'The code has 6 digits',
    });
    expect(errorsOf(ZResetPasswordForm, { code: '', password: 'abcdef', c_password: 'abcdef' })).toEqual({
      code: 'Field is required',
    });
  });
});

describe('admin creation and editing', () => {
  it("requires an agent's company fields, not a staff member's", () => {
    expect(
      errorsOf(ZCreateUserRequest, { email: 'staff@x.test', role: 'Viewer', contactNameSurname: 'Lilit' }),
    ).toEqual({});
    const agent = errorsOf(ZCreateUserRequest, { email: 'a@x.test', role: 'user', contactNameSurname: 'Ani' });
    expect(Object.keys(agent).sort()).toEqual([
      'address',
      'ceoNameSurname',
      'city',
      'companyName',
      'country',
      'phone',
      'vat',
    ]);
  });

  it('updates only what is sent: a left-out field stays undefined, an emptied one becomes null', () => {
    expect(ZUpdateUserRequest.parse({ city: 'Gyumri' })).toEqual({ city: 'Gyumri' });
    expect(ZUpdateUserRequest.parse({ businessName: '' })).toEqual({ businessName: null });
    expect(errorsOf(ZUpdateAgentForm, { ...REGISTRATION, companyName: '' })).toEqual({
      companyName: 'Field is required',
    });
  });
});
