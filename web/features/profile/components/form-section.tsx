import { useId, type ReactNode } from 'react';

/** One titled card of the profile page. */
export function FormSection({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-sheet bg-surface p-5 shadow-card sm:p-8">
      <h2 id={id} className="text-xl font-bold tracking-tight sm:text-2xl">
        {title}
      </h2>
      {lead ? <div className="mt-1 text-muted">{lead}</div> : null}
      <div className="mt-5 flex flex-col gap-5">{children}</div>
    </section>
  );
}
