/** The card a form section sits in, and its legend, as the checkout's forms draw them. */
export const FORM_SECTION = 'flex min-w-0 flex-col gap-4 rounded-card bg-surface p-4 shadow-card sm:p-6';
export const FORM_LEGEND = 'float-left mb-1 w-full text-xl font-extrabold text-ink';

/**
 * Scrolls to and focuses the first control on screen whose field has an error in `failed`
 * (react-hook-form's nested errors, or a map of field names): a list's first box, a course's own
 * input.
 */
export function focusFirstError(form: HTMLFormElement | null, failed: object): void {
  const element = [...(form?.querySelectorAll<HTMLElement>('[name]') ?? [])].find((candidate) =>
    hasPath(failed, candidate.getAttribute('name')!),
  );
  if (!element) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView?.({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
  element.focus({ preventScroll: true });
}

function hasPath(tree: object, path: string): boolean {
  if (path in tree) return (tree as Record<string, unknown>)[path] != null;
  let node: unknown = tree;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return node != null;
}
