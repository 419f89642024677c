import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@frs/contract';

/** The page sizes a list offers (the list call refuses more than MAX_PAGE_SIZE). */
export const PAGE_SIZE_OPTIONS = [10, DEFAULT_PAGE_SIZE, 50, MAX_PAGE_SIZE];

/** What a server-side list call takes: the page (from 0), its size and the order, as the contract names them. */
export interface TServerPage {
  page: number;
  pageSize: number;
  sortField?: string;
  sortOrder: 'asc' | 'desc';
}
