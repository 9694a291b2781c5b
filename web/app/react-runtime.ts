/**
 * React itself, run on its own (web/main.tsx): the largest of the app's libraries, and with the
 * others in the same step one long task of the main thread on a phone's CPU. Exported,
 * not just imported: a bare import of a library without side effects is dropped by the build.
 */
export { hydrateRoot } from 'react-dom/client';
