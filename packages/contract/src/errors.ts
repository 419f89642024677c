import { z } from 'zod';
import type { TLanguage } from './languages';

/** Every error the API answers with has this body. `errors` maps a field path to its message. */
export const ZErrorBody = z
  .object({
    message: z.string(),
    code: z.string().optional(),
    errors: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'ErrorBody' });
export type TErrorBody = z.infer<typeof ZErrorBody>;

type TTranslations = Record<TLanguage, string>;

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
    hy: 'Չափազանց շատ անհաջող փորձեր։ Փորձեք 15 րոպե անց',
    en: 'Too many failed attempts. Try again in 15 minutes',
    ru: 'Слишком много неудачных попыток. Повторите через 15 минут',
  },
  RATE_PROVIDER_UNAVAILABLE: {
    hy: 'Կենտրոնական բանկի փոխարժեքների ծառայությունը հասանելի չէ։ Գործում են վերջին հայտնի փոխարժեքները',
    en: "The Central Bank's rate service cannot be reached. The last known rates stay in use",
    ru: 'Сервис курсов Центрального банка недоступен. Действуют последние известные курсы',
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

/** Field-level messages; `{n}` is replaced by the limit. */
export const FIELD_MESSAGES = {
  required: { hy: 'Դաշտը պարտադիր է', en: 'Field is required', ru: 'Поле обязательно' },
  invalidType: { hy: 'Սխալ արժեք', en: 'Invalid value', ru: 'Неверное значение' },
  unknownField: { hy: 'Անհայտ դաշտ', en: 'Unknown field', ru: 'Неизвестное поле' },
  tooShort: { hy: 'Նվազագույնը {n} նիշ', en: 'Minimum {n} characters', ru: 'Минимум {n} символов' },
  tooLong: { hy: 'Առավելագույնը {n} նիշ', en: 'Maximum {n} characters', ru: 'Максимум {n} символов' },
  tooSmall: { hy: 'Նվազագույնը {n}', en: 'Minimum {n}', ru: 'Минимум {n}' },
  tooBig: { hy: 'Առավելագույնը {n}', en: 'Maximum {n}', ru: 'Максимум {n}' },
  invalidEmail: { hy: 'Սխալ էլ. փոստի հասցե', en: 'Invalid e-mail address', ru: 'Неверный адрес e-mail' },
  invalidDate: { hy: 'Սխալ ամսաթիվ', en: 'Invalid date', ru: 'Неверная дата' },
  endBeforeStart: {
    hy: 'Ավարտի ամսաթիվը չի կարող նախորդել սկզբի ամսաթվին',
    en: 'The end date cannot be before the start date',
    ru: 'Дата окончания не может быть раньше даты начала',
  },
  rangeTooLong: {
    hy: 'Ժամանակահատվածը չի կարող գերազանցել {n} օրը',
    en: 'The period cannot be longer than {n} days',
    ru: 'Период не может быть длиннее {n} дней',
  },
  nonBlank: {
    hy: 'Դաշտը չի կարող պարունակել միայն բացատներ',
    en: 'Field cannot be blank',
    ru: 'Поле не может состоять из одних пробелов',
  },
  integer: { hy: 'Մուտքագրեք ամբողջ թիվ', en: 'Enter a whole number', ru: 'Введите целое число' },
  number: { hy: 'Մուտքագրեք թիվ', en: 'Enter a number', ru: 'Введите число' },
  positive: {
    hy: 'Արժեքը պետք է լինի դրական',
    en: 'The value must be positive',
    ru: 'Значение должно быть положительным',
  },
  notNegative: {
    hy: 'Արժեքը չի կարող լինել բացասական',
    en: 'The value cannot be negative',
    ru: 'Значение не может быть отрицательным',
  },
  maxDecimals: {
    hy: 'Առավելագույնը {n} տասնորդական նիշ',
    en: 'At most {n} decimal places',
    ru: 'Не более {n} знаков после запятой',
  },
  invalidPhone: {
    hy: 'Սխալ հեռախոսահամար',
    en: 'Invalid phone number',
    ru: 'Неверный номер телефона',
  },
  invalidUrl: { hy: 'Սխալ հղում', en: 'Invalid link', ru: 'Неверная ссылка' },
  latinOnly: {
    hy: 'Միայն լատինական տառեր',
    en: 'Latin letters only',
    ru: 'Только латинские буквы',
  },
  fileRequired: { hy: 'Ընտրեք ֆայլ', en: 'Choose a file', ru: 'Выберите файл' },
  fileTooLarge: {
    hy: 'Ֆայլը չի կարող գերազանցել {n} ՄԲ-ը',
    en: 'The file cannot be larger than {n} MB',
    ru: 'Файл не может быть больше {n} МБ',
  },
  fileType: {
    hy: 'Այս տեսակի ֆայլ չի ընդունվում',
    en: 'This type of file is not accepted',
    ru: 'Файлы этого типа не принимаются',
  },
  ticketPrefix: {
    hy: 'Երեք թվանշան, օրինակ՝ 123',
    en: 'Three digits, e.g. 123',
    ru: 'Три цифры, например 123',
  },
  invalidColour: {
    hy: 'Գույնը՝ #rrggbb ձևաչափով',
    en: 'A colour as #rrggbb',
    ru: 'Цвет в формате #rrggbb',
  },
  passwordMismatch: {
    hy: 'Գաղտնաբառերը չեն համընկնում',
    en: 'password mismatch',
    ru: 'Пароли не совпадают',
  },
  notZero: {
    hy: 'Արժեքը չի կարող լինել զրո',
    en: 'The value cannot be zero',
    ru: 'Значение не может быть нулём',
  },
  invalidAmount: {
    hy: 'Մուտքագրեք գումար՝ առավելագույնը 2 տասնորդական նիշով',
    en: 'Enter an amount with at most 2 decimals',
    ru: 'Введите сумму не более чем с 2 знаками после запятой',
  },
  amountTooLarge: { hy: 'Գումարը չափազանց մեծ է', en: 'The amount is too large', ru: 'Слишком большая сумма' },
  emailTaken: {
    hy: 'Այս էլ. փոստով արդեն գրանցված հաշիվ կա',
    en: 'This e-mail is already registered',
    ru: 'Этот e-mail уже зарегистрирован',
  },
  invalidCode: {
    hy: 'Կոդը սխալ է կամ ժամկետանց',
    en: 'The code is wrong or has expired',
    ru: 'Код неверен или истёк',
  },
  codeFormat: {
    hy: 'Կոդը 6 թվանշան է',
    en: 'The code has 6 digits',
    ru: 'Код состоит из 6 цифр',
  },
  insufficientBalance: {
    hy: 'Գումարը գերազանցում է հասանելի հաշվեկշիռը',
    en: 'The amount is more than the available balance',
    ru: 'Сумма превышает доступный баланс',
  },
  creditLimitExceeded: {
    hy: 'Հաշվեկշիռը կիջնի վարկային սահմանաչափից ցածր',
    en: 'The balance would fall below the credit limit',
    ru: 'Баланс опустится ниже кредитного лимита',
  },
  creditLimitBelowDebt: {
    hy: 'Վարկային սահմանաչափը չի կարող փոքր լինել ընթացիկ պարտքից',
    en: 'The credit limit cannot be less than the current debt',
    ru: 'Кредитный лимит не может быть меньше текущего долга',
  },
  wrongPassword: { hy: 'Սխալ գաղտնաբառ', en: 'Wrong password', ru: 'Неверный пароль' },
  groupNotAllowed: {
    hy: 'Դուք չեք կարող նշանակել այս խումբը',
    en: 'You cannot assign this group',
    ru: 'Вы не можете назначить эту группу',
  },
} as const satisfies Record<string, TTranslations>;
export type TFieldMessageCode = keyof typeof FIELD_MESSAGES;

export function isFieldMessageCode(value: string): value is TFieldMessageCode {
  return Object.hasOwn(FIELD_MESSAGES, value);
}

export function errorMessage(code: TErrorCode, language: TLanguage): string {
  return ERROR_MESSAGES[code][language];
}

export function fieldMessage(code: TFieldMessageCode, language: TLanguage, limit?: number | bigint): string {
  const text: string = FIELD_MESSAGES[code][language];
  return limit === undefined ? text : text.replace('{n}', String(limit));
}
