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
