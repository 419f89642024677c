import type { TTranslations } from './languages';

/**
 * Error codes with their messages in every language. The server answers in the language of the request's
 * Accept-Language header; the web app may show the same texts for its own checks.
 */
export const ERROR_MESSAGES = {
  GENERIC: { hy: 'Տեղի է ունեցել սխալ', en: 'An error occurred', ru: 'Произошла ошибка' },
  VALIDATION_FAILED: {
    hy: 'Ստուգեք լրացված դաշտերը',
    en: 'Please check the highlighted fields',
    ru: 'Проверьте заполненные поля',
  },
  MALFORMED_JSON: {
    hy: 'Հարցման մարմինը վավեր JSON չէ',
    en: 'The request body is not valid JSON',
    ru: 'Тело запроса не является корректным JSON',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    hy: 'Հարցման տեսակը չի աջակցվում',
    en: 'This content type is not supported',
    ru: 'Этот тип содержимого не поддерживается',
  },
  PAYLOAD_TOO_LARGE: {
    hy: 'Հարցումը չափազանց մեծ է (առավելագույնը 1 ՄԲ)',
    en: 'The request is too large (1 MB at most)',
    ru: 'Запрос слишком большой (не более 1 МБ)',
  },
  UNAUTHORIZED: {
    hy: 'Խնդրում ենք մուտք գործել',
    en: 'Please log in',
    ru: 'Пожалуйста, войдите в систему',
  },
  SESSION_EXPIRED: {
    hy: 'Ձեր նիստն ավարտվել է, խնդրում ենք կրկին մուտք գործել',
    en: 'Your session has ended, please log in again',
    ru: 'Ваш сеанс завершён, войдите снова',
  },
  FORBIDDEN: {
    hy: 'Դուք այս գործողության իրավունք չունեք',
    en: 'You are not allowed to do this',
    ru: 'У вас нет прав на это действие',
  },
  NOT_FOUND: { hy: 'Չի գտնվել', en: 'Not found', ru: 'Не найдено' },
  ROUTE_NOT_FOUND: {
    hy: 'Նման հասցե գոյություն չունի',
    en: 'There is no such address',
    ru: 'Такого адреса не существует',
  },
  CONFLICT: {
    hy: 'Գործողությունը հակասում է ընթացիկ տվյալներին',
    en: 'This conflicts with the current data',
    ru: 'Действие противоречит текущим данным',
  },
  INVALID_CREDENTIALS: {
    hy: 'Էլ. փոստը կամ գաղտնաբառը սխալ է',
    en: 'Wrong e-mail or password',
    ru: 'Неверный e-mail или пароль',
  },
  ACCOUNT_NOT_ACTIVE: {
    hy: 'Ձեր հաշիվը ակտիվ չէ։ Դիմեք գործակալությանը',
    en: 'Your account is not active. Please contact the agency',
    ru: 'Ваша учётная запись не активна. Обратитесь в агентство',
  },
  TOO_MANY_ATTEMPTS: {
    hy: 'Չափազանց շատ անհաջող փորձեր։ Փորձեք {minutes} րոպե անց',
    en: 'Too many failed attempts. Try again in {minutes} min.',
    ru: 'Слишком много неудачных попыток. Повторите через {minutes} мин.',
  },
  RATE_PROVIDER_UNAVAILABLE: {
    hy: 'Կենտրոնական բանկի փոխարժեքների ծառայությունը հասանելի չէ։ Գործում են վերջին հայտնի փոխարժեքները',
    en: "The Central Bank's rate service cannot be reached. The last known rates stay in use",
    ru: 'Сервис курсов Центрального банка недоступен. Действуют последние известные курсы',
  },
  IN_USE: {
    hy: 'Գրառումն օգտագործվում է և չի կարող ջնջվել։ Օգտագործվում է՝ {place}',
    en: 'This record is in use and cannot be deleted. Used in: {place}',
    ru: 'Запись используется и не может быть удалена. Используется в: {place}',
  },
  FLIGHT_HAS_ORDERS: {
    hy: 'Չվերթն ունի ակտիվ պատվերներ։ Հաստատեք ժամի կամ երթուղու փոփոխությունը. պատվերների գործակալները կտեղեկացվեն',
    en: 'The flight has active orders. Confirm the change of time or route: the agents of these orders will be told',
    ru: 'У рейса есть активные заказы. Подтвердите изменение времени или маршрута: агенты этих заказов будут уведомлены',
  },
  FLIGHT_HAS_ACTIVE_ORDERS: {
    hy: 'Ակտիվ պատվերներով չվերթը չի կարող ջնջվել',
    en: 'A flight with active orders cannot be deleted',
    ru: 'Рейс с активными заказами нельзя удалить',
  },
  FLIGHT_DELETED: {
    hy: 'Չվերթը ջնջված է և չի կարող փոփոխվել',
    en: 'This flight is deleted and cannot be changed',
    ru: 'Рейс удалён и не может быть изменён',
  },
  CLASS_SEATS_TAKEN: {
    hy: 'Այս դասում կան վաճառված կամ պահված տեղեր, այն չի կարող ջնջվել',
    en: 'This class has sold or held seats and cannot be deleted',
    ru: 'В этом классе есть проданные или удерживаемые места, его нельзя удалить',
  },
  ORDER_STATUS_CONFLICT: {
    hy: 'Այս գործողությունը հնարավոր չէ պատվերի ընթացիկ կարգավիճակում',
    en: "This operation is not possible in the order's current status",
    ru: 'Эта операция невозможна в текущем статусе заказа',
  },
  HOLD_EXPIRED: {
    hy: 'Պահման ժամկետը լրացել է, տեղերն ազատվել են',
    en: 'The hold has expired and its seats were released',
    ru: 'Срок удержания истёк, места освобождены',
  },
  BOOKING_EXPIRED: {
    hy: 'Ամրագրման ժամկետը լրացել է, տեղերն ազատվել են',
    en: 'The booking has expired and its seats were released',
    ru: 'Срок бронирования истёк, места освобождены',
  },
  NOT_ENOUGH_SEATS: {
    hy: 'Այս դասում բավարար ազատ տեղեր չկան',
    en: 'There are not enough free seats in this class',
    ru: 'В этом классе недостаточно свободных мест',
  },
  CLASS_NOT_AVAILABLE: {
    hy: 'Այս դասը վաճառքում չէ այս ուղևորության համար',
    en: 'This class is not on sale for this trip',
    ru: 'Этот класс не продаётся для этой поездки',
  },
  MIXED_AIRLINES: {
    hy: 'Ուղևորության բոլոր չվերթները պետք է լինեն նույն ավիաընկերության',
    en: 'All flights of a trip must be of one airline',
    ru: 'Все рейсы поездки должны быть одной авиакомпании',
  },
  SALES_CLOSED: {
    hy: 'Այս չվերթի վաճառքն արդեն փակ է',
    en: 'Sales for this flight are already closed',
    ru: 'Продажи на этот рейс уже закрыты',
  },
  NO_EXCHANGE_RATE: {
    hy: 'Այսօրվա փոխարժեքը բացակայում է․ դիմեք գործակալությանը',
    en: "Today's exchange rate is missing; please contact the agency",
    ru: 'Нет курса на сегодня; обратитесь в агентство',
  },
  INFANT_WITHOUT_ADULT: {
    hy: 'Մանկահասակը չի կարող մնալ առանց մեծահասակի',
    en: 'An infant cannot stay without an adult',
    ru: 'Младенец не может остаться без взрослого',
  },
  CHANGE_NOT_COVERED: {
    hy: 'Գործակալի հաշվեկշիռը և վարկային սահմանաչափը չեն ծածկում այս փոփոխության {amount} գումարը (պակասում է {short})',
    en: "The agent's balance and credit limit do not cover the {amount} this change costs ({short} short)",
    ru: 'Баланс и кредитный лимит агента не покрывают {amount}, которые стоит это изменение (не хватает {short})',
  },
  QUOTE_CHANGED: {
    hy: 'Գինը փոխվել է ցույց տալուց հետո․ վճարման ենթակա է {payable}։ Ստուգեք նոր թվերը և կրկին հաստատեք',
    en: 'The price has changed since it was shown: the order now comes to {payable}. Check the new figures and confirm again',
    ru: 'Цена изменилась после показа: теперь к оплате {payable}. Проверьте новые суммы и подтвердите ещё раз',
  },
  DEADLINE_PASSED: {
    hy: 'Սակագնի կանոնների ժամկետն այս փոփոխության համար անցել է',
    en: "The fare rules' deadline for this change has passed",
    ru: 'Срок для этого изменения по правилам тарифа истёк',
  },
  MAIL_NOT_CONFIGURED: {
    hy: 'SMTP կարգավորումներ չկան',
    en: 'There are no SMTP settings',
    ru: 'Настройки SMTP отсутствуют',
  },
  IDEMPOTENCY_KEY_REUSED: {
    hy: 'Այս Idempotency-Key-ն արդեն օգտագործվել է այլ հարցման համար',
    en: 'This Idempotency-Key was already used for another request',
    ru: 'Этот Idempotency-Key уже использован для другого запроса',
  },
  LINK_NOT_AVAILABLE: {
    hy: 'Այս էջն այլևս հասանելի չէ',
    en: 'This page is no longer available',
    ru: 'Эта страница больше недоступна',
  },
  INVALID_CODE: {
    hy: 'Կոդը սխալ է կամ ժամկետանց',
    en: 'The code is wrong or has expired',
    ru: 'Код неверен или истёк',
  },
  EMAIL_TAKEN: {
    hy: 'Այս էլ. փոստով արդեն գրանցված հաշիվ կա',
    en: 'This e-mail is already registered',
    ru: 'Этот e-mail уже зарегистрирован',
  },
  INVALID_STATUS_TRANSITION: {
    hy: 'Այս գործողությունը հնարավոր չէ հաշվի ներկայիս կարգավիճակում',
    en: "This action is not possible in the account's current status",
    ru: 'Это действие невозможно при текущем статусе учётной записи',
  },
  NOT_AN_AGENT: {
    hy: 'Այս գործողությունը միայն գործակալների համար է',
    en: 'This operation is for agents only',
    ru: 'Эта операция доступна только для агентов',
  },
  AGENT_NOT_APPROVED: {
    hy: 'Գործակալը հաստատված չէ',
    en: 'The agent is not approved',
    ru: 'Агент не подтверждён',
  },
  INSUFFICIENT_BALANCE: {
    hy: 'Հաշվեկշիռը բավարար չէ այս գործողության համար',
    en: 'Not enough balance for this operation',
    ru: 'Недостаточно средств для этой операции',
  },
  CREDIT_LIMIT_EXCEEDED: {
    hy: 'Գործողությունը հաշվեկշիռը կիջեցնի վարկային սահմանաչափից ցածր',
    en: 'The operation would take the balance below the credit limit',
    ru: 'Операция опустит баланс ниже кредитного лимита',
  },
  CREDIT_LIMIT_BELOW_DEBT: {
    hy: 'Վարկային սահմանաչափը չի կարող փոքր լինել ընթացիկ պարտքից',
    en: 'The credit limit cannot be less than the current debt',
    ru: 'Кредитный лимит не может быть меньше текущего долга',
  },
  WRONG_PASSWORD: {
    hy: 'Ընթացիկ գաղտնաբառը սխալ է',
    en: 'The current password is wrong',
    ru: 'Текущий пароль неверен',
  },
  LAST_SUPER_ADMIN: {
    hy: 'Վերջին Super Admin-ը չի կարող զրկվել այդ դերից կամ արգելափակվել',
    en: 'The last Super Admin cannot lose that role or be blocked',
    ru: 'Последний Super Admin не может лишиться этой роли или быть заблокирован',
  },
  OWN_ACCOUNT: {
    hy: 'Դուք չեք կարող դա անել ձեր սեփական հաշվի հետ',
    en: 'You cannot do this to your own account',
    ru: 'Это нельзя сделать со своей учётной записью',
  },
  GROUP_NOT_ALLOWED: {
    hy: 'Դուք չեք կարող նշանակել այս խումբը',
    en: 'You cannot assign this group',
    ru: 'Вы не можете назначить эту группу',
  },
} as const satisfies Record<string, TTranslations>;
export type TErrorCode = keyof typeof ERROR_MESSAGES;

/**
 * The places a record can be used in, named by the IN_USE message ("Used in: flights (3), flight templates (1)").
 * Plural nouns in the nominative, so that a list of them reads well in every language.
 */
export const USAGE_PLACES = {
  flights: { hy: 'չվերթներ', en: 'flights', ru: 'рейсы' },
  classes: { hy: 'չվերթների դասեր', en: 'flight classes', ru: 'классы рейсов' },
  flightTemplates: { hy: 'չվերթների ձևանմուշներ', en: 'flight templates', ru: 'шаблоны рейсов' },
  classTemplates: { hy: 'դասերի ձևանմուշներ', en: 'class templates', ru: 'шаблоны классов' },
  timeLimits: { hy: 'ժամկետներ', en: 'time limits', ru: 'сроки' },
  hotels: { hy: 'հյուրանոցներ', en: 'hotels', ru: 'отели' },
  rooms: { hy: 'սենյակներ', en: 'rooms', ru: 'номера' },
} as const satisfies Record<string, TTranslations>;
export type TUsagePlace = keyof typeof USAGE_PLACES;
