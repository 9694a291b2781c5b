import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { lazyPart, partsLoaded } from './lazy-part.ts';

test("the server's render can wait for a lazy part it started loading, then draws it", async () => {
  let arrive: () => void = () => undefined;
  const Part = lazyPart(
    () =>
      new Promise<{ default: () => React.JSX.Element }>((resolve) => {
        arrive = () => resolve({ default: () => <p>The part</p> });
      }),
  );
  const page = (
    <Suspense fallback={<p>Loading</p>}>
      <Part />
    </Suspense>
  );
  const first = renderToString(page);
  // renderToString cannot wait: the boundary is left for the browser, which hydration reports.
  expect(first).toContain('<!--$!-->');
  let waited = false;
  const loaded = partsLoaded().then(() => (waited = true));
  await Promise.resolve();
  expect(waited).toBe(false);
  arrive();
  await loaded;
  expect(renderToString(page)).toBe('<!--$--><p>The part</p><!--/$-->');
});
