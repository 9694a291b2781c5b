/** The tab's title for the screen on show: React puts a rendered <title> into <head>. */
export function DocumentTitle({ title }: { title: string }) {
  return <title>{title}</title>;
}
