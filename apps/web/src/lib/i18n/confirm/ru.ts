import type { confirmScreenEn } from './en';
import type { TRussianTexts } from '../plural-forms';

export const confirmScreenRu: TRussianTexts<typeof confirmScreenEn> = {
  confirmPage: {
    intro: 'Здесь забронированные заказы ждут выписки. Выписка списывает цену с баланса агента.',
    deadline: 'Осталось',
    confirmOne: 'Выписать',
    selected_one: 'Выбран {{count}} заказ',
    selected_few: 'Выбрано {{count}} заказа',
    selected_many: 'Выбрано {{count}} заказов',
    selected_other: 'Выбрано {{count}} заказа',
    confirmSelected_one: 'Выписать выбранный заказ',
    confirmSelected_few: 'Выписать {{count}} выбранных заказа',
    confirmSelected_many: 'Выписать {{count}} выбранных заказов',
    confirmSelected_other: 'Выписать {{count}} выбранного заказа',
    title_one: 'Выписать {{count}} заказ?',
    title_few: 'Выписать {{count}} заказа?',
    title_many: 'Выписать {{count}} заказов?',
    title_other: 'Выписать {{count}} заказа?',
    text: 'Каждый заказ выписывается отдельно и списывается с его агента; всего {{total}}.',
    confirm: 'Выписать',
    summary: 'Выписано: {{ok}}, не удалось: {{failed}}',
    ok: 'выписан',
    failed: 'не выписан: {{reason}}',
  },
};
