/**
 * The texts of the flight page's manifest panel (/flights/:id, issue 19): the `manifests` feature bundle
 * (feature-texts.ts), downloaded with the flight page; hy.ts and ru.ts are typed against this one.
 */
export const manifestsEn = {
  manifest: {
    title: 'Passenger manifest',
    summary: '{{passengers}} and {{infants}} with booked or ticketed seats (holds are not listed).',
    passengerCount_one: '{{count}} passenger',
    passengerCount_other: '{{count}} passengers',
    infantCount_one: '{{count}} infant',
    infantCount_other: '{{count}} infants',
    downloads: 'Download the manifest',
    download: {
      pnl: 'PNL',
      adl: 'ADL',
      csv: 'CSV',
      xlsx: 'XLSX',
    },
    downloadHint: {
      pnl: 'The full passenger name list (PNL text)',
      adl: 'The changes since the last manifest sent (ADL text)',
      csv: 'The full list as CSV',
      xlsx: 'The full list as XLSX',
    },
    airlineAddress: 'Airline address: {{email}}',
    noAddress:
      'The airline {{airline}} has no manifest e-mail address, so the manifest cannot be mailed. Set it in Settings → Reference data → Airlines.',
    openSettings: 'Open the reference data',
    neverSent: 'Not sent to the airline yet.',
    lastSent: 'Last sent {{date}}: {{kind}} to {{email}}{{by}}.',
    lastSentBy: ' by {{name}}',
    pending: 'Changes since then: {{added}} added, {{removed}} removed, {{changed}} changed.',
    noPending: 'No changes since then.',
    send: 'Send to the airline',
    sendTitle: 'Send the manifest to {{email}}',
    sendText:
      'The mail carries the chosen text and the full list as CSV and XLSX. What is sent becomes the basis of the next ADL.',
    kindLabel: 'What to send',
    kinds: {
      pnl: 'PNL: the full list',
      adl_one: 'ADL: the changes only ({{count}} change)',
      adl_other: 'ADL: the changes only ({{count}} changes)',
    },
    sendConfirm: 'Send',
    sent: 'Sent: {{kind}} to {{email}}.',
  },
};
