import type { Describable } from '../../../i18n/describe.ts';
import { describe } from '../../../i18n/describe.ts';

/** What the settings form's sections share: their heading, their problems, their chips. */

export interface SectionProps {
  id: string;
  tabIndex: number;
  'aria-labelledby': string;
  className: string;
}

export const CHIP =
  'inline-flex min-h-10 items-center gap-1 rounded-full border border-line bg-cream py-1 pr-1 pl-3 text-sm font-semibold text-ink';
export const CHIP_REMOVE =
  'inline-flex size-8 items-center justify-center rounded-full text-muted hover:bg-sand hover:text-paprika-dark';

export function problemText(items: Describable[] | undefined): string | undefined {
  return items?.length ? items.map(describe).join(' ') : undefined;
}

export function SectionHeading({ id, title, hint }: { id: string; title: string; hint?: string }) {
  return (
    <>
      <h2 id={id} className="text-xl font-extrabold text-ink">
        {title}
      </h2>
      {hint ? <p className="mt-1 text-muted">{hint}</p> : null}
    </>
  );
}

export function SectionProblems({ items }: { items: Describable[] | undefined }) {
  if (!items?.length) return null;
  return (
    <p role="alert" className="mt-3 text-sm font-medium text-danger">
      {problemText(items)}
    </p>
  );
}
