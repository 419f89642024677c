import type { confirmScreenEn } from './en';

export const confirmScreenHy: typeof confirmScreenEn = {
  confirmPage: {
    intro: 'Այստեղ են տոմսավորման սպասող ամրագրված պատվերները։ Տոմսավորումը գինը գանձում է գործակալի հաշվեկշռից։',
    deadline: 'Մնացել է',
    confirmOne: 'Տոմսավորել',
    selected_one: 'Ընտրված է {{count}} պատվեր',
    selected_other: 'Ընտրված է {{count}} պատվեր',
    confirmSelected_one: 'Տոմսավորել ընտրված պատվերը',
    confirmSelected_other: 'Տոմսավորել ընտրված {{count}} պատվերները',
    title_one: 'Տոմսավորե՞լ {{count}} պատվեր',
    title_other: 'Տոմսավորե՞լ {{count}} պատվեր',
    text: 'Յուրաքանչյուր պատվեր տոմսավորվում է առանձին և գանձվում իր գործակալից, ընդամենը՝ {{total}}։',
    confirm: 'Տոմսավորել',
    summary: 'Տոմսավորվել է՝ {{ok}}, չի հաջողվել՝ {{failed}}',
    ok: 'տոմսավորվել է',
    failed: 'չի տոմսավորվել՝ {{reason}}',
  },
};
