/**
 * The router and the query cache, run on their own after React (web/main.tsx): with the app's own
 * modules in the same step they were one long task of the main thread on a phone's CPU.
 * Exported, not just imported: a bare import of a library without side effects is dropped.
 */
export { BrowserRouter } from 'react-router';
export { QueryClient } from '@tanstack/react-query';
