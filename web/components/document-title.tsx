import { useEffect } from 'react';

/** The tab's title for the screen on show (Preact does not hoist a rendered <title> into <head>). */
export function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
