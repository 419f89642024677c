import { routePath, type TProductLine } from '@frs/contract';
import { WEB_PRODUCT_LINE } from './product-lines';

/** The page of one order of a line (a hotel order's is /reservation/hotel/42). */
export function orderPagePath(line: TProductLine, id: number): string {
  return routePath(WEB_PRODUCT_LINE[line].routes.order, { id });
}
