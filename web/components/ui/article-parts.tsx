/** The parts every long article page shares (about, privacy): its warm header and its contents. */

export function ArticleHeader({ title, lead }: { title: string; lead: string }) {
  return (
    <header className="rounded-sheet bg-linear-to-br from-paprika-soft via-cream to-saffron/30 px-6 py-8 sm:px-10">
      <h1 className="text-3xl leading-tight font-black tracking-tight text-ink sm:text-4xl">{title}</h1>
      <p className="mt-3 text-lg text-muted">{lead}</p>
    </header>
  );
}

/** The list of the article's sections, each a link to its heading (tall enough to tap). */
export function ArticleContents({
  id,
  label,
  sections,
}: {
  /** The id of the contents' own heading, unique on the page. */
  id: string;
  label: string;
  sections: readonly { id: string; heading: string }[];
}) {
  return (
    <nav aria-labelledby={id} className="mt-8 rounded-card border border-line bg-surface p-5">
      <h2 id={id} className="text-sm font-bold tracking-wide text-muted uppercase">
        {label}
      </h2>
      <ol className="mt-3 space-y-1">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="inline-flex min-h-11 items-center font-semibold text-paprika-dark underline-offset-4 hover:underline"
            >
              {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
