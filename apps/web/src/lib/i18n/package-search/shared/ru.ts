import type { packageSearchSharedEn } from './en';

export const packageSearchSharedRu: typeof packageSearchSharedEn = {
  packageSearch: {
    tab: 'Пакеты',
  },
};
