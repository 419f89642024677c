import type { packageSearchSharedEn } from './en';

export const packageSearchSharedHy: typeof packageSearchSharedEn = {
  packageSearch: {
    tab: 'Փաթեթներ',
  },
};
