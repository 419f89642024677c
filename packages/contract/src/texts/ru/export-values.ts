import type { TTexts } from '../catalogue';

export const exportValuesRu: TTexts['exportValues'] = {
  orderStatus: {
    hold: 'Удержание',
    booked: 'Забронирован',
    ticketed: 'Выписан',
    cancelled: 'Отменён',
    expired: 'Истёк',
    refunded: 'Возвращён',
  },
  userStatus: {
    not_verified: 'E-mail не подтверждён',
    verified: 'Ожидает одобрения',
    approved: 'Одобрен',
    rejected: 'Отклонён',
    blocked: 'Заблокирован',
  },
  role: {
    'Super Admin': 'Главный администратор',
    Admin: 'Администратор',
    user: 'Агент',
    Viewer: 'Наблюдатель',
    Reports: 'Отчёты',
    Tickets: 'Билеты',
    Hotels: 'Отели',
    Packages: 'Пакеты',
  },
  productLine: { flight: 'Авиабилет', hotel: 'Отель', package: 'Пакет' },
  flightStatus: { upcoming: 'Предстоящий', departed: 'Вылетел', cancelled: 'Отменён', deleted: 'Удалён' },
  ledgerKind: {
    'top-up': 'Пополнение',
    use: 'Списание',
    'transfer-in': 'Полученный перевод',
    'transfer-out': 'Отправленный перевод',
    'credit-limit': 'Изменение кредитного лимита',
    ticketing: 'Выписка билетов',
    refund: 'Возврат',
    penalty: 'Штраф',
    'price-correction': 'Корректировка цены',
  },
};
