import { Link } from 'react-router';
import type { ContentLink } from '#domain/content/faq.ts';
import { ArrowRightIcon } from '../../../components/ui/icons.tsx';

/** The links under an FAQ answer or an article section: the app's own routes. */
export function ContentLinks({ links }: { links: readonly ContentLink[] }) {
  if (links.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
      {links.map((link) => (
        <li key={link.href}>
          <Link
            to={link.href}
            className="inline-flex items-center gap-1 font-semibold text-paprika-dark underline-offset-4 hover:underline"
          >
            {link.label}
            <ArrowRightIcon size={16} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
