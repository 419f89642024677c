import { z } from 'zod';
import { isCountryCode } from '../countries';
import { defineQueryList } from '../lists';
import { todayIsoDate, ZIsoDate } from '../dates';
import { travellerRuleViolations } from '../lines/flight/flight-orders';
import { email, idParam, latinName, phone, positiveInteger, requiredText, ruleMessage } from '../validation';
import { ZPassengerType } from '../lines/flight/flight-reference-schemas';
import { ZListCount } from './common';

/** Passengers of an order and the travellers directory (docs/PRODUCT.md §7 "Passengers"). */
// --- Passengers -----------------------------------------------------------------------------------------------

export const GENDERS = ['male', 'female'] as const;
export const ZGender = z.enum(GENDERS);

/** ISO 3166-1 alpha-2 country code (AM, RU, FR): two letters, and a country that exists. */
export const citizenship = () =>
  requiredText(2)
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, ruleMessage('invalidCountryCode'))
    .refine((code) => !/^[A-Z]{2}$/.test(code) || isCountryCode(code), ruleMessage('unknownCountry'));
export const passportNumber = () =>
  requiredText(20)
    .toUpperCase()
    .regex(/^[A-Z0-9]{5,20}$/, ruleMessage('invalidPassport'));

/**
 * A date of a traveller held to the traveller's own rules (`travellerRuleViolations`: born by today, a passport not
 * expired), as a check of the field itself: it is reported together with every other field's mistakes.
 */
const travellerDate = (field: 'dateOfBirth' | 'passportExpiry') =>
  ZIsoDate.superRefine((date, context) => {
    const dates = { dateOfBirth: null, passportExpiry: null, [field]: date };
    for (const violation of travellerRuleViolations(dates, todayIsoDate())) {
      context.addIssue({ code: 'custom', input: date, ...ruleMessage(violation.code) });
    }
  });

/**
 * A traveller as the passengers directory keeps them (docs/DOMAIN.md "Passenger record"); pre-order checks the same.
 */
export const PASSENGER_FIELDS = {
  type: ZPassengerType,
  firstName: latinName(50),
  lastName: latinName(50),
  gender: ZGender,
  dateOfBirth: travellerDate('dateOfBirth'),
  passportNumber: passportNumber(),
  passportExpiry: travellerDate('passportExpiry'),
  citizenship: citizenship(),
};

export const ZDirectoryPassengerInput = z.strictObject(PASSENGER_FIELDS).meta({ id: 'DirectoryPassengerRequest' });
export type TDirectoryPassengerInput = z.infer<typeof ZDirectoryPassengerInput>;

/** A traveller as the answers carry them (a directory entry, an order's passenger): what `PASSENGER_FIELDS` took. */
export const PASSENGER_RECORD_FIELDS = {
  type: ZPassengerType,
  firstName: z.string(),
  lastName: z.string(),
  gender: ZGender,
  dateOfBirth: ZIsoDate,
  passportNumber: z.string(),
  passportExpiry: ZIsoDate,
  citizenship: z.string(),
};

export const ZDirectoryPassenger = z
  .object({
    id: z.number().int(),
    /** The agent whose traveller this is (null: the agency's own). */
    agentId: z.number().int().nullable(),
    ...PASSENGER_RECORD_FIELDS,
  })
  .meta({ id: 'DirectoryPassenger' });
export type TDirectoryPassenger = z.infer<typeof ZDirectoryPassenger>;

export const PASSENGER_SORT_FIELDS = [
  'lastName',
  'firstName',
  'type',
  'gender',
  'dateOfBirth',
  'passportNumber',
  'passportExpiry',
  'citizenship',
] as const;
export type TPassengerSortField = (typeof PASSENGER_SORT_FIELDS)[number];

/**
 * The passengers directory (the list toolkit's declaration), `GET /api/passengers` with query parameters: a free
 * text searched in the names and the passport number, and (staff only) one agent's travellers. Agents get only their
 * own, in the list and in its export. By last and first name unless sorted otherwise.
 */
export const PASSENGER_LIST = defineQueryList({
  name: 'passengers',
  schemaId: 'DirectoryPassengerList',
  sortFields: PASSENGER_SORT_FIELDS,
  filters: {
    search: z.string().trim().max(100).optional(),
    /** Staff only: one agent's travellers. */
    agentId: idParam().optional(),
  },
  columns: [
    { key: 'lastName', type: 'text' },
    { key: 'firstName', type: 'text' },
    { key: 'type', type: 'text' },
    { key: 'gender', type: 'text' },
    { key: 'dateOfBirth', type: 'date' },
    { key: 'passportNumber', type: 'text' },
    { key: 'passportExpiry', type: 'date' },
    { key: 'citizenship', type: 'text' },
    { key: 'agent', type: 'text' },
  ],
});

/** GET /api/passengers: paging, sort and the filters (sent as query parameters by the web client). */
export const ZDirectoryPassengerQuery = PASSENGER_LIST.pageRequest;
export type TDirectoryPassengerQuery = z.input<typeof ZDirectoryPassengerQuery>;

/** GET /api/passengers/export: the same filters and sort, every row, and a format. */
export const ZDirectoryPassengerExportQuery = PASSENGER_LIST.exportRequest;
export type TDirectoryPassengerExportQuery = z.input<typeof ZDirectoryPassengerExportQuery>;

export const ZDirectoryPassengerPage = z
  .object({ result: z.array(ZDirectoryPassenger), ...ZListCount })
  .meta({ id: 'DirectoryPassengerPage' });

/** A passenger of a new order; `directoryId` when picked from the directory, `save` to keep them there. */
export const ZOrderPassengerInput = z.strictObject({
  ...PASSENGER_FIELDS,
  directoryId: positiveInteger().optional(),
  save: z.boolean().default(false),
});
export type TOrderPassengerInput = z.input<typeof ZOrderPassengerInput>;

export const ZContact = z.strictObject({ name: requiredText(100), phone: phone(), email: email() });
export type TContact = z.infer<typeof ZContact>;
