import type { passengersScreenEn } from './en';

export const passengersScreenHy: typeof passengersScreenEn = {
  passengersPage: {
    search: 'Որոնում՝ անուն կամ անձնագիր',
    owner: 'Ում ուղևորն է',
    create: 'Նոր ուղևոր',
    edit: 'Խմբագրել ուղևորին',
    editOne: 'Խմբագրել {{name}}-ին',
    deleteOne: 'Ջնջել {{name}}-ին',
    deleteTitle: 'Ջնջե՞լ {{name}}-ին ցուցակից',
    deleteText: 'Ուղևորը հեռացվում է ցուցակից, արդեն կատարված պատվերների ուղևորները մնում են։',
    delete: 'Ջնջել',
  },
};
