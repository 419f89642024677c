import type { manifestsEn } from './en';

export const manifestsHy: typeof manifestsEn = {
  manifest: {
    title: 'Ուղևորների մանիֆեստ',
    summary: '{{passengers}} և {{infants}}՝ ամրագրված կամ տոմսավորված տեղերով (պահված տեղերը ցուցակում չեն)։',
    passengerCount_one: '{{count}} ուղևոր',
    passengerCount_other: '{{count}} ուղևոր',
    infantCount_one: '{{count}} մանկահասակ',
    infantCount_other: '{{count}} մանկահասակ',
    downloads: 'Ներբեռնել մանիֆեստը',
    download: {
      pnl: 'PNL',
      adl: 'ADL',
      csv: 'CSV',
      xlsx: 'XLSX',
    },
    downloadHint: {
      pnl: 'Ուղևորների ամբողջական ցուցակը (PNL տեքստ)',
      adl: 'Վերջին ուղարկված մանիֆեստից հետո փոփոխությունները (ADL տեքստ)',
      csv: 'Ամբողջական ցուցակը CSV ձևաչափով',
      xlsx: 'Ամբողջական ցուցակը XLSX ձևաչափով',
    },
    airlineAddress: 'Ավիաընկերության հասցեն՝ {{email}}',
    noAddress:
      '{{airline}} ավիաընկերությունը մանիֆեստի էլ. հասցե չունի, ուստի մանիֆեստը հնարավոր չէ ուղարկել։ Նշեք այն «Կարգավորումներ → Տեղեկատու տվյալներ → Ավիաընկերություններ» բաժնում։',
    openSettings: 'Բացել տեղեկատու տվյալները',
    neverSent: 'Դեռ չի ուղարկվել ավիաընկերությանը։',
    lastSent: 'Վերջին անգամ ուղարկվել է {{date}}՝ {{kind}}, {{email}} հասցեին{{by}}։',
    lastSentBy: ' ({{name}})',
    pending: 'Այդ պահից փոփոխություններ՝ ավելացվել է {{added}}, հանվել՝ {{removed}}, փոփոխվել՝ {{changed}}։',
    noPending: 'Այդ պահից փոփոխություններ չկան։',
    send: 'Ուղարկել ավիաընկերությանը',
    sendTitle: 'Ուղարկել մանիֆեստը {{email}} հասցեին',
    sendText:
      'Նամակում կլինեն ընտրված տեքստը և ամբողջական ցուցակը CSV և XLSX ձևաչափերով։ Ուղարկվածը կդառնա հաջորդ ADL-ի հիմքը։',
    kindLabel: 'Ինչ ուղարկել',
    kinds: {
      pnl: 'PNL՝ ամբողջական ցուցակը',
      adl_one: 'ADL՝ միայն փոփոխությունները ({{count}} փոփոխություն)',
      adl_other: 'ADL՝ միայն փոփոխությունները ({{count}} փոփոխություն)',
    },
    sendConfirm: 'Ուղարկել',
    sent: 'Ուղարկվեց՝ {{kind}}, {{email}} հասցեին։',
  },
};
