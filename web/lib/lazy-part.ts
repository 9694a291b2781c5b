import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

const loading = new Set<Promise<unknown>>();

/**
 * React.lazy for a part of a screen (below the fold, in a dialog), whose loading the server's render
 * can wait for (`partsLoaded`): renderToString cannot wait for a lazy part, so a first render on a
 * cold server drew its fallback as a boundary the browser must render itself, and hydration reported
 * it (React error 419, e2e/hydration.spec.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React's lazy
export function lazyPart<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(() => {
    const loaded = load();
    loading.add(loaded);
    const done = () => loading.delete(loaded);
    loaded.then(done, done);
    return loaded;
  });
}

/** Resolves once every lazy part asked for so far has loaded (or failed to). */
export async function partsLoaded(): Promise<void> {
  while (loading.size > 0) await Promise.allSettled([...loading]);
}
