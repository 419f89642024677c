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
    flightPassengerRemoval: 'Удаление пассажира из авиазаказа (возврат)',
    disruptionRefund: 'Возврат из-за нарушения рейса',
  },
  requestedTitle: 'Требуется подтверждение',
  requestedText: '{{kind}} ({{target}}): {{amount}} AMD, запросил(а) {{person}}',
  approvedTitle: 'Ваш запрос подтверждён',
  rejectedTitle: 'Ваш запрос отклонён',
  decidedText: '{{kind}} ({{target}}): {{amount}} AMD, решение принял(а) {{person}}',
  staffCreatedTitle: 'Создана учётная запись сотрудника',
  staffCreatedText: '{{person}} создал(а) учётную запись {{account}} ({{role}})',
  staffRoleTitle: 'Выдана роль сотрудника',
  staffRoleText: '{{person}} назначил(а) учётной записи {{account}} роль {{role}}',
};
