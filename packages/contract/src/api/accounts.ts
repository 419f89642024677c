import { z } from 'zod';
import { AGENT_REQUIRED_FIELDS, CODE_DIGITS, vatWrongForCountry } from '../accounts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../constants';
import { LANGUAGES } from '../languages';
import { ROLES } from '../roles';
import {
  email,
  idParam,
  optionalPhone,
  optionalText,
  phone,
  positiveInteger,
  requiredText,
  ruleMessage,
} from '../validation';
import { ZAdminGroups, ZBaseRole, ZLoginResponse } from './auth';

export const ZLanguage = z.enum(LANGUAGES);

/** Field lengths of the company profile (docs/PRODUCT.md §3), shared by registration, creation and editing. */
const LIMITS = { name: 200, vat: 32, place: 100, address: 300 } as const;

/**
 * An Armenian company's VAT number (ՀՎՀՀ) has 8 digits (`vatWrongForCountry`); other countries' numbers are taken as
 * written. Checked beside the other fields' messages (zod's `when`), so a form shows them all at once; on an update
 * only when the request carries both the number and the country.
 */
const VAT_FOR_COUNTRY = {
  path: ['vat'],
  ...ruleMessage('armenianVat'),
  when: (payload: { value: unknown }) => {
    const value = payload.value as { vat?: unknown; country?: unknown } | null;
    return typeof value?.vat === 'string' && typeof value.country === 'string';
  },
};
function vatFitsCountry(value: { vat?: string | null; country?: string | null }): boolean {
  return !vatWrongForCountry(value.vat, value.country);
}

/**
 * The registration form (docs/PRODUCT.md §3 fields). Required: what the agency needs to contract with an agency —
 * company name, VAT number (Armenia: the TIN), country, city, address, CEO, contact person, phone, e-mail. The
 * business (trading) name and the mobile phone may be left empty.
 */
export const ZRegisterRequest = z
  .strictObject({
    companyName: requiredText(LIMITS.name),
    businessName: optionalText(LIMITS.name),
    vat: requiredText(LIMITS.vat),
    country: requiredText(LIMITS.place),
    city: requiredText(LIMITS.place),
    address: requiredText(LIMITS.address),
    ceoNameSurname: requiredText(LIMITS.name),
    contactNameSurname: requiredText(LIMITS.name),
    phone: phone(),
    mobilePhone: optionalPhone(),
    email: email(),
    /** The language of the agent's e-mails; the request's Accept-Language when left out. */
    language: ZLanguage.optional(),
  })
  .refine(vatFitsCountry, VAT_FOR_COUNTRY)
  .meta({ id: 'RegisterRequest' });
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZRegisterResponse = z
  .object({ success: z.literal(true), email: z.string() })
  .meta({ id: 'RegisterResponse' });
export type TRegisterResponse = z.infer<typeof ZRegisterResponse>;

/** A 6-digit code typed from an e-mail. */
export function codeField() {
  return z
    .string()
    .trim()
    .min(1)
    .regex(new RegExp(`^\\d{${CODE_DIGITS}}$`), ruleMessage('codeFormat'));
}

export const ZVerifyEmailRequest = z
  .strictObject({ email: email(), code: codeField() })
  .meta({ id: 'VerifyEmailRequest' });
export type TVerifyEmailRequest = z.infer<typeof ZVerifyEmailRequest>;

/** Asking for a new code (resend verification, forgot password): only the e-mail. */
export const ZEmailRequest = z.strictObject({ email: email() }).meta({ id: 'EmailRequest' });
export type TEmailRequest = z.infer<typeof ZEmailRequest>;

/** A new password: docs/PRODUCT.md §5 (required, at least 6 characters). */
export function newPassword() {
  return z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH);
}

/** The confirmation is required and must equal the password ('password mismatch'). */
function passwordConfirmation() {
  return z.string().min(1).max(MAX_PASSWORD_LENGTH);
}

/**
 * The mismatch check runs even while other fields still have problems (zod's `when`), so a form shows every
 * message at once.
 */
const PASSWORD_MISMATCH = {
  path: ['c_password'],
  ...ruleMessage('passwordMismatch'),
  when: (payload: { value: unknown }) => {
    const value = payload.value as { password?: unknown; c_password?: unknown } | null;
    return typeof value?.password === 'string' && typeof value.c_password === 'string' && value.c_password !== '';
  },
};
function passwordsMatch(value: { password: string; c_password: string }): boolean {
  return value.password === value.c_password;
}

/** A set-password link's secret (`token` query parameter): opaque text. */
const ZLinkToken = z.string().trim().min(1).max(200);

export const ZSetPasswordRequest = z
  .strictObject({
    user_id: positiveInteger(),
    token: ZLinkToken,
    password: newPassword(),
    c_password: passwordConfirmation(),
  })
  .refine(passwordsMatch, PASSWORD_MISMATCH)
  .meta({ id: 'SetPasswordRequest' });
export type TSetPasswordRequest = z.infer<typeof ZSetPasswordRequest>;

/** The set-password page's first call: the query parameters of its link. */
export const ZCheckPasswordPageQuery = z.strictObject({
  user_id: idParam(),
  token: ZLinkToken,
});
export type TCheckPasswordPageQuery = z.infer<typeof ZCheckPasswordPageQuery>;

export const ZCheckPasswordPageResponse = z
  .object({ success: z.literal(true), email: z.string() })
  .meta({ id: 'CheckPasswordPageResponse' });

export const ZResetPasswordParams = z.strictObject({ userId: idParam() });

