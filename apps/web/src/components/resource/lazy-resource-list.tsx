import { lazy, Suspense } from 'react';
import { Spinner } from '../spinner';
import type { TResourceListProps } from './resource-list';

/**
 * The reference lists keep the MUI X DataGrid for its column filters (about 125 KB gzip with the list's own code), and
 * every screen that has one shows it below the fold or behind a tab: it is fetched when a list is shown, not with the
 * screen (docs/performance.md "The first download").
 */
const ResourceListChunk = lazy(() => import('./resource-list').then((module) => ({ default: module.ResourceList })));

export function LazyResourceList(props: TResourceListProps) {
  return (
    <Suspense fallback={<Spinner testId="resource-list-loading" />}>
      <ResourceListChunk {...props} />
    </Suspense>
  );
}
