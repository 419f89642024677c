import type { apiKeysEn } from './en';

export const apiKeysHy: typeof apiKeysEn = {
  apiKeys: {
    title: 'API բանալիներ',
    empty: 'API բանալիներ դեռ չկան',
    scopes: {
      search: 'Որոնում',
      ordersRead: 'Պատվերների ընթերցում',
      ordersWrite: 'Պատվերների ամրագրում և փոփոխում',
      tickets: 'Տոմսավորում (ծախսում է հաշվեկշիռը)',
      documents: 'Փաստաթղթեր (էլ. տոմսեր, վաուչերներ)',
      balanceRead: 'Հաշվեկշռի ընթերցում',
    },
    statuses: {
      active: 'Գործող',
      expired: 'Ժամկետանց',
      revoked: 'Չեղարկված',
    },
    prefix: 'Բանալի',
    scopesLabel: 'Թույլտվություններ',
    created: 'Ստեղծվել է',
    expires: 'Գործում է մինչև',
    neverExpires: 'Անժամկետ',
    lastUsed: 'Վերջին օգտագործում',
    lastUsedFrom: '{{time}}, {{address}} հասցեից',
    neverUsed: 'Դեռ չի օգտագործվել',
    addresses: 'Հաճախորդի հասցեներ',
    anyAddress: 'Ցանկացած հասցե',
    revoke: 'Չեղարկել',
    revokeTitle: 'Չեղարկե՞լ «{{name}}» բանալին',
    revokeText:
      'Այս բանալիով արված ցանկացած հարցում այսուհետ մերժվում է (բոլոր սերվերներում՝ մեկ վայրկյանի ընթացքում)։ Չեղարկված բանալին հնարավոր չէ կրկին միացնել։',
    revokedNotice: '«{{name}}» բանալին չեղարկված է',
  },
};
