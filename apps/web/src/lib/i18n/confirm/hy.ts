import type { confirmScreenEn } from './en';

export const confirmScreenHy: typeof confirmScreenEn = {
  confirmPage: {
    intro: 'Այստեղ են տոմսերի դուրսգրման սպասող ամրագրված պատվերները։ Դուրսգրումը գինը գանձում է գործակալի հաշվեկշռից։',
    deadline: 'Մնացել է',
    confirmOne: 'Դուրս գրել',
    selected: 'Ընտրված է՝ {{count}}',
    confirmSelected: 'Դուրս գրել ընտրվածները ({{count}})',
    title: 'Դուրս գրե՞լ {{count}} պատվերի տոմսերը',
    text: 'Յուրաքանչյուր պատվեր դուրս է գրվում առանձին և գանձվում իր գործակալից, ընդամենը՝ {{total}}։',
    confirm: 'Դուրս գրել',
    summary: 'Դուրս է գրվել՝ {{ok}}, չի հաջողվել՝ {{failed}}',
    ok: 'դուրս է գրվել',
    failed: 'չի դուրս գրվել՝ {{reason}}',
  },
};
