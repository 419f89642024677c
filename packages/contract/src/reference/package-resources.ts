import { CLASS_TYPES } from '../lines/flight/flight-inventory-schemas';
import { ZPackageOffer, ZPackageOfferInput } from '../lines/package/package-offer-schemas';
import { defineResource } from './descriptor';

/**
 * Package offers (issue 16) on the reference machinery: the Packages role keeps them in the settings console beside
 * services and tour managers. They carry the agency's markup and commission, so only the staff read them
 * (`packageOffers.read`); agents meet an offer only through package search. Room types, stay lengths, services and
 * the markup have no generic widget: the web app registers the custom widgets named here.
 */

export const PACKAGE_OFFERS = defineResource({
  name: 'packageOffers',
  path: '/api/packageOffers',
  record: ZPackageOffer,
  input: ZPackageOfferInput,
  permissions: { read: 'packageOffers.read', write: 'packageReference.write', screen: 'packageReference.screen' },
  fields: [
    { name: 'name', widget: { kind: 'text' }, required: true },
    { name: 'destination', widget: { kind: 'text' }, required: true },
    { name: 'fromAirportId', widget: { kind: 'reference', resource: 'airports' }, required: true },
    { name: 'toAirportId', widget: { kind: 'reference', resource: 'airports' }, required: true },
    { name: 'classType', widget: { kind: 'enum', options: CLASS_TYPES, labels: 'classType' }, required: true },
    { name: 'tourManagerId', widget: { kind: 'reference', resource: 'tourManagers' }, required: true },
    { name: 'saleFrom', widget: { kind: 'date' }, required: true },
    { name: 'saleTo', widget: { kind: 'date' }, required: true },
    { name: 'nights', widget: { kind: 'custom', widget: 'packageNights' }, required: true },
    { name: 'commissionPercent', widget: { kind: 'integer', unit: 'percent' }, required: true },
    { name: 'markup', widget: { kind: 'custom', widget: 'packageMarkup' }, required: true, wide: true },
    { name: 'roomIds', widget: { kind: 'custom', widget: 'packageRoomTypes' }, required: true, wide: true },
    { name: 'services', widget: { kind: 'custom', widget: 'packageServices' }, wide: true },
    { name: 'cancellationPolicy', widget: { kind: 'custom', widget: 'cancellationPolicy' }, wide: true },
    { name: 'active', widget: { kind: 'boolean' } },
  ],
  columns: [
    { field: 'name', type: 'text', sortable: true, filterable: true },
    { field: 'destination', type: 'text', sortable: true, filterable: true },
    { field: 'fromAirportId', type: 'reference', resource: 'airports', filterable: true },
    { field: 'toAirportId', type: 'reference', resource: 'airports', filterable: true },
    { field: 'saleFrom', type: 'date', sortable: true },
    { field: 'saleTo', type: 'date', sortable: true },
    { field: 'active', type: 'boolean', sortable: true, filterable: true },
  ],
  defaultSort: { field: 'name', order: 'asc' },
  defaults: {
    name: '',
    destination: '',
    fromAirportId: null,
    toAirportId: null,
    classType: 'economy',
    roomIds: [],
    nights: [7],
    services: [],
    tourManagerId: null,
    markup: { type: 'percent', value: 10 },
    commissionPercent: 5,
    saleFrom: null,
    saleTo: null,
    cancellationPolicy: [],
    active: true,
  },
  toInput: ({ id: _id, ...offer }) => ({
    ...offer,
    // The record's markup is one object type; the input's is a union by `type`.
    markup:
      offer.markup.type === 'amount'
        ? { type: 'amount' as const, value: offer.markup.value }
        : { type: 'percent' as const, value: offer.markup.value },
  }),
  toLabel: (offer) => `${offer.name} · ${offer.destination}`,
});
