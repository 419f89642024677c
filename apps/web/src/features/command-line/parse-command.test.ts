import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commandLineEn } from '../../lib/i18n/command-line/en';
import { commandLineHy } from '../../lib/i18n/command-line/hy';
import { commandLineRu } from '../../lib/i18n/command-line/ru';
import { COMMAND_CODES, type TCommand, type TParseError, type TParty } from './commands';
import { parseCommand } from './parse-command';

/** Every date below is resolved against this day (a Monday; 20DEC is this year's, 15JAN next year's). */
const TODAY = '2026-11-30';

const party = (adults: number, childAges: number[] = [], rooms = 1): TParty => ({ adults, childAges, rooms });
const flight = (from: string, to: string, date: string, returnDate: string | null = null): TCommand => ({
  kind: 'flightAvailability',
  from,
  to,
  date,
  returnDate,
});
const hotel = (place: string, checkIn: string, nights: number, stayParty: TParty): TCommand => ({
  kind: 'hotelAvailability',
  place,
  checkIn,
  nights,
  party: stayParty,
});
const packages = (place: string, date: string, nights: number | null, stayParty: TParty): TCommand => ({
  kind: 'packageAvailability',
  place,
  date,
  nights,
  party: stayParty,
});
const sell = (line: number, classCode: string | null, count: number | null): TCommand => ({
  kind: 'sell',
  line,
  classCode,
  count,
});
const adult = (lastName: string, firstName: string, title: 'MR' | 'MRS' | 'MS' | 'MSTR' | 'MISS' | null) => ({
  lastName,
  firstName,
  title,
  type: 'adult' as const,
  dateOfBirth: null,
});
const ARAM_PASSPORT = {
  passenger: 1,
  passportNumber: 'AS1234567',
  citizenship: 'AM',
  dateOfBirth: '1984-03-15',
  passportExpiry: '2031-01-20',
  gender: 'male' as const,
  lastName: 'PETROSYAN',
  firstName: 'ARAM',
};
const SHORT_PASSPORT = { ...ARAM_PASSPORT, gender: null, lastName: null, firstName: null };
const contact = (phone: string | null, email: string | null, name: string | null): TCommand => ({
  kind: 'contact',
  phone,
  email,
  name,
});

