import './styles.css';
import { APP_FILES_ID, FIRST_SCREEN_DATA_ID } from '#domain/constants.ts';

/**
 * The entry: it only decides when the app (web/app/start.tsx) loads. A page whose first screen came
 * from the server (web/entry-server.tsx) can be read and its links followed without any script, so
 * there the app is fetched once the page is drawn with its photos: on a slow phone line it would
 * otherwise share the line with those photos, and its start the main thread with drawing them
 * (docs/performance.md). A tap on a button before then asks for it at once (public/tap-queue.js
 * keeps the tap and shows the button getting ready). Any other page loads the app at once, and the
 * server preloads it with the page (server/plugins/web-app.ts).
 */
const APP_WAITS_AT_MOST_MS = 3_000;

/**
 * After the frame that shows what is ready has been painted: a callback of the next frame's
 * requestAnimationFrame runs once the current one is on screen. Asked any earlier, the app's
 * scripts start before the page's largest paint, and Lighthouse counts their download in its LCP.
 */
const afterNextPaint = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))),
  );

async function pageDrawn(): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  const photosDecoded = loaded.then(() =>
    Promise.all(
      [...document.images]
        .filter((image) => image.loading !== 'lazy' && image.complete)
        .map((image) => image.decode().catch(() => undefined)),
    ),
  );
  // A photo that never arrives must not keep the app away.
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, APP_WAITS_AT_MOST_MS));
  await Promise.race([photosDecoded, timeout]);
  await afterNextPaint();
}

/** A tap kept by public/tap-queue.js wants the app now, whatever else the page is still loading. */
function tapWaiting(): Promise<void> {
  return new Promise((resolve) => {
    if ((window as { tapsKept?: number }).tapsKept) resolve();
    else window.addEventListener('app-wanted', () => resolve(), { once: true });
  });
}

/**
 * On a page the server drew, every file the app will need, which the server listed: asked for all
 * at once, so that the steps below run one after the other without waiting on the line in between.
 */
function fetchAppFiles() {
  const list = document.getElementById(APP_FILES_ID)?.textContent;
  for (const href of list ? (JSON.parse(list) as string[]) : []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

if (document.getElementById(FIRST_SCREEN_DATA_ID)) {
  await Promise.race([pageDrawn(), tapWaiting()]);
  fetchAppFiles();
}
// One step at a time, each in a task of its own, so the browser can draw and take taps in between:
// React, then its router and query cache, then the app. Imported together, the browser ran them in
// one task whenever the app's files were in first. The files themselves download together (above,
// or preloaded with a page the server did not draw).
await import('./app/react-runtime.ts');
await import('./app/libraries.ts');
await import('./app/start.tsx');
