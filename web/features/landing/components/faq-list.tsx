import { faq } from '#domain/content/faq.ts';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { useContentLanguage } from '../use-content-language.ts';
import { ContentLinks } from './content-links.tsx';

/**
 * The FAQ (spec marketplace §1 "Landing FAQ topics") as native disclosures: keyboard and screen
 * reader support come with details/summary, and no script is needed to open an answer.
 */
export function FaqList() {
  const lang = useContentLanguage();
  return (
    <div className="divide-y divide-line overflow-hidden rounded-card border border-line bg-surface shadow-card">
      {faq(lang).map((entry) => (
        <details key={entry.id} id={`faq-${entry.id}`} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-lg font-bold text-ink hover:bg-cream focus-visible:-outline-offset-4 [&::-webkit-details-marker]:hidden">
            <span>{entry.question}</span>
            <ChevronDownIcon
              size={20}
              className="shrink-0 text-paprika-dark transition group-open:rotate-180"
            />
          </summary>
          <div className="px-5 pb-5 text-base leading-relaxed text-muted">
            {entry.answer.map((paragraph) => (
              <p key={paragraph} className="mt-2 first:mt-0">
                {paragraph}
              </p>
            ))}
            <ContentLinks links={entry.links} />
          </div>
        </details>
      ))}
    </div>
  );
}
