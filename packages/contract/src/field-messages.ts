import type { TTranslations } from './languages';

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
  invalidCharacters: {
    hy: 'Պարունակում է անթույլատրելի նշաններ',
    en: 'Contains characters that are not allowed',
    ru: 'Содержит недопустимые символы',
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
  alreadyExists: {
    hy: 'Այս արժեքն արդեն օգտագործվում է',
    en: 'This value is already used',
    ru: 'Это значение уже используется',
  },
  unknownReference: { hy: 'Նման գրառում չկա', en: 'No such record', ru: 'Такой записи нет' },
  invalidAviationCode: { hy: 'Սխալ կոդ', en: 'Invalid code', ru: 'Неверный код' },
  invalidTimeZone: { hy: 'Անհայտ ժամային գոտի', en: 'Unknown time zone', ru: 'Неизвестный часовой пояс' },
  invalidTime: { hy: 'Սխալ ժամ', en: 'Invalid time', ru: 'Неверное время' },
  nonexistentLocalTime: {
    hy: 'Այս տեղական ժամը գոյություն չունի (ժամի փոխանցում)',
    en: 'This local time does not exist (clock change)',
    ru: 'Такого местного времени не существует (перевод часов)',
  },
  arrivalBeforeDeparture: {
    hy: 'Ժամանումը պետք է լինի մեկնումից հետո',
    en: 'Arrival must be after departure',
    ru: 'Прибытие должно быть позже вылета',
  },
  invalidFlightNumber: {
    hy: 'Սխալ չվերթի համար (1–4 թվանշան, ըստ ցանկության՝ տառ)',
    en: 'Invalid flight number (1–4 digits, optionally a letter)',
    ru: 'Неверный номер рейса (1–4 цифры, можно с буквой)',
  },
  flightExists: {
    hy: 'Ավիաընկերությունն արդեն ունի այս չվերթն այս ժամին',
    en: 'The airline already has this flight at this time',
    ru: 'У авиакомпании уже есть этот рейс в это время',
  },
  flightTooLong: {
    hy: 'Չվերթը չի կարող տևել ավելի քան {n} ժամ',
    en: 'A flight cannot last more than {n} hours',
    ru: 'Рейс не может длиться больше {n} часов',
  },
  commissionTooHigh: {
    hy: 'Միջնորդավճարը չի կարող գերազանցել սակագինը',
    en: 'The commission cannot exceed the fare',
    ru: 'Комиссия не может превышать тариф',
  },
  seatsOverCapacity: {
    hy: 'Չվերթում այս դասի համար մնացել է {n} տեղ',
    en: 'Only {n} seats of the flight are left for this class',
    ru: 'Для этого класса в рейсе осталось мест: {n}',
  },
  seatsBelowTaken: {
    hy: 'Առնվազն {n}. այդքան տեղ վաճառված կամ պահված է',
    en: 'At least {n}: that many seats are sold or held',
    ru: 'Не меньше {n}: столько мест продано или удерживается',
  },
  capacityBelowClasses: {
    hy: 'Դասերն արդեն ունեն {n} տեղ',
    en: 'The classes already have {n} seats',
    ru: 'В классах уже {n} мест',
  },
  capacityOverAircraft: {
    hy: 'Օդանավն ունի {n} տեղ',
    en: 'The aircraft has {n} seats',
    ru: 'В самолёте {n} мест',
  },
  chooseWeekday: {
    hy: 'Ընտրեք առնվազն մեկ շաբաթվա օր',
    en: 'Choose at least one weekday',
    ru: 'Выберите хотя бы один день недели',
  },
  templateWithoutClasses: {
    hy: 'Այս ձևանմուշը դասերի ձևանմուշներ չունի',
    en: 'This template has no class templates',
    ru: 'У этого шаблона нет шаблонов классов',
  },
  sameAirports: {
    hy: 'Մեկնման և ժամանման օդանավակայանները պետք է տարբեր լինեն',
    en: 'The departure and arrival airports must differ',
    ru: 'Аэропорты вылета и прилёта должны различаться',
  },
  legCount: {
    hy: 'Ուղղությունների քանակը չի համապատասխանում ուղևորության տեսակին',
    en: 'The number of legs does not fit the trip type',
    ru: 'Число участков не соответствует типу поездки',
  },
  legBeforePrevious: {
    hy: 'Ամսաթիվը չի կարող նախորդել նախորդ ուղղության ամսաթվին',
    en: 'This date cannot come before the previous leg',
    ru: 'Дата не может быть раньше предыдущего участка',
  },
  tooManyPassengers: { hy: 'Առավելագույնը 9 ուղևոր', en: 'At most 9 passengers', ru: 'Не более 9 пассажиров' },
  noAdult: {
    hy: 'Անհրաժեշտ է առնվազն մեկ մեծահասակ',
    en: 'At least one adult is needed',
    ru: 'Нужен хотя бы один взрослый',
  },
  tooManyInfants: {
    hy: 'Մանկահասակները չեն կարող գերազանցել մեծահասակների թիվը',
    en: 'Infants cannot outnumber adults',
    ru: 'Младенцев не может быть больше, чем взрослых',
  },
  childTooOld: {
    hy: 'Երեխան ուղևորության ամսաթվերին պետք է լինի 12 տարեկանից փոքր',
    en: 'A child must be under 12 on every travel date',
    ru: 'Ребёнку должно быть меньше 12 лет на все даты поездки',
  },
  infantTooOld: {
    hy: 'Մանկահասակը ուղևորության ամսաթվերին պետք է լինի 2 տարեկանից փոքր',
    en: 'An infant must be under 2 on every travel date',
    ru: 'Младенцу должно быть меньше 2 лет на все даты поездки',
  },
  adultTooYoung: {
    hy: 'Մեծահասակը պետք է լինի առնվազն 12 տարեկան',
    en: 'An adult must be at least 12',
    ru: 'Взрослому должно быть не меньше 12 лет',
  },
  birthInFuture: {
    hy: 'Ծննդյան ամսաթիվը չի կարող լինել ապագայում',
    en: 'The date of birth cannot be in the future',
    ru: 'Дата рождения не может быть в будущем',
  },
  passportExpires: {
    hy: 'Անձնագիրը լրանում է մինչև վերադարձը',
    en: 'The passport expires before the return',
    ru: 'Паспорт истекает до возвращения',
  },
  passportExpiresBeforeFlight: {
    hy: 'Անձնագիրը լրանում է մինչև չվերթը',
    en: 'The passport expires before the flight',
    ru: 'Паспорт истекает до вылета',
  },
  passportExpiresBeforeLastFlight: {
    hy: 'Անձնագիրը լրանում է մինչև վերջին չվերթը',
    en: 'The passport expires before the last flight',
    ru: 'Паспорт истекает до последнего вылета',
  },
  passportExpired: {
    hy: 'Անձնագրի գործողության ժամկետը լրացել է',
    en: 'The passport has expired',
    ru: 'Срок действия паспорта истёк',
  },
  invalidPassport: {
    hy: 'Անձնագրի համարը՝ 5–20 լատինատառ կամ թվանշան',
    en: 'A passport number has 5 to 20 Latin letters or digits',
    ru: 'Номер паспорта — от 5 до 20 латинских букв или цифр',
  },
  invalidCountryCode: {
    hy: 'Երկտառ երկրի կոդ, օրինակ՝ AM',
    en: 'A two-letter country code, e.g. AM',
    ru: 'Двухбуквенный код страны, например AM',
  },
  unknownCountry: {
    hy: 'Այս կոդով երկիր չկա',
    en: 'No country has this code',
    ru: 'Страны с таким кодом нет',
  },
  invalidPnr: {
    hy: 'PNR-ը 6 լատինատառ կամ թվանշան է',
    en: 'A PNR has 6 Latin letters or digits',
    ru: 'PNR — 6 латинских букв или цифр',
  },
  allotmentsOverlap: {
    hy: 'Ժամանակահատվածները չեն կարող համընկնել',
    en: 'The date ranges cannot overlap',
    ru: 'Периоды не могут пересекаться',
  },
  invalidHost: {
    hy: 'Սերվերի անուն կամ IP հասցե, օրինակ՝ smtp.example.am',
    en: 'A server name or IP address, e.g. smtp.example.am',
    ru: 'Имя сервера или IP-адрес, например smtp.example.am',
  },
  lastPassenger: {
    hy: 'Պատվերում պետք է մնա առնվազն մեկ ուղևոր (չեղարկեք պատվերը)',
    en: 'At least one passenger must stay in the order (cancel the order instead)',
    ru: 'В заказе должен остаться хотя бы один пассажир (отмените заказ)',
  },
  discountTooHigh: {
    hy: 'Զեղչը չի կարող գերազանցել պատվերի գինը',
    en: "The discount cannot exceed the order's price",
    ru: 'Скидка не может превышать цену заказа',
  },
  penaltyTooHigh: {
    hy: 'Տուգանքը չի կարող գերազանցել ուղևորի վճարած գինը',
    en: 'The penalty cannot exceed what the passenger paid',
    ru: 'Штраф не может превышать оплаченную пассажиром сумму',
  },
  notSameRoute: {
    hy: 'Ընտրեք նույն ավիաընկերության և նույն երթուղու չվերթ',
    en: 'Choose a flight of the same airline and route',
    ru: 'Выберите рейс той же авиакомпании и того же маршрута',
  },
  noSameClass: {
    hy: 'Այս չվերթում նույն անունով դաս վաճառքում չկա',
    en: 'This flight has no class of the same name on sale',
    ru: 'На этом рейсе нет класса с тем же названием в продаже',
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
