import type { TTexts } from '../catalogue';

/** Four-eyes approval (issue 19): the personal notices of a request and of its decision. */
export const approvalsHy: TTexts['approvals'] = {
  kinds: {
    useBalance: 'Հաշվեկշռի փոփոխություն',
    creditLimit: 'Վարկային սահմանաչափի փոփոխություն',
    flightDiscount: 'Ավիապատվերի զեղչ',
    flightRefund: 'Ավիապատվերի վերադարձ',
    hotelRefund: 'Հյուրանոցային պատվերի վերադարձ',
    packageRefund: 'Փաթեթային պատվերի վերադարձ',
    flightPassengerRemoval: 'Ավիապատվերից ուղևորի հեռացում (վերադարձ)',
    disruptionRefund: 'Վերադարձ չվերթի խափանման պատճառով',
  },
  requestedTitle: 'Պահանջվում է հաստատում',
  requestedText: '{{kind}} ({{target}}). {{amount}} AMD, հայցող՝ {{person}}',
  approvedTitle: 'Ձեր հայցը հաստատվել է',
  rejectedTitle: 'Ձեր հայցը մերժվել է',
  decidedText: '{{kind}} ({{target}}). {{amount}} AMD, որոշող՝ {{person}}',
  staffCreatedTitle: 'Ստեղծվել է աշխատակցի հաշիվ',
  staffCreatedText: 'Նոր հաշիվ՝ {{account}} ({{role}}), ստեղծող՝ {{person}}',
  staffRoleTitle: 'Տրվել է աշխատակցի դեր',
  staffRoleText: 'Հաշիվ՝ {{account}}, նոր դեր՝ {{role}}, տվող՝ {{person}}',
};