const RIGHT: [entry: string, command: TCommand][] = [
  // AN: flights
  ['AN20DECEVNMOW', flight('EVN', 'MOW', '2026-12-20')],
  ['AN 20DEC EVN MOW', flight('EVN', 'MOW', '2026-12-20')],
  ['  an 20dec   evn  mow ', flight('EVN', 'MOW', '2026-12-20')],
  ['AN 20DEC EVNMOW', flight('EVN', 'MOW', '2026-12-20')],
  ['AN+3EVNMOW', flight('EVN', 'MOW', '2026-12-03')],
  ['AN +0 EVN MOW', flight('EVN', 'MOW', '2026-11-30')],
  ['AN30NOVEVNMOW', flight('EVN', 'MOW', '2026-11-30')],
  ['AN 15JAN EVN MOW', flight('EVN', 'MOW', '2027-01-15')],
  ['AN 20DEC26 YEREVAN MOSCOW', flight('YEREVAN', 'MOSCOW', '2026-12-20')],
  ['AN20DEC27EVNMOW', flight('EVN', 'MOW', '2027-12-20')],
  ['AN 29FEB28 EVN MOW', flight('EVN', 'MOW', '2028-02-29')],
  ['AN 5JAN EVN NEW-YORK', flight('EVN', 'NEW-YORK', '2027-01-05')],
  ['AN20DECEVNMOW*27DEC', flight('EVN', 'MOW', '2026-12-20', '2026-12-27')],
  ['AN 20DEC EVN MOW *27DEC', flight('EVN', 'MOW', '2026-12-20', '2026-12-27')],
  ['AN 20DEC EVN MOW * 10JAN', flight('EVN', 'MOW', '2026-12-20', '2027-01-10')],
  ['AN 02DEC EVN MOW*+7', flight('EVN', 'MOW', '2026-12-02', '2026-12-09')],
  ['AN 20DEC EVN MOW*+7', flight('EVN', 'MOW', '2026-12-20', '2026-12-27')],
  ['AN 20DEC EVN MOW*10DEC', flight('EVN', 'MOW', '2026-12-20', '2027-12-10')],
  ['AN 20DEC EVN MOW*20DEC26', flight('EVN', 'MOW', '2026-12-20', '2026-12-20')],
  // HA: hotels
  ['HA PAR 20DEC 3N 2A', hotel('PAR', '2026-12-20', 3, party(2))],
  ['HAPAR20DEC3N2A', hotel('PAR', '2026-12-20', 3, party(2))],
  ['HA PARIS 20DEC 3N', hotel('PARIS', '2026-12-20', 3, party(2))],
  ['HA PAR 20DEC 2R C5 3N 4A C12', hotel('PAR', '2026-12-20', 3, party(4, [5, 12], 2))],
  ['HA PAR 20DEC 3N2AC5', hotel('PAR', '2026-12-20', 3, party(2, [5]))],
  ['HA PAR +3 30N 1A C0', hotel('PAR', '2026-12-03', 30, party(1, [0]))],
  ['HAPAR20DEC263N', hotel('PAR', '2026-12-20', 3, party(2))],
  ['HAPAR20DEC10N', hotel('PAR', '2026-12-20', 10, party(2))],
  ['HA PAR 20DEC27 1N 9A 5R', hotel('PAR', '2027-12-20', 1, party(9, [], 5))],
  // PA: packages
  ['PA DXB 20DEC 2A', packages('DXB', '2026-12-20', null, party(2))],
  ['PA DUBAI 20DEC 2A 7N C5', packages('DUBAI', '2026-12-20', 7, party(2, [5]))],
  ['PADXB20DEC2A', packages('DXB', '2026-12-20', null, party(2))],
  ['PA DXB 20DEC', packages('DXB', '2026-12-20', null, party(2))],
  ['PA DXB +10 1A C3 C17 2R', packages('DXB', '2026-12-10', null, party(1, [3, 17], 2))],
  // SS: sell
  ['SS1Y2', sell(1, 'Y', 2)],
  ['SS2C1', sell(2, 'C', 1)],
  ['SS 1 Y 2', sell(1, 'Y', 2)],
  ['SS1 Y2', sell(1, 'Y', 2)],
  ['ss1y2', sell(1, 'Y', 2)],
  ['SS1Y', sell(1, 'Y', null)],
  ['SS12ECO3', sell(12, 'ECO', 3)],
  ['SS1Y22', sell(1, 'Y2', 2)],
  ['SS3', sell(3, null, null)],
  ['SS3/2', sell(3, null, 2)],
  ['SS 3 / 2', sell(3, null, 2)],
  ['SS99Y9', sell(99, 'Y', 9)],
  // NM: names
  ['NM1PETROSYAN/ARAM MR', { kind: 'names', passengers: [adult('PETROSYAN', 'ARAM', 'MR')] }],
  ['nm1petrosyan/aram mr', { kind: 'names', passengers: [adult('PETROSYAN', 'ARAM', 'MR')] }],
  ['NM1 PETROSYAN/ARAM MR', { kind: 'names', passengers: [adult('PETROSYAN', 'ARAM', 'MR')] }],
  ['NM1PETROSYAN/ARAM', { kind: 'names', passengers: [adult('PETROSYAN', 'ARAM', null)] }],
  ['NM1PETROSYAN/ARAMMR', { kind: 'names', passengers: [adult('PETROSYAN', 'ARAM', 'MR')] }],
  ['NM1PETROSYAN/ANIMRS', { kind: 'names', passengers: [adult('PETROSYAN', 'ANI', 'MRS')] }],
  ['NM1PETROSYAN/LILITMISS', { kind: 'names', passengers: [adult('PETROSYAN', 'LILIT', 'MISS')] }],
  // A first name that ends like a title but would leave one letter keeps it whole.
  ['NM1HASSAN/AMR', { kind: 'names', passengers: [adult('HASSAN', 'AMR', null)] }],
  ["NM1O'NEIL/MARY-ANN MS", { kind: 'names', passengers: [adult("O'NEIL", 'MARY-ANN', 'MS')] }],
  [
    'NM2PETROSYAN/ARAM MR/ANI MRS',
    { kind: 'names', passengers: [adult('PETROSYAN', 'ARAM', 'MR'), adult('PETROSYAN', 'ANI', 'MRS')] },
  ],
  [
    'NM1PETROSYAN/ARAM MR 1SARGSYAN/GEVORG MR',
    { kind: 'names', passengers: [adult('PETROSYAN', 'ARAM', 'MR'), adult('SARGSYAN', 'GEVORG', 'MR')] },
  ],
  [
    'NM1PETROSYAN/ANI MRS(CHD/05MAR19)',
    {
      kind: 'names',
      passengers: [{ lastName: 'PETROSYAN', firstName: 'ANI', title: 'MRS', type: 'child', dateOfBirth: '2019-03-05' }],
    },
  ],
  [
    'NM1PETROSYAN/ANI MRS (CHD/05MAR19)',
    {
      kind: 'names',
      passengers: [{ lastName: 'PETROSYAN', firstName: 'ANI', title: 'MRS', type: 'child', dateOfBirth: '2019-03-05' }],
    },
  ],
  [
    'NM1PETROSYAN/DAVIT MSTR(INF/05MAR25)',
    {
      kind: 'names',
      passengers: [
        { lastName: 'PETROSYAN', firstName: 'DAVIT', title: 'MSTR', type: 'infant', dateOfBirth: '2025-03-05' },
      ],
    },
  ],
  [
    'NM1PETROSYAN/DAVIT(INF/30NOV2026)',
    {
      kind: 'names',
      passengers: [
        { lastName: 'PETROSYAN', firstName: 'DAVIT', title: null, type: 'infant', dateOfBirth: '2026-11-30' },
      ],
    },
  ],
  [
    'NM3PETROSYAN/ARAM MR/ANI MRS/DAVIT MSTR(CHD/01DEC14)',
    {
      kind: 'names',
      passengers: [
        adult('PETROSYAN', 'ARAM', 'MR'),
        adult('PETROSYAN', 'ANI', 'MRS'),
        // 11 today: 12 tomorrow, still a child.
        { lastName: 'PETROSYAN', firstName: 'DAVIT', title: 'MSTR', type: 'child', dateOfBirth: '2014-12-01' },
      ],
    },
  ],
  // SRDOCS: passports
  ['SRDOCS P/AM/AS1234567/AM/15MAR84/M/20JAN31/PETROSYAN/ARAM/P1', { kind: 'document', document: ARAM_PASSPORT }],
  ['DOCS P/AM/AS1234567/AM/15MAR84/M/20JAN31/PETROSYAN/ARAM/P1', { kind: 'document', document: ARAM_PASSPORT }],
  ['SRDOCS HK1 P/AM/AS1234567/AM/15MAR84/M/20JAN31/PETROSYAN/ARAM/P1', { kind: 'document', document: ARAM_PASSPORT }],
  ['SRDOCS P/AM/AS1234567/AM/15MAR84/M/20JAN31/PETROSYAN/ARAM', { kind: 'document', document: ARAM_PASSPORT }],
  ['SRDOCS AS1234567/AM/15MAR84/20JAN31/P1', { kind: 'document', document: SHORT_PASSPORT }],
  ['SRDOCS AS1234567/AM/15MAR84/20JAN31', { kind: 'document', document: SHORT_PASSPORT }],
  ['srdocs as1234567/am/15mar84/20jan2031/p2', { kind: 'document', document: { ...SHORT_PASSPORT, passenger: 2 } }],
  [
    'SRDOCS P/RU/7512345678/RU/05MAR25/FI/01JUN30/PETROSYAN/ANI/P3',
    {
      kind: 'document',
      document: {
        passenger: 3,
        passportNumber: '7512345678',
        citizenship: 'RU',
        dateOfBirth: '2025-03-05',
        passportExpiry: '2030-06-01',
        gender: 'female',
        lastName: 'PETROSYAN',
        firstName: 'ANI',
      },
    },
  ],
  // AP: contact
  ['AP +37491123456 aram@example.test', contact('+37491123456', 'aram@example.test', null)],
  ['AP Aram@Example.test +37491123456 Aram Petrosyan', contact('+37491123456', 'Aram@Example.test', 'Aram Petrosyan')],
  ['AP Aram Petrosyan', contact(null, null, 'Aram Petrosyan')],
  ['AP+37491123456', contact('+37491123456', null, null)],
  ['AP 091-12-34-56', contact('091-12-34-56', null, null)],
  ['APE aram@example.test', contact(null, 'aram@example.test', null)],
  ['ape-Aram@Example.test', contact(null, 'Aram@Example.test', null)],
  ['APM +37491123456', contact('+37491123456', null, null)],
  ['APM-+374(91)123456', contact('+374(91)123456', null, null)],
  // The commands of one word
  ['ER', { kind: 'end' }],
  ['er', { kind: 'end' }],
  ['ER\t', { kind: 'end' }],
  ['TK', { kind: 'ticket' }],
  ['TKOK', { kind: 'ticket' }],
  ['TK OK', { kind: 'ticket' }],
  ['BK', { kind: 'book' }],
  ['XI', { kind: 'cancel' }],
  ['RF', { kind: 'refund' }],
  ['IG', { kind: 'ignore' }],
  ['RT ABC123', { kind: 'retrieve', pnr: 'ABC123' }],
  ['RTABC123', { kind: 'retrieve', pnr: 'ABC123' }],
  ['rt x7k2p9', { kind: 'retrieve', pnr: 'X7K2P9' }],
  ['RT', { kind: 'retrieve', pnr: null }],
  ['HE', { kind: 'help', topic: null }],
  ['HE SS', { kind: 'help', topic: 'SS' }],
  ['HESS', { kind: 'help', topic: 'SS' }],
  ['he srdocs', { kind: 'help', topic: 'SRDOCS' }],
  ['HE DOCS', { kind: 'help', topic: 'SRDOCS' }],
  ['HE TKOK', { kind: 'help', topic: 'TK' }],
  ['HE APE', { kind: 'help', topic: 'AP' }],
];

