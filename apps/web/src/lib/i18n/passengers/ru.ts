import type { passengersScreenEn } from './en';

export const passengersScreenRu: typeof passengersScreenEn = {
  passengersPage: {
    search: 'Поиск: имя или паспорт',
    owner: 'Чей пассажир',
    create: 'Новый пассажир',
    edit: 'Редактировать пассажира',
    editOne: 'Редактировать {{name}}',
    deleteOne: 'Удалить {{name}}',
    deleteTitle: 'Удалить {{name}} из справочника?',
    deleteText: 'Пассажир удаляется из справочника; в уже сделанных заказах пассажиры остаются.',
    delete: 'Удалить',
  },
};
