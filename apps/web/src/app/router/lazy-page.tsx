import { LAZY_LOAD_TIMEOUT_MS } from '@frs/contract';
import {
  Component,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { LoadError } from '../../components/load-error';
import { Spinner } from '../../components/spinner';

export interface TPageModule {
  default: ComponentType;
}
export type TPageLoader = () => Promise<TPageModule>;

/**
 * Screens whose module has been imported: they render at once, without suspending. (React.lazy suspends on its first
 * render even when the chunk is already there, and React holds a revealed Suspense boundary back for a moment.)
 */
const loadedComponents = new Map<TPageLoader, ComponentType>();

/**
 * One React.lazy component per loader, so a screen visited before renders at once. A failed one is dropped: React.lazy
 * keeps its rejection for good, and Retry must really import again.
 */
const lazyComponents = new Map<TPageLoader, LazyExoticComponent<ComponentType>>();

function importPage(loader: TPageLoader): Promise<TPageModule> {
  return loader().then((module) => {
    loadedComponents.set(loader, module.default);
    return module;
  });
}

function componentFor(loader: TPageLoader): ComponentType {
  const loaded = loadedComponents.get(loader);
  if (loaded) return loaded;
  let component = lazyComponents.get(loader);
  if (!component) {
    component = lazy(() => importPage(loader));
    lazyComponents.set(loader, component);
  }
  return component;
}

const preloads = new Map<TPageLoader, Promise<void>>();

/**
 * Starts importing a screen before it is shown (the logged-in app and the search screen while the login call runs),
 * so that it renders without a spinner. Resolves when the import has settled; a failure is left to the screen's own
 * LazyPage, which imports again and reports it.
 */
export function preloadPage(loader: TPageLoader): Promise<void> {
  let preload = preloads.get(loader);
  if (!preload) {
    preload = importPage(loader).then(
      () => undefined,
      () => {
        preloads.delete(loader);
      },
    );
    preloads.set(loader, preload);
  }
  return preload;
}

class LoadFailureBoundary extends Component<{ children: ReactNode; onFailure: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(): void {
    this.props.onFailure();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Shown while the chunk loads, so its timer and listener run exactly as long as the load is pending. Vite fires
 * `vite:preloadError` when a chunk's JS or CSS dependency fails to load.
 */
function PendingLoad({ timeoutMs, onFailure }: { timeoutMs: number; onFailure: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(onFailure, timeoutMs);
    window.addEventListener('vite:preloadError', onFailure);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('vite:preloadError', onFailure);
    };
  }, [timeoutMs, onFailure]);
  return <Spinner testId="route-spinner" />;
}

interface TLazyPageProps {
  loader: TPageLoader;
  timeoutMs?: number;
}

/**
 * Renders a code-split screen. A failed import, a stylesheet that does not load, or a load slower than the
 * time-out (docs/PRODUCT.md §9) shows a load error whose Retry imports again.
 */
export function LazyPage({ loader, timeoutMs = LAZY_LOAD_TIMEOUT_MS }: TLazyPageProps) {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  // Held in state so that a retry swaps in a fresh lazy component; `loader` never changes for a mounted page
  // (routes key their LazyPage by route).
  const [Page, setPage] = useState(() => componentFor(loader));

  const fail = useCallback(() => {
    lazyComponents.delete(loader);
    setFailed(true);
  }, [loader]);

  if (failed) {
    return (
      <LoadError
        onRetry={() => {
          setPage(() => componentFor(loader));
          setFailed(false);
          setAttempt((count) => count + 1);
        }}
      />
    );
  }

  return (
    <LoadFailureBoundary key={attempt} onFailure={fail}>
      <Suspense fallback={<PendingLoad timeoutMs={timeoutMs} onFailure={fail} />}>
        <Page />
      </Suspense>
    </LoadFailureBoundary>
  );
}
