import type { TTexts } from '../catalogue';

/** The e-mails' texts (modules/mail/templates.ts reads them by template). */
export const mailRu: TTexts['mail'] = {
  common: {
    greeting: 'Уважаемый(ая) {{name}},',
    signature: 'С уважением,',
    openOrder: 'Открыть заказ',
    pnr: 'PNR: {{pnr}}',
    route: 'Маршрут: {{route}}',
    departure: 'Вылет: {{departure}}',
    passengers: 'Пассажиры: {{passengers}}',
    passengerWithTicket: '{{name}} (билет {{ticketNumber}})',
    attachmentsNote: 'Документы приложены к письму в виде PDF-файлов.',
    hotel: 'Отель: {{hotel}}, {{address}}, {{city}}',
    stay: 'Заезд {{checkIn}}, выезд {{checkOut}}, ночей: {{nights}}',
    hotelRoom: '{{room}}: {{guests}}',
    package: 'Пакет: {{offer}} ({{destination}}), ночей: {{nights}}',
    returnFlight: 'Обратно: {{departure}}',
  },
  registrationConfirm: {
    subject: 'Код подтверждения e-mail',
    intro: 'Спасибо за регистрацию в {{agency}}. Ваш код подтверждения e-mail:',
    after:
      'Введите его на странице подтверждения. Код действует {{hours}} часа. После подтверждения агентство рассмотрит вашу заявку.',
    button: 'Подтвердить e-mail',
  },
  approvedUser: {
    subject: 'Ваша учётная запись подтверждена',
    approved: 'Ваша учётная запись в {{agency}} подтверждена.',
    setPassword: 'Задайте пароль по этой ссылке. Она действует {{hours}} часа и только один раз.',
    button: 'Задать пароль',
    after: 'Затем войдите с вашим e-mail ({{email}}) и новым паролем.',
  },
  resetPassword: {
    subject: 'Восстановление пароля',
    intro: 'Мы получили запрос на восстановление пароля вашей учётной записи. Ваш код:',
    button: 'Восстановить пароль',
    enterCode: 'Откройте эту ссылку и введите код вместе с новым паролем. Код действует {{minutes}} минут.',
    ignore: 'Если вы этого не запрашивали, проигнорируйте письмо: пароль останется прежним.',
  },
  bookingAdd: {
    subject: 'Бронирование {{pnr}}',
    intro: 'Ваше бронирование оформлено.',
    pay: 'Сумма к оплате: {{amount}}. Выпишите билеты до {{deadline}}, иначе бронирование будет отменено.',
  },
  bookingCancel: {
    subject: 'Бронирование отменено: {{pnr}}',
    cancelled: 'Ваше бронирование отменено, места освобождены.',
    expired: 'Срок вашего бронирования истёк, билеты не были выписаны. Места освобождены.',
  },
  issueTicket: {
    subject: 'Билеты выписаны: {{pnr}}',
    intro: 'Ваши билеты выписаны. Номера билетов:',
    paid: 'Списанная сумма: {{amount}}.',
  },
  refund: {
    subject: 'Возврат: {{pnr}}',
    intro: 'Билеты этих пассажиров возвращены.',
    amount: 'Возвращённая сумма: {{amount}} (штраф {{penalty}}).',
  },
  ticket: {
    subject: 'Электронные билеты: {{pnr}}',
    intro: 'Ваши электронные билеты приложены, по одному PDF на пассажира.',
    after: 'Возьмите в аэропорт печатную или электронную копию и паспорт, указанный в бронировании.',
  },
  invoice: {
    subject: 'Счёт: {{pnr}}',
    intro: 'Счёт по вашему заказу приложен.',
    due: 'Сумма к оплате: {{amount}}. Просим оплатить до {{deadline}}.',
    total: 'Сумма: {{amount}}.',
  },
  receipt: {
    subject: 'Квитанция: {{pnr}}',
    intro: 'Квитанция о вашей оплате приложена.',
    paid: 'Оплаченная сумма: {{amount}}.',
  },
  /** The SMTP settings' test e-mail (not a template: it bypasses the outbox). */
  smtpTest: {
    subject: '{{app}}: тестовое письмо',
    text: 'Это письмо отправлено для проверки настроек SMTP. Если вы его получили, почта работает.',
  },
  flightRescheduled: {
    subject: 'Изменено расписание рейса {{flight}}',
    intro: 'Расписание рейса {{flight}} ({{route}}) изменилось. Ваши заказы на этом рейсе: {{orders}}.',
    before: 'Было: вылет {{departure}}, прилёт {{arrival}}.',
    now: 'Стало: вылет {{departure}}, прилёт {{arrival}}.',
    current: 'Вылет {{departure}}, прилёт {{arrival}}.',
    after: 'Пожалуйста, сообщите пассажирам новое время.',
    button: 'Открыть заказы',
  },
  flightManifest: {
    subjectPnl: 'Список пассажиров (PNL) {{flight}} {{date}}',
    subjectAdl: 'Изменения списка пассажиров (ADL) {{flight}} {{date}}',
    introPnl:
      'Во вложении список пассажиров рейса {{flight}} ({{route}}), вылет {{departure}}: пассажиров — {{passengers}}, младенцев — {{infants}}.',
    introAdl:
      'Во вложении изменения списка пассажиров рейса {{flight}} ({{route}}), вылет {{departure}}, с нашего последнего списка: добавлено — {{added}}, удалено — {{removed}}, изменено — {{changed}}.',
    files: 'Во вложении текст {{kind}} и полный список в форматах CSV и XLSX.',
  },
  hotelBooking: {
    subject: 'Бронирование отеля {{pnr}}',
    intro: 'Ваше бронирование отеля оформлено.',
    pay: 'Сумма к оплате: {{amount}}. Подтвердите проживание до {{deadline}}, иначе бронирование будет отменено.',
    total: 'Сумма: {{amount}}.',
  },
  hotelCancel: {
    subject: 'Бронирование отеля отменено: {{pnr}}',
    cancelled: 'Ваше бронирование отеля отменено, номера освобождены.',
    expired: 'Срок вашего бронирования отеля истёк без подтверждения. Номера освобождены.',
  },
  hotelVoucher: {
    subject: 'Проживание подтверждено: {{pnr}}',
    intro: 'Ваше проживание подтверждено. Ваучер приложен: предъявите его при заселении.',
    paid: 'Списанная сумма: {{amount}}.',
  },
  packageBooking: {
    subject: 'Бронирование пакета {{pnr}}',
    intro: 'Ваш пакет забронирован: места на обоих рейсах и номера удерживаются для вас.',
    pay: 'Сумма к оплате: {{amount}}. Выпишите билеты до {{deadline}}, иначе бронирование будет отменено.',
    total: 'Сумма: {{amount}}.',
  },
  packageCancel: {
    subject: 'Пакет отменён: {{pnr}}',
    cancelled: 'Бронирование вашего пакета отменено: места и номера освобождены.',
    expired: 'Срок бронирования вашего пакета истёк без выписки билетов. Места и номера освобождены.',
    refunded: 'Пакет этих путешественников возвращён.',
    amount: 'Возвращённая сумма: {{amount}} (штраф {{penalty}}).',
  },
  packageTicket: {
    subject: 'Билеты пакета выписаны: {{pnr}}',
    intro:
      'Билеты вашего пакета выписаны. Во вложении: электронный билет на каждого путешественника, ваучер отеля и программа поездки с контактами тур-менеджера.',
    paid: 'Списанная сумма: {{amount}}.',
  },
  lowBalance: {
    subject: 'Низкий баланс: доступно {{available}}',
    intro:
      'Средства, доступные для ваших заказов (баланс плюс кредитный лимит), снизились до {{available}} — ниже порога оповещения {{threshold}}.',
    funds: 'Баланс: {{balance}}; кредитный лимит: {{creditLimit}}.',
    after: 'Пополните баланс заранее, чтобы выписка билетов не была отклонена из-за нехватки средств.',
    button: 'Открыть мой баланс',
    noticeTitle: 'Низкий баланс',
    noticeText: 'Доступные средства {{available}} опустились ниже {{threshold}}. Пополните баланс заранее.',
  },
  deadlineReminder: {
    bookingSubject: 'Бронирование {{pnr}} истекает {{deadline}}',
    bookingIntro:
      'Билеты по вашему бронированию ещё не выписаны. Если их не выписать до {{deadline}}, бронирование будет отменено, а места освобождены.',
    ticketingSubject: 'Выписка билетов по {{pnr}} закрывается {{deadline}}',
    ticketingIntro:
      'Выписка билетов на рейс этого бронирования закрывается {{deadline}}. Выпишите билеты до этого времени: позже выписать их будет нельзя.',
    holdTitle: 'Удержание {{pnr}} скоро истечёт',
    holdText:
      'Места, удержанные для {{pnr}}, будут освобождены в {{deadline}}, если вы их не забронируете и не выпишете.',
    bookingTitle: 'Бронирование {{pnr}} скоро истечёт',
    bookingText: 'Выпишите билеты {{pnr}} до {{deadline}}, иначе бронирование будет отменено.',
    ticketingTitle: 'Выписка билетов по {{pnr}} скоро закроется',
    ticketingText: 'Выписка билетов на рейс {{pnr}} закрывается {{deadline}}.',
  },
  /** Issue 19, own-flight disruption: the in-app notice to an agent of an order on a changed flight. */
  flightDisruption: {
    title: 'Рейс {{flight}} изменён',
    cancelledTitle: 'Рейс {{flight}} отменён',
    text: 'Заказ {{pnr}}: вылет {{departure}}, прилёт {{arrival}} (ранее: вылет {{previous}}).',
    textNoPrevious: 'Заказ {{pnr}}: вылет {{departure}}, прилёт {{arrival}}.',
  },
  orderMoved: {
    subject: 'Бронирование {{pnr}} перенесено на другой рейс',
    intro: 'Рейс этого бронирования изменился, и агентство перенесло бронирование на другой рейс.',
    before: 'Было: рейс {{flight}}, вылет {{departure}}, прилёт {{arrival}}, класс {{class}}.',
    after: 'Стало: рейс {{flight}}, вылет {{departure}}, прилёт {{arrival}}, класс {{class}}.',
    tickets: 'Новые электронные билеты приложены, по одному PDF на пассажира: они заменяют прежние.',
    noTickets: 'Билеты ещё не выписаны; при выписке в них будет новый рейс.',
    charged: 'Разница в цене {{amount}} списана с вашего баланса.',
    credited: 'Разница в цене {{amount}} возвращена на ваш баланс.',
    noticeTitle: 'Заказ {{pnr}} перенесён на рейс {{flight}}',
    noticeText:
      'Рейс {{previous}} ({{previousDeparture}}) изменился. Теперь заказ летит рейсом {{flight}}: вылет {{departure}}, прилёт {{arrival}}.',
  },
};
