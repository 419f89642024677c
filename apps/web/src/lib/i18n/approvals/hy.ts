import type { approvalsEn } from './en';

export const approvalsHy: typeof approvalsEn = {
  approvals: {
    intro:
      'Հաշվեկշռի և վարկի ձեռքով փոփոխությունները, ինչպես նաև շեմերից բարձր զեղչերն ու վերադարձները սպասում են այստեղ, մինչև մեկ այլ աշխատակից հաստատի դրանք։',
    pendingCount: '{{count}} սպասում է',
    empty: 'Հաստատման հայցեր դեռ չկան',
    kinds: {
      useBalance: 'Հաշվեկշռի փոփոխություն',
      creditLimit: 'Վարկային սահմանաչափի փոփոխություն',
      flightDiscount: 'Ավիապատվերի զեղչ',
      flightRefund: 'Ավիապատվերի վերադարձ',
      hotelRefund: 'Հյուրանոցային պատվերի վերադարձ',
      packageRefund: 'Փաթեթային պատվերի վերադարձ',
    },
    statuses: { pending: 'Սպասում է', approved: 'Հաստատված', rejected: 'Մերժված', cancelled: 'Հետ կանչված' },
    values: {
      balance: 'Հաշվեկշիռ',
      creditLimit: 'Վարկային սահմանաչափ',
      price: 'Պատվերի գին',
      paid: 'Պատվերի դիմաց վճարված',
    },
    amount: 'Գումար',
    change: '{{name}}. {{from}} → {{to}}',
    note: 'Նշված պատճառ',
    requested: 'Հայցող՝ {{name}}, {{time}}',
    decided: '{{status}}՝ {{name}}, {{time}}',
    decisionReason: 'Որոշման պատճառ',
    approve: 'Հաստատել',
    reject: 'Մերժել',
    withdraw: 'Հետ կանչել',
    approveTitle: 'Հաստատել. գործողությունը կկատարվի հիմա',
    rejectTitle: 'Մերժել. ոչինչ չի փոխվի',
    withdrawTitle: 'Հետ կանչե՞լ ձեր հայցը',
    reasonOptional: 'Պատճառ (ըստ ցանկության)',
    reason: 'Պատճառ',
    done: { approved: 'Հաստատված է. գործողությունը կատարվել է։', rejected: 'Մերժված է։', cancelled: 'Հետ է կանչված։' },
    thresholds: {
      intro:
        'Այս գումարներից բարձր զեղչերը, գնի փոփոխություններն ու վերադարձները պահանջում են մեկ այլ աշխատակցի հաստատում։ Դատարկ՝ երբեք։',
      discount: 'Զեղչեր և գնի փոփոխություններ՝ ավելի քան, AMD',
      refund: 'Վերադարձներ՝ ավելի քան, AMD',
      empty: 'Երբեք',
      saved: 'Պահպանված է',
    },
  },
};
