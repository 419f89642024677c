import type { packageOffersReferenceEn } from './en';

export const packageOffersReferenceRu: typeof packageOffersReferenceEn = {
  title: 'Пакетные предложения',
  create: 'Новое пакетное предложение',
  edit: 'Изменить пакетное предложение',
  fields: {
    name: 'Название',
    destination: 'Направление (город)',
    fromAirportId: 'Аэропорт вылета',
    toAirportId: 'Аэропорт назначения',
    classType: 'Класс перелёта',
    roomIds: 'Типы номеров',
    nights: 'Ночи',
    services: 'Включённые услуги',
    tourManagerId: 'Тур-менеджер',
    markup: 'Наценка',
    commissionPercent: 'Комиссия агента',
    saleFrom: 'Вылеты с',
    saleTo: 'Вылеты по',
    cancellationPolicy: 'Собственные условия отмены пакета',
    active: 'В продаже',
  },
};
