/**
 * The catalogue key of an order's status in its product line's vocabulary: a paid hotel stay is "Confirmed", a paid
 * flight or package "Ticketed" (the line's chips, filters, history and notices say the same word as its buttons). One
 * function with the history's text, which the server writes too: the contract's.
 */
export { orderStatusKey } from '@frs/contract';
