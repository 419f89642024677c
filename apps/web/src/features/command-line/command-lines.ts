import type { TProductLine } from '@frs/contract';
import { FLIGHT_COMMANDS } from './flight-commands';
import { HOTEL_COMMANDS } from './hotel-commands';
import { PACKAGE_COMMANDS } from './package-commands';
import type { TCommandOrder, TLineCommands } from './line-commands';

/**
 * The command line's product lines: one module per line of the contract's registry (PRODUCT_LINES), so that RT finds
 * a PNR on every line and each availability command goes to its line. A new line is one more entry.
 */
export const COMMAND_LINES: Readonly<Record<TProductLine, TLineCommands<TCommandOrder>>> = {
  flight: FLIGHT_COMMANDS,
  hotel: HOTEL_COMMANDS,
  package: PACKAGE_COMMANDS,
};