const error = (key: string, part?: string, values?: TParseError['values']): TParseError => ({
  key,
  ...(values ? { values } : {}),
  ...(part ? { part } : {}),
});
const PASSPORT_OF = (fields: Partial<Record<'type' | 'issuer' | 'gender' | 'lastName', string>>) =>
  `SRDOCS ${fields.type ?? 'P'}/${fields.issuer ?? 'AM'}/AS1234567/AM/15MAR84/${fields.gender ?? 'M'}/20JAN31/${fields.lastName ?? 'PETROSYAN'}/ARAM/P1`;

const WRONG: [entry: string, expected: TParseError][] = [
  // The entry as a whole
  ['', error('empty')],
  ['   ', error('empty')],
  ['ER\u0000', error('invalidCharacters')],
  ['AN\u001b[31m20DECEVNMOW', error('invalidCharacters')],
  ['RT\u200eABC123', error('invalidCharacters')],
  [`AN 20DEC EVN ${'X'.repeat(200)}`, error('tooLong')],
  ['XX', error('unknownCommand', 'XX', { code: 'XX' })],
  ['hello', error('unknownCommand', 'HELLO', { code: 'HELLO' })],
  ['ERASE ALL', error('unknownCommand', 'ERASE', { code: 'ERASE' })],
  ['TKNOW', error('unknownCommand', 'TKNOW', { code: 'TKNOW' })],
  ['APARAM', error('unknownCommand', 'APARAM', { code: 'APARAM' })],
  ['HEXX', error('unknownCommand', 'HEXX', { code: 'HEXX' })],
  ['АН20DECEVNMOW', error('unknownCommand', 'АН20DECEVNMOW', { code: 'АН20DECEVNMOW' })],
  // Left over after a complete command
  ['ER NOW', error('unexpected', 'NOW')],
  ['XI 5', error('unexpected', '5')],
  ['TK OK NOW', error('unexpected', 'NOW')],
  ['IG ALL OF IT', error('unexpected', 'ALL OF IT')],
  ['RT ABC123 X', error('unexpected', 'X')],
  ['HE SS NOW', error('unexpected', 'NOW')],
  ['AN 20DEC EVN MOW LED', error('unexpected', 'LED')],
  ['AN 20DEC EVN MOW*27DEC X', error('unexpected', 'X')],
  ['SS1Y2 NOW', error('unexpected', 'NOW')],
  ['SS3/2 X', error('unexpected', 'X')],
  // AN: dates and places
  ['AN', error('missingDate')],
  ['AN20DXCEVNMOW', error('invalidDate', '20DXC')],
  ['AN 31FEB EVN MOW', error('invalidDate', '31FEB')],
  ['AN 00DEC EVN MOW', error('invalidDate', '00DEC')],
  ['AN 32DEC EVN MOW', error('invalidDate', '32DEC')],
  ['AN 29FEB EVN MOW', error('invalidDate', '29FEB')],
  ['AN 20DEC2026 EVN MOW', error('invalidDate', '20DEC2026')],
  ['AN EVN MOW 20DEC', error('invalidDate', 'EVN')],
  ['AN 2026-12-20 EVN MOW', error('invalidDate', '2026-12-20')],
  ['AN 20DEC24 EVN MOW', error('pastDate', '20DEC24')],
  ['AN 29NOV26 EVN MOW', error('pastDate', '29NOV26')],
  ['AN +366 EVN MOW', error('dayOffsetTooFar', '+366')],
  ['AN +99999999999999 EVN MOW', error('dayOffsetTooFar', '+99999999999999')],
  ['AN 20DEC', error('route')],
  ['AN20DECEVNMO', error('route', 'EVNMO')],
  ['AN 20DEC YEREVAN', error('route', 'YEREVAN')],
  ['AN 20DEC EVN MOW1', error('place', 'MOW1')],
  ['AN 20DEC EV MOW', error('place', 'EV')],
  ['AN 20DEC EVN МОСКВА', error('place', 'МОСКВА')],
  ['AN 20DEC EVN -MOW', error('place', '-MOW')],
  ['AN20DECEVNEVN', error('sameAirports', 'EVN')],
  ['AN 20DEC MOSCOW MOSCOW', error('sameAirports', 'MOSCOW')],
  ['AN 20DEC EVN MOW*', error('returnDate', '*')],
  ['AN 20DEC EVN MOW*27DXC', error('invalidDate', '27DXC')],
  ['AN 20DEC EVN MOW*RETURN', error('invalidDate', 'RETURN')],
  ['AN 20DEC26 EVN MOW*10DEC26', error('returnBeforeOutbound', '10DEC26')],
  // The return's +N counts from today, like the outbound's.
  // HA and PA: place, date, party
  ['HA', error('missingPlace')],
  ['HA PAR', error('missingDate')],
  ['HA PAR 20DEC', error('missingNights')],
  ['HA PAR 20DEC 2A', error('missingNights')],
  ['HAPARIS20DEC3N', error('place', 'PARIS20DEC3N')],
  ['HA P4R 20DEC 3N', error('place', 'P4R')],
  ['HA PAR 01NOV26 3N', error('pastDate', '01NOV26')],
  ['PA DXB 31NOV 2A', error('invalidDate', '31NOV')],
  ['HA PAR 20DEC 0N', error('nights', '0N')],
  ['HA PAR 20DEC 31N', error('nights', '31N')],
  ['HA PAR 20DEC 3N 10A', error('adults', '10A')],
  ['HA PAR 20DEC 3N 0A', error('adults', '0A')],
  ['HA PAR 20DEC 3N 99999999999A', error('adults', '99999999999A')],
  ['HA PAR 20DEC 3N C18', error('childAge', 'C18')],
  ['HA PAR 20DEC 3N 6R', error('rooms', '6R')],
  ['HA PAR 20DEC 0R 3N', error('rooms', '0R')],
  ['HA PAR 20DEC 3N 4N', error('partyRepeated', '4N')],
  ['PA DXB 20DEC 2A 7N 1A', error('partyRepeated', '1A')],
  ['HA PAR 20DEC 3N 2X', error('partyToken', '2X')],
  ['HA PAR 20DEC 3 N', error('partyToken', '3')],
  ['PA DXB 20DEC 2A C', error('partyToken', 'C')],
  // SS: sell
  ['SS', error('missingLine')],
  ['SS Y2', error('lineNumber', 'Y2')],
  ['SS0Y1', error('lineNumber', '0')],
  ['SS100Y1', error('lineNumber', '100')],
  ['SS99999999999Y1', error('lineNumber', '99999999999')],
  ['SS1Y0', error('seatCount', '0')],
  ['SS 1 Y 10', error('seatCount', '10')],
  ['SS3/', error('seatCount', '/')],
  ['SS3/0', error('seatCount', '0')],
  ['SS1ECON2', error('classCode', 'ECON')],
  ['SS1-2', error('classCode', '-2')],
  // NM: names
  ['NM', error('missingNames')],
  ['NMPETROSYAN/ARAM', error('nameNumber', 'PETROSYAN/ARAM')],
  ['NM1PETROSYAN ARAM MR', error('nameFormat', '1PETROSYAN ARAM MR')],
  ['NM1PETROSYAN/', error('nameFormat', '1PETROSYAN/')],
  ['NM1PETROSYAN/MR', error('nameFormat', 'MR')],
  ['NM1PETROSYAN/ARAM MR SR', error('nameFormat', 'ARAM MR SR')],
  ['NM1PETROSYAN/ANI MRS(CHD/05MAR19', error('nameFormat', 'ANI MRS(CHD/05MAR19')],
  ['NM1PETROSYAN/ARAM MR 1SARGSYAN', error('nameFormat', '1SARGSYAN')],
  ['NM2PETROSYAN/ARAM MR', error('nameCountMismatch', '2PETROSYAN/ARAM MR')],
  ['NM1PETROSYAN/ARAM MR/ANI MRS', error('nameCountMismatch', '1PETROSYAN/ARAM MR/ANI MRS')],
  ['NM99999999999PETROSYAN/ARAM', error('nameCountMismatch', '99999999999PETROSYAN/ARAM')],
  ['NM1PETROSYAN/ARAM MRX', error('title', 'MRX')],
  ['NM1ПЕТРОСЯН/ARAM MR', error('latinOnly', 'ПЕТРОСЯН')],
  ['NM1PETROSYAN/ԱՐԱՄ MR', error('latinOnly', 'ԱՐԱՄ')],
  ['NM1PETROSYAN/JOSÉ MR', error('latinOnly', 'JOSÉ')],
  ['NM1PETR0SYAN/ARAM MR', error('nameCharacters', 'PETR0SYAN')],
  ['NM1PETROSYAN/ARAM_ MR', error('nameCharacters', 'ARAM_')],
  ['NM1PETROSYAN/ANI MRS(CHD)', error('birthDateRequired', '(CHD)')],
  ['NM1PETROSYAN/ANI MRS(ADT/05MAR19)', error('passengerType', '(ADT/05MAR19)')],
  ['NM1PETROSYAN/ANI MRS(CHD/31FEB19)', error('invalidBirthDate', '31FEB19')],
  ['NM1PETROSYAN/ANI MRS(CHD/+3)', error('invalidBirthDate', '+3')],
  ['NM1PETROSYAN/ANI MRS(CHD/05MAR2030)', error('futureBirthDate', '05MAR2030')],
  ['NM1PETROSYAN/ARAM MSTR(CHD/30NOV14)', error('childTooOld', '30NOV14')],
  ['NM1PETROSYAN/DAVIT MSTR(INF/30NOV24)', error('infantTooOld', '30NOV24')],
  // SRDOCS: passports
  ['SRDOCS', error('documentFormat')],
  ['SRDOCS HK1', error('documentFormat')],
  ['SRDOCS P/AM/AS1234567', error('documentFormat', 'P/AM/AS1234567')],
  ['SRDOCS AS1234567//15MAR84/20JAN31', error('documentFormat', 'AS1234567//15MAR84/20JAN31')],
  [PASSPORT_OF({ type: 'I' }), error('documentType', 'I')],
  [PASSPORT_OF({ issuer: 'ARM' }), error('countryCode', 'ARM')],
  ['SRDOCS AS1234567/ARM/15MAR84/20JAN31/P1', error('countryCode', 'ARM')],
  ['SRDOCS AS12/AM/15MAR84/20JAN31/P1', error('passportNumber', 'AS12')],
  ['SRDOCS AS-1234567/AM/15MAR84/20JAN31/P1', error('passportNumber', 'AS-1234567')],
  ['SRDOCS AS1234567/AM/15MRZ84/20JAN31/P1', error('invalidBirthDate', '15MRZ84')],
  ['SRDOCS AS1234567/AM/15MAR2030/20JAN31/P1', error('futureBirthDate', '15MAR2030')],
  ['SRDOCS AS1234567/AM/15MAR84/20JAN/P1', error('expiryDate', '20JAN')],
  ['SRDOCS AS1234567/AM/15MAR84/31JUN31/P1', error('expiryDate', '31JUN31')],
  ['SRDOCS AS1234567/AM/15MAR84/29NOV26/P1', error('passportExpired', '29NOV26')],
  [PASSPORT_OF({ gender: 'X' }), error('gender', 'X')],
  [PASSPORT_OF({ lastName: 'ПЕТРОСЯН' }), error('latinOnly', 'ПЕТРОСЯН')],
  ['SRDOCS AS1234567/AM/15MAR84/20JAN31/P0', error('passengerReference', 'P0')],
  ['SRDOCS AS1234567/AM/15MAR84/20JAN31/X1', error('passengerReference', 'X1')],
  // AP: contact
  ['AP', error('contactEmpty')],
  ['APE', error('contactEmpty')],
  ['AP aram@', error('email', 'ARAM@')],
  ['AP aram@example', error('email', 'ARAM@EXAMPLE')],
  ['APE +37491123456', error('email', '+37491123456')],
  ['AP +374', error('phone', '+374')],
  ['AP +3749112345678901', error('phone', '+3749112345678901')],
  ['AP 091-12-34-56x', error('phone', '091-12-34-56X')],
  ['APM aram@example.test', error('phone', 'ARAM@EXAMPLE.TEST')],
  ['AP a@example.test b@example.test', error('contactRepeated', 'B@EXAMPLE.TEST')],
  // RT and HE
  ['RT ABC12', error('pnrFormat', 'ABC12')],
  ['RTABC1234', error('pnrFormat', 'ABC1234')],
  ['RT ABC-12', error('pnrFormat', 'ABC-12')],
  ['HE XX', error('helpUnknown', 'XX', { topic: 'XX' })],
];

