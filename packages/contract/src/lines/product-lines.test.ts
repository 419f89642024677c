import { describe, expect, it } from 'vitest';
import { APPROVAL_KINDS } from '../api/approvals';
import type { TEndpointDefinition } from '../endpoint';
import { ENDPOINT_GROUPS } from '../endpoints/index';
import { PRIVATE_ROUTES } from '../routes';
import { FLIGHT_ORDER_LIST } from './flight/flight-order-schemas';
import { HOTEL_ORDER_LIST } from './hotel/hotel-order-schemas';
import { PACKAGE_ORDER_LIST } from './package/package-order-schemas';
import { isProductLine, PRODUCT_LINE_REGISTRY, PRODUCT_LINES, type TProductLine } from './product-lines';

const LISTS: Record<TProductLine, { name: string }> = {
  flight: FLIGHT_ORDER_LIST,
  hotel: HOTEL_ORDER_LIST,
  package: PACKAGE_ORDER_LIST,
};

describe('the product-line registry', () => {
  it('declares every line once, in the order of PRODUCT_LINES', () => {
    expect(Object.keys(PRODUCT_LINE_REGISTRY)).toEqual([...PRODUCT_LINES]);
    expect(isProductLine('hotel')).toBe(true);
    expect(isProductLine('transfer')).toBe(false);
  });

  it.each(PRODUCT_LINES)('names screens of the route table for the %s line, each its own', (line) => {
    const { routes } = PRODUCT_LINE_REGISTRY[line];
    const paths = Object.values(routes).map((key) => PRIVATE_ROUTES.find((route) => route.key === key)?.path);
    expect(paths.every((path) => path !== undefined)).toBe(true);
    expect(PRIVATE_ROUTES.find((route) => route.key === routes.order)?.path).toMatch(/\/:id$/);
    const others = PRODUCT_LINES.filter((other) => other !== line).flatMap((other) =>
      Object.values(PRODUCT_LINE_REGISTRY[other].routes),
    );
    expect(Object.values(routes).filter((key) => (others as string[]).includes(key))).toEqual([]);
  });

  it.each(PRODUCT_LINES)('gives the %s line the endpoints group whose calls need its permissions', (line) => {
    const { endpoints, permissions } = PRODUCT_LINE_REGISTRY[line];
    const accesses = new Set(
      Object.values(ENDPOINT_GROUPS[endpoints] as Record<string, TEndpointDefinition>).map(({ access }) => access),
    );
    expect(accesses).toContain(permissions.read);
    expect(accesses).toContain(permissions.write);
    const othersPermissions = PRODUCT_LINES.filter((other) => other !== line).flatMap((other) =>
      Object.values(PRODUCT_LINE_REGISTRY[other].permissions),
    );
    expect(othersPermissions.filter((permission) => accesses.has(permission))).toEqual([]);
  });

  it.each(PRODUCT_LINES)('names the list declaration and the refund approval of the %s line', (line) => {
    const declaration = PRODUCT_LINE_REGISTRY[line];
    expect(declaration.list).toBe(LISTS[line].name);
    expect(APPROVAL_KINDS).toContain(declaration.refundApproval);
  });
});
