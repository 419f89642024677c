import type { confirmScreenEn } from './en';

export const confirmScreenRu: typeof confirmScreenEn = {
  confirmPage: {
    intro: 'Здесь забронированные заказы ждут выписки. Выписка списывает цену с баланса агента.',
    deadline: 'Осталось',
    confirmOne: 'Выписать',
    selected: 'Выбрано: {{count}}',
    confirmSelected: 'Выписать выбранные ({{count}})',
    title: 'Выписать заказы: {{count}}?',
    text: 'Каждый заказ выписывается отдельно и списывается с его агента; всего {{total}}.',
    confirm: 'Выписать',
    summary: 'Выписано: {{ok}}, не удалось: {{failed}}',
    ok: 'выписан',
    failed: 'не выписан: {{reason}}',
  },
};
