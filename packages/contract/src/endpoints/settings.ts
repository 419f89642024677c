import { CONFLICT, defineEndpoint, NOT_FOUND } from '../endpoint';
import { ZCompanySettings, ZCompanySettingsRequest, ZTicketSettings, ZTicketSettingsRequest } from '../api/settings';

const tag = 'settings';

/**
 * The settings console (docs/PRODUCT.md §7 "Settings"): the company settings (created once by POST, then changed by
 * PUT …/edit) and the ticket settings.
 */
export const SETTINGS_ENDPOINTS = {
  company: defineEndpoint({
    method: 'GET',
    path: '/api/companySettings',
    access: 'companySettings.read',
    response: ZCompanySettings,
    errors: NOT_FOUND,
    tag,
    summary: "The agency's contact, legal and bank details, logo and social links",
  }),
  createCompany: defineEndpoint({
    method: 'POST',
    path: '/api/companySettings',
    access: 'companySettings.write',
    body: ZCompanySettingsRequest,
    response: ZCompanySettings,
    status: 201,
    errors: CONFLICT,
    tag,
    summary: 'Save the company settings for the first time',
  }),
  editCompany: defineEndpoint({
    method: 'PUT',
    path: '/api/companySettings/edit',
    access: 'companySettings.write',
    body: ZCompanySettingsRequest,
    response: ZCompanySettings,
    errors: NOT_FOUND,
    tag,
    summary: 'Change the company settings',
  }),
  tickets: defineEndpoint({
    method: 'GET',
    path: '/api/ticketSettings',
    access: 'ticketSettings.read',
    response: ZTicketSettings,
    tag,
    summary: "The e-ticket's number prefix, terms, images and colours",
  }),
  editTickets: defineEndpoint({
    method: 'PUT',
    path: '/api/ticketSettings',
    access: 'ticketSettings.write',
    body: ZTicketSettingsRequest,
    response: ZTicketSettings,
    tag,
    summary: 'Change the ticket settings',
  }),
};