/** POST /user/forgot-password/reset/{userId}: the new password and the code from the e-mail. */
export const ZResetPasswordRequest = z
  .strictObject({ password: newPassword(), code: codeField() })
  .meta({ id: 'ResetPasswordRequest' });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

/** The reset form adds the confirmation the request does not carry. */
export const ZResetPasswordForm = z
  .strictObject({ code: codeField(), password: newPassword(), c_password: passwordConfirmation() })
  .refine(passwordsMatch, PASSWORD_MISMATCH);
export type TResetPasswordForm = z.input<typeof ZResetPasswordForm>;

/** Own password change needs the current password; a Super Admin resetting someone else's does not. */
export const ZChangePasswordRequest = z
  .strictObject({
    currentPassword: z.string().max(MAX_PASSWORD_LENGTH).optional(),
    password: newPassword(),
    c_password: passwordConfirmation(),
  })
  .refine(passwordsMatch, PASSWORD_MISMATCH)
  .meta({ id: 'ChangePasswordRequest' });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** The profile's own-password form: the current password is required there. */
export const ZChangeOwnPasswordForm = ZChangePasswordRequest.refine(
  (value) => typeof value.currentPassword === 'string' && value.currentPassword !== '',
  {
    path: ['currentPassword'],
    ...ruleMessage('required'),
    when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
  },
);

/**
 * A password change revokes every token of the user. When users change their own, `session` carries a fresh token
 * so that this browser stays logged in; otherwise it is null.
 */
export const ZChangePasswordResponse = z
  .object({ success: z.literal(true), session: ZLoginResponse.nullable() })
  .meta({ id: 'ChangePasswordResponse' });
export type TChangePasswordResponse = z.infer<typeof ZChangePasswordResponse>;

/** One group of GET /api/filter/userGroup. */
export const ZUserGroup = z
  .object({ value: z.enum(ROLES), role: ZBaseRole, adminGroups: ZAdminGroups })
  .meta({ id: 'UserGroup' });
export type TUserGroupItem = z.infer<typeof ZUserGroup>;
export const ZUserGroupsResponse = z.array(ZUserGroup).meta({ id: 'UserGroupsResponse' });

/** The company fields, all optional: what admins and users may leave empty outside the agent's required ones. */
const optionalProfileFields = {
  companyName: optionalText(LIMITS.name),
  businessName: optionalText(LIMITS.name),
  vat: optionalText(LIMITS.vat),
  country: optionalText(LIMITS.place),
  city: optionalText(LIMITS.place),
  address: optionalText(LIMITS.address),
  ceoNameSurname: optionalText(LIMITS.name),
  contactNameSurname: optionalText(LIMITS.name),
  phone: optionalPhone(),
  mobilePhone: optionalPhone(),
};

/** The field names an agent must keep filled, with what is missing in `values`. */
export function missingAgentFields(values: Partial<Record<string, unknown>>): string[] {
  return AGENT_REQUIRED_FIELDS.filter((field) => {
    const value = values[field];
    return value === null || value === undefined || value === '';
  });
}

/** Adds "Field is required" to each agent field that is empty; for schemas whose values are an agent's. */
export function requireAgentFields(values: Partial<Record<string, unknown>>, context: z.RefinementCtx): void {
  for (const field of missingAgentFields(values)) {
    context.addIssue({ code: 'custom', path: [field], input: values[field], ...ruleMessage('required') });
  }
}

/**
 * POST /api/auth/register: an admin creates a user of a group they may hand out. An agent needs the registration's
 * required company fields; staff need only an e-mail and a name.
 */
export const ZCreateUserRequest = z
  .strictObject({
    email: email(),
    role: ZBaseRole,
    adminGroups: ZAdminGroups.optional(),
    language: ZLanguage.optional(),
    ...optionalProfileFields,
    contactNameSurname: requiredText(LIMITS.name),
  })
  .superRefine((values, context) => {
    if (values.role === 'user') requireAgentFields(values, context);
  })
  .refine(vatFitsCountry, VAT_FOR_COUNTRY)
  .meta({ id: 'CreateUserRequest' });
export type TCreateUserRequest = z.infer<typeof ZCreateUserRequest>;

/**
 * POST /api/users/update/{id}: a partial update (a field left out is unchanged; an empty text clears it). E-mail,
 * role and adminGroups are for admins (role and adminGroups for Super Admin only); an agent's required fields may
 * not be cleared.
 */
export const ZUpdateUserRequest = z
  .strictObject({
    email: email().optional(),
    role: ZBaseRole.optional(),
    adminGroups: ZAdminGroups.optional(),
    language: ZLanguage.optional(),
    companyName: optionalProfileFields.companyName.optional(),
    businessName: optionalProfileFields.businessName.optional(),
    vat: optionalProfileFields.vat.optional(),
    country: optionalProfileFields.country.optional(),
    city: optionalProfileFields.city.optional(),
    address: optionalProfileFields.address.optional(),
    ceoNameSurname: optionalProfileFields.ceoNameSurname.optional(),
    contactNameSurname: optionalProfileFields.contactNameSurname.optional(),
    phone: optionalProfileFields.phone.optional(),
    mobilePhone: optionalProfileFields.mobilePhone.optional(),
  })
  .refine(vatFitsCountry, VAT_FOR_COUNTRY)
  .meta({ id: 'UpdateUserRequest' });
export type TUpdateUserRequest = z.infer<typeof ZUpdateUserRequest>;

/** The agent edit form: the same request, with the agent's required fields required. */
export const ZUpdateAgentForm = ZUpdateUserRequest.superRefine(requireAgentFields);
