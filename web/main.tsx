import './styles.css';
import { FIRST_SCREEN_DATA_ID } from '#domain/constants.ts';

/**
 * The entry: it only decides when the app (web/app/start.tsx) loads. A page whose first screen came
 * from the server (web/entry-server.tsx) can be read and its links followed without any script, so
 * there the app is fetched once the page is drawn with its photos: on a slow phone line its 110 KB
 * would otherwise share the line with those photos, and its start the main thread with drawing them
 * (README "Performance"). Until then the page's buttons wait for it; links work. Any other page loads
 * the app at once, and the server preloads it with the page (server/plugins/web-app.ts).
 */
const APP_WAITS_AT_MOST_MS = 3_000;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

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
  await nextFrame();
}

if (document.getElementById(FIRST_SCREEN_DATA_ID)) await pageDrawn();
await import('./app/start.tsx');
