import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { uploads } from './uploads';

/** A single row (id = 1) of the agency's own details. */
export const companySettings = pgTable(
  'company_settings',
  {
    id: integer('id').primaryKey().default(1),
    compName: text('comp_name').notNull(),
    compTelephone: text('comp_telephone').notNull(),
    compEmail: text('comp_email').notNull(),
    compAddressEng: text('comp_address_eng').notNull(),
    compAddressArm: text('comp_address_arm').notNull().default(''),
    compAddressRus: text('comp_address_rus').notNull().default(''),
    legalName: text('legal_name'),
    taxId: text('tax_id'),
    bankName: text('bank_name'),
    bankAccount: text('bank_account'),
    bankSwift: text('bank_swift'),
    logoUploadId: uuid('logo_upload_id').references(() => uploads.id),
    facebook: text('facebook'),
    instagram: text('instagram'),
    linkedin: text('linkedin'),
    telegram: text('telegram'),
    whatsapp: text('whatsapp'),
    updatedAt: updatedAt(),
  },
  (table) => [check('company_settings_single_row', sql`${table.id} = 1`)],
);

/** A single row (id = 1): the e-ticket's number prefix, terms, images and colours. */
export const ticketSettings = pgTable(
  'ticket_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Three digits; a ticket number is this prefix and a 10-digit serial. */
    ticketPrefix: text('ticket_prefix').notNull(),
    termsHy: text('terms_hy').notNull().default(''),
    termsEn: text('terms_en').notNull().default(''),
    termsRu: text('terms_ru').notNull().default(''),
    logoUploadId: uuid('logo_upload_id').references(() => uploads.id),
    signatureUploadId: uuid('signature_upload_id').references(() => uploads.id),
    primaryColour: text('primary_colour').notNull().default('#33A8AE'),
    accentColour: text('accent_colour').notNull().default('#1F6F73'),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('ticket_settings_single_row', sql`${table.id} = 1`),
    check('ticket_settings_prefix', sql`${table.ticketPrefix} ~ '^[0-9]{3}$'`),
  ],
);
