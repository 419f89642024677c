import type { approvalsEn } from './en';

export const approvalsRu: typeof approvalsEn = {
  approvals: {
    intro:
      'Ручные изменения баланса и кредита, а также скидки и возвраты выше порогов ждут здесь, пока их не подтвердит второй сотрудник.',
    pendingCount: 'Ожидают: {{count}}',
    empty: 'Запросов на подтверждение пока нет',
    kinds: {
      useBalance: 'Изменение баланса',
      creditLimit: 'Изменение кредитного лимита',
      flightDiscount: 'Скидка на авиазаказ',
      flightRefund: 'Возврат авиазаказа',
      hotelRefund: 'Возврат гостиничного заказа',
      packageRefund: 'Возврат пакетного заказа',
    },
    statuses: { pending: 'Ожидает', approved: 'Подтверждён', rejected: 'Отклонён', cancelled: 'Отозван' },
    values: { balance: 'Баланс', creditLimit: 'Кредитный лимит', price: 'Цена заказа', paid: 'Оплачено по заказу' },
    amount: 'Сумма',
    change: '{{name}}: {{from}} → {{to}}',
    note: 'Указанная причина',
    requested: 'Запросил(а) {{name}}, {{time}}',
    decided: '{{status}}: {{name}}, {{time}}',
    decisionReason: 'Причина решения',
    approve: 'Подтвердить',
    reject: 'Отклонить',
    withdraw: 'Отозвать',
    approveTitle: 'Подтвердить: операция будет выполнена сейчас',
    rejectTitle: 'Отклонить: ничего не изменится',
    withdrawTitle: 'Отозвать ваш запрос?',
    reasonOptional: 'Причина (необязательно)',
    reason: 'Причина',
    done: { approved: 'Подтверждено: операция выполнена.', rejected: 'Отклонено.', cancelled: 'Отозвано.' },
    thresholds: {
      intro:
        'Скидки, изменения цены и возвраты выше этих сумм требуют подтверждения второго сотрудника. Пусто — никогда.',
      discount: 'Скидки и изменения цены свыше, AMD',
      refund: 'Возвраты свыше, AMD',
      empty: 'Никогда',
      saved: 'Сохранено',
    },
  },
};
