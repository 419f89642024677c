import type { TTexts } from '../catalogue';

/** Four-eyes approval (issue 19): the personal notices of a request and of its decision. */
export const approvalsRu: TTexts['approvals'] = {
  kinds: {
    useBalance: 'Изменение баланса',
    creditLimit: 'Изменение кредитного лимита',
    flightDiscount: 'Скидка на авиазаказ',
    flightRefund: 'Возврат авиазаказа',
    hotelRefund: 'Возврат гостиничного заказа',
    packageRefund: 'Возврат пакетного заказа',
  },
  requestedTitle: 'Требуется подтверждение',
  requestedText: '{{kind}} ({{target}}): {{amount}} AMD, запросил(а) {{person}}',
  approvedTitle: 'Ваш запрос подтверждён',
  rejectedTitle: 'Ваш запрос отклонён',
  decidedText: '{{kind}} ({{target}}): {{amount}} AMD, решение принял(а) {{person}}',
};
