import type { hotelsSharedEn } from './en';

export const hotelsSharedHy: typeof hotelsSharedEn = {
  cancellationTiers: {
    none: 'Տուգանք չկա՝ չեղարկումն անվճար է մինչև ժամանումը',
    hint: 'Ժամանումից այսքան կամ ավելի քիչ օր առաջ չեղարկելիս գանձվում է տուգանքը։ Կիրառելիներից գանձվում է ամենամեծը։',
    daysBefore: 'Օր մինչև ժամանումը, կամ ավելի քիչ',
    type: 'Տուգանք',
    types: { percent: 'Մնալու արժեքի %', nights: 'Գիշերների արժեքը' },
    percent: 'Տոկոս',
    nights: 'Գիշեր',
    add: 'Ավելացնել աստիճան',
    remove: 'Հեռացնել {{n}}-րդ աստիճանը',
    tier: 'Աստիճան {{n}}',
  },
  hotelInventory: {
    openCalendarOf: 'Սենյակների տեսակներ և օրացույց՝ {{label}}',
  },
};
