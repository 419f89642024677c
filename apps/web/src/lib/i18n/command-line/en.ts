/**
 * The texts of the agents' command line: why an entry was not understood (`errors`, a key each error of
 * features/command-line/parse-command.ts can return, each saying what to fix) and the help of every command (`help`:
 * the syntax, written alike in every language because it is what is typed, and what the command does). hy.ts and
 * ru.ts are typed against this one.
 */
export const commandLineEn = {
  commandLine: {
    panel: {
      title: 'Command line',
      hint: 'HE for help · Enter runs · ↑/↓ earlier entries · Tab completes · Esc closes',
      close: 'Close the command line',
      scrollBack: 'Entries and answers',
      input: 'Command',
      suggestions: 'Tab:',
    },
    lines: { flight: 'flight', hotel: 'hotel stay', package: 'package' },
    answers: {
      orderHead: '{{pnr}} · {{line}} · {{status}}',
      orderTotals: 'Payable {{payable}} · paid {{paid}}',
      deadline: { hold: 'Held until {{at}}', booked: 'Booked until {{at}}' },
      nextSteps: 'Next: {{codes}}',
      noFlights: 'No flights on this day. The ±3-day prices below show the nearest days with seats.',
      flightColumns: 'Nr Flight  Route   Departure        Arr.  Class, free seats, lowest price',
      calendar: '±3 days, lowest price: {{days}}',
      sellHint: 'Sell with SS, e.g. {{example}}',
      free: 'free: {{free}}',
      noHotels: 'No hotel of this city has rooms for this stay and party.',
      stay: '{{from}} – {{to}}, nights: {{nights}}',
      noPackages: 'No package to this destination leaves on this day for this party.',
      sold: 'Sold: {{what}}. Names next: NM1LASTNAME/FIRSTNAME MR',
      named: 'Names: {{names}}',
      document: 'Passport of {{passenger}}: {{number}}',
      contact: 'Contact: {{contact}}',
      ignored: 'The booking in progress is forgotten; nothing was cancelled.',
      confirm: {
        ticket: 'Pay {{pnr}} now: {{amount}}. Press Enter again to confirm, or type another command.',
        cancel: 'Cancel {{pnr}}? Press Enter again to confirm, or type another command.',
        refund: 'Refund {{pnr}} under its rules? Press Enter again to confirm, or type another command.',
      },
      pendingApproval: 'Sent for approval: a second staff member decides.',
      unreachable: 'The server did not answer. Check the connection and press Enter again.',
    },
    refusals: {
      noNames: 'No names yet: type NM1LASTNAME/FIRSTNAME MR.',
      noDocument:
        '{{passenger}} {{name}} has no passport: type SRDOCS P/AM/AS1234567/AM/15MAR84/M/20JAN31/{{name}}/{{passenger}}, or save the traveller in the passengers directory.',
      noGender: '{{passenger}} {{name}}: the title says whether male or female, e.g. NM1{{name}} MR.',
      unknownPlace: 'No airport or city «{{place}}»: type its IATA code (EVN) or its city (YEREVAN).',
      noSuchLine: 'There is no line {{line}} in the last availability: look at the numbers on the left.',
      classRequired: 'Name the class after the line, e.g. SS1Y1.',
      noSuchClass: 'Line has no class {{code}}; it has: {{classes}}.',
      notEnoughSeats: 'Free seats in this class: {{free}}. Sell fewer, or another class.',
      nothingSold: 'Nothing is sold yet: search (AN, HA, PA), then SS a line.',
      legMissing: 'The return is not sold: SS a line of the return flights too.',
      seatsAndNames:
        'Seats sold: {{seats}}, travellers with a seat named: {{names}}. Sell as many seats as names (infants take no seat).',
      guestsAndRooms:
        'Rooms: {{rooms}}, guests a room: {{perRoom}}; names given: {{names}}. Name every guest of every room.',
      noClassHere: 'Hotels and packages have no class letter: type SS and the line, e.g. SS1.',
      notEnoughRooms: 'Free rooms of this type: {{free}}.',
      noAvailability: 'Search first (AN, HA or PA): SS sells a line of the answer.',
      noSuchPassenger: 'There is no {{passenger}}: name the traveller with NM first.',
      noOrder: 'No order is open: end a booking with ER, or retrieve one with RT and its PNR.',
      notAllowed: '{{pnr}} is {{status}}: this command does not apply to it now.',
      pnrNotFound: 'No order with PNR {{pnr}} that you may see.',
    },
    fieldParts: {
      passenger: '{{passenger}} ({{command}})',
      guest: 'Room {{room}}, guest {{guest}} (NM)',
      contact: 'Contact, {{field}} (AP)',
      flights: 'Flights (SS)',
      stay: 'Stay (HA, SS)',
    },
    errors: {
      empty: 'Type a command, for example AN20DECEVNMOW, and press Enter; HE lists every command.',
      tooLong: 'Shorten the entry: a command is at most 200 characters long.',
      invalidCharacters: 'Remove the invisible characters from the entry: type it again rather than pasting it.',
      unknownCommand:
        '{{code}} is not a command. Start with a command code such as AN, HA, PA, SS or NM, in Latin letters; HE lists them all.',
      unexpected: 'Remove the extra text at the end: the command is complete without it.',
      invalidDate: 'Write the date as 20DEC, 20DEC26 or +3 (days from today).',
      pastDate: 'This date has passed: give today or a later day (20DEC, 20DEC26 or +3).',
      dayOffsetTooFar: 'Count at most 365 days from today: +0 to +365.',
      missingDate: 'Add the date: 20DEC, 20DEC26 or +3 (days from today).',
      route: 'Write where from and where to: EVNMOW, EVN MOW or YEREVAN MOSCOW.',
      place:
        'Write the place as a 3-letter code (EVN) or a city name in Latin letters (YEREVAN, NEW-YORK); put a space between a city name and the date.',
      sameAirports: 'Choose a destination other than the place of departure.',
      returnDate: 'Write the return date after the star: *27DEC, *27DEC26 or *+7.',
      returnBeforeOutbound: 'Choose a return date on or after the departure date.',
      missingPlace: 'Add the city, as its 3-letter code (PAR) or its name (PARIS), then the date.',
      missingNights: 'Add the number of nights, for example 3N.',
      nights: 'Write the nights as 1N to 30N.',
      adults: 'Write the adults as 1A to 9A.',
      childAge: "Write each child's age as C0 to C17 (C5 for a child of five).",
      rooms: 'Write the rooms as 1R to 5R.',
      partyToken: 'Write the party as 3N (nights), 2A (adults), C5 (a child of five) and 1R (rooms).',
      partyRepeated:
        'Give the nights, the adults and the rooms once each; only C is repeated, once for each child (C5 C8).',
      missingLine: 'Add the availability line to sell: SS1Y2 for a flight, SS3 for a hotel or a package.',
      lineNumber: 'Write the line number shown in the availability, from 1 to 99 (SS1Y2).',
      classCode: 'Write the class as 1 to 3 letters or digits starting with a letter (Y, C, ECO).',
      seatCount: 'Write how many seats or rooms as one digit from 1 to 9 (SS1Y2, SS3/2).',
      missingNames: 'Add the names: NM1PETROSYAN/ARAM MR.',
      nameNumber: 'Start each surname with the number of first names that follow it: NM1PETROSYAN/ARAM MR.',
      nameFormat: 'Write each name as SURNAME/FIRSTNAME TITLE: NM1PETROSYAN/ARAM MR.',
      nameCountMismatch:
        'Make the number before the surname match the first names after it: NM2PETROSYAN/ARAM MR/ANI MRS.',
      title: 'Write the title as MR, MRS, MS, MSTR or MISS, or leave it out.',
      latinOnly: 'Write names in Latin letters A–Z, without accents, as in the passport (PETROSYAN).',
      nameCharacters: "Use only Latin letters, hyphens and apostrophes in names (SARGSYAN-PETROSYAN, O'NEIL).",
      passengerType: 'After the first name, mark a child as (CHD/05MAR19) and an infant as (INF/05MAR25).',
      birthDateRequired: 'Add the birth date: (CHD/05MAR19) for a child, (INF/05MAR25) for an infant.',
      invalidBirthDate: 'Write the birth date as 05MAR19 or 05MAR2019 (day, month, year).',
      futureBirthDate: 'Correct the birth date: it cannot be later than today.',
      childTooOld: 'A child is under 12: name a traveller of 12 or older as an adult, without (CHD/…).',
      infantTooOld: 'An infant is under 2: name a traveller of 2 or older as a child, with (CHD/…).',
      documentFormat:
        'Write the passport as P/AM/AS1234567/AM/15MAR84/M/20JAN31/PETROSYAN/ARAM/P1, or briefly as AS1234567/AM/15MAR84/20JAN31/P1.',
      documentType: 'Only a passport can be entered: start with P (P/AM/AS1234567/…).',
      countryCode: 'Write the country as its 2-letter code (AM, RU, US).',
      passportNumber: 'Write the passport number as 5 to 20 letters and digits, without spaces.',
      gender: 'Write the gender as M or F (MI or FI for an infant).',
      expiryDate: 'Write the expiry date as 20JAN31 or 20JAN2031 (day, month, year).',
      passportExpired: 'This passport has expired: enter one that is still valid.',
      passengerReference: "Write whose passport it is as P1, P2… (the name's number in the order, from 1 to 99).",
      contactEmpty: 'Add a phone, an e-mail or a name: AP +37491123456 aram@example.test.',
      contactRepeated: 'Give one phone and one e-mail in an entry.',
      email: 'Write the e-mail as name@example.com.',
      phone: 'Write the phone as +37491123456: 7 to 15 digits, without spaces.',
      pnrFormat: 'Write the PNR as its 6 letters and digits: RT ABC123.',
      helpUnknown: 'There is no help on {{topic}}: write HE alone for the list of commands.',
    },
    help: {
      intro:
        'Type a command and press Enter. Small and capital letters are alike; dates are 20DEC, 20DEC26 or +3 (days from today).',
      AN: {
        syntax: 'AN20DECEVNMOW · AN 20DEC26 YEREVAN MOSCOW *27DEC',
        text: 'Flights from one place to another on a day, by code or by city; a date after the star adds the return.',
      },
      HA: {
        syntax: 'HA PAR 20DEC 3N 2A C5 1R · HAPAR20DEC3N2A',
        text: "Hotels of a city from the check-in day: the nights (required), the adults of a room (2 if not given), each child's age in a room, how many such rooms (1 if not given).",
      },
      PA: {
        syntax: 'PA DXB 20DEC 2A C5 7N · PADXB20DEC2A',
        text: "Packages to a destination leaving on a day: the adults, each child's age and, for one length only, the nights.",
      },
      SS: {
        syntax: 'SS1Y2 · SS1Y · SS3 · SS3/2',
        text: 'Sells from the last availability: a flight by its line, class and seats; a hotel or a package by its line, and the rooms after the slash.',
      },
      NM: {
        syntax: 'NM1PETROSYAN/ARAM MR · NM2PETROSYAN/ARAM MR/ANI MRS(CHD/05MAR19)',
        text: "Names the travellers: how many first names, the surname, each first name with its title; a child's or an infant's birth date in (CHD/…) or (INF/…).",
      },
      SRDOCS: {
        syntax: 'SRDOCS P/AM/AS1234567/AM/15MAR84/M/20JAN31/PETROSYAN/ARAM/P1 · SRDOCS AS1234567/AM/15MAR84/20JAN31/P1',
        text: "Adds a traveller's passport: issuing country, number, nationality, birth date, gender, expiry, surname, first name and the name's number; the short form gives the number, nationality, birth date and expiry.",
      },
      AP: {
        syntax: 'AP +37491123456 aram@example.test Aram Petrosyan · APE aram@example.test · APM +37491123456',
        text: "Gives the order's contact: a phone, an e-mail and a name, in any order.",
      },
      ER: { syntax: 'ER', text: 'Holds what is sold for the named travellers.' },
      TK: {
        syntax: 'TK · TKOK',
        text: 'Tickets the order, paying it from the balance now: enter it again to confirm.',
      },
      BK: { syntax: 'BK', text: 'Books the order without paying it.' },
      XI: { syntax: 'XI', text: 'Cancels the current order: enter it again to confirm.' },
      RT: { syntax: 'RT ABC123 · RT', text: 'Opens an order by its PNR; RT alone shows the current order again.' },
      RF: { syntax: 'RF', text: 'Refunds the current order (staff only): enter it again to confirm.' },
      IG: {
        syntax: 'IG',
        text: 'Ignores the work in progress: what is sold and named is forgotten, nothing is cancelled.',
      },
      HE: { syntax: 'HE · HE SS', text: 'Help on every command, or on one.' },
    },
  },
};

export type TCommandLineTexts = typeof commandLineEn;
/** The keys of `commandLine.errors`: what the parser's errors may name. */
export type TCommandLineErrorKey = keyof TCommandLineTexts['commandLine']['errors'];
