import type { TPackageCombination } from '@frs/contract';
import { readSession } from '../../../lib/storage';
import { PACKAGE_STORAGE_KEYS } from '../checkout/package-selection';
import type { TPackageSearch } from './package-search-values';

/**
 * The combination chosen on the Packages tab, with the party searched, for /checkout/package (which reads it through
 * the contract's schema, see checkout/package-selection.ts), tagged with the user id.
 */
export function storePackageSelection(combination: TPackageCombination, search: TPackageSearch): void {
  const userId = readSession()?.userId;
  sessionStorage.setItem(
    PACKAGE_STORAGE_KEYS.selection,
    JSON.stringify({
      ...(userId === undefined ? {} : { userId }),
      combination,
      adults: search.adults,
      childAges: search.childAges,
      rooms: search.rooms,
    }),
  );
}
