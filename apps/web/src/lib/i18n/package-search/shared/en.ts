/**
 * The label of the Packages tab of /search, shown before the tab is opened: spread into the main catalogue, unlike
 * the rest of the package search texts (../en.ts).
 */
export const packageSearchSharedEn = {
  packageSearch: {
    tab: 'Packages',
  },
};