/** The entry as the parser reads it: what an error's part is a substring of. */
const normalized = (entry: string) => entry.replace(/\s+/g, ' ').trim().toUpperCase();

describe('parseCommand: the forms it understands', () => {
  it.each(RIGHT)('%j', (entry, command) => {
    expect(parseCommand(entry, TODAY)).toEqual({ ok: true, command });
  });

  it('covers every kind of command', () => {
    const kinds = new Set(RIGHT.map(([, command]) => command.kind));
    expect(kinds.size).toBe(15);
  });
});

describe('parseCommand: the entries it refuses, and why', () => {
  it.each(WRONG)('%j', (entry, expected) => {
    expect(parseCommand(entry, TODAY)).toEqual({ ok: false, error: expected });
  });

  it('points each error at a part of the entry as it was read', () => {
    for (const [entry, expected] of WRONG) {
      if (expected.part !== undefined) expect(normalized(entry), entry).toContain(expected.part);
    }
  });

  it('has a row for every error text, and a text for every error of a row', () => {
    const returned = new Set(WRONG.map(([, expected]) => expected.key));
    expect([...returned].sort()).toEqual(Object.keys(commandLineEn.commandLine.errors).sort());
  });
});

describe('the texts of the command line', () => {
  const LANGUAGES = { en: commandLineEn, hy: commandLineHy, ru: commandLineRu };
  /** `a.b.c` → text, for every text of a catalogue. */
  const leaves = (tree: object, prefix = ''): Map<string, string> =>
    new Map(
      Object.entries(tree).flatMap(([key, value]: [string, unknown]) =>
        typeof value === 'string'
          ? [[`${prefix}${key}`, value] as const]
          : [...leaves(value as object, `${prefix}${key}.`)],
      ),
    );
  const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
  const english = leaves(commandLineEn);

  it.each(Object.entries(LANGUAGES))('%s has every error key a wrong entry returns', (_language, texts) => {
    const errors: Record<string, string> = texts.commandLine.errors;
    for (const [entry, { key }] of WRONG) expect(errors[key], `${entry} → ${key}`).toBeTypeOf('string');
  });

  it.each([
    ['hy', commandLineHy, /[\u0531-\u0587]/],
    ['ru', commandLineRu, /[А-яЁё]/],
  ] as const)(
    '%s has exactly the keys of English, translated, with the same placeholders',
    (_language, texts, script) => {
      const translated = leaves(texts);
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of translated) {
        expect(placeholders(text), key).toEqual(placeholders(english.get(key)!));
        // A command's syntax is what is typed: the same in every language. Every other text is in the language.
        if (key.endsWith('.syntax')) expect(text, key).toBe(english.get(key));
        else if (/[A-Za-z]{3,}/.test(english.get(key)!.replace(/\{\{\w+\}\}/g, ''))) expect(text, key).toMatch(script);
      }
    },
  );

  it('has no blank text, and a help entry for every command', () => {
    for (const [key, text] of english) expect(text.trim(), key).not.toBe('');
    const topics = Object.keys(commandLineEn.commandLine.help).filter((key) => key !== 'intro');
    expect(topics.sort()).toEqual([...COMMAND_CODES].sort());
  });

  it('fills every placeholder of an error from the values the parser gives with it', () => {
    const errors: Record<string, string> = commandLineEn.commandLine.errors;
    for (const [entry, { key, values }] of WRONG) {
      expect(placeholders(errors[key]!), entry).toEqual(Object.keys(values ?? {}).sort());
    }
  });

  it('shows help syntax that the parser understands', () => {
    const examples = Object.values(commandLineEn.commandLine.help).flatMap((topic) =>
      typeof topic === 'string' ? [] : topic.syntax.split(' · '),
    );
    for (const example of examples) expect(parseCommand(example, TODAY).ok, example).toBe(true);
  });
});

describe('parseCommand on any entry', () => {
  /** Entries made of the pieces commands are made of, so that the parser is driven deep, not refused at once. */
  const piece = fc.constantFrom(
    ...[...COMMAND_CODES, 'DOCS', 'TKOK', 'APE', 'APM', '20DEC', '31FEB', '+3', '+', '*', '/', '(', ')', 'CHD', 'INF'],
    ...['EVN', 'MOW', '3N', '2A', 'C5', '2R', 'Y', '1', '99999999999', 'PETROSYAN', 'MR', '@', '-', ' ', 'É', 'P1'],
  );
  const numbersIn = (value: unknown): number[] =>
    typeof value === 'number'
      ? [value]
      : typeof value === 'object' && value
        ? Object.values(value).flatMap(numbersIn)
        : [];
  const entries = fc.oneof(
    fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join('')),
    fc.string(),
  );

  it('never throws, names only keys with texts, points only at the entry, and gives only small whole numbers', () => {
    const errors: Record<string, string> = commandLineEn.commandLine.errors;
    fc.assert(
      fc.property(entries, (entry) => {
        const result = parseCommand(entry, TODAY);
        if (!result.ok) {
          expect(errors[result.error.key], result.error.key).toBeTypeOf('string');
          if (result.error.part !== undefined) expect(normalized(entry)).toContain(result.error.part);
          return;
        }
        for (const number of numbersIn(result.command)) expect(Number.isInteger(number) && number < 100).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});
