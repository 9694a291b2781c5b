import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { CheckIcon, ChefHatIcon } from '../../../components/ui/icons.tsx';
import type { CardBadge } from '#domain/chefs/trust-badges.ts';
import type { EarnedBadgeAnswer } from '#domain/catalog/catalog.response.ts';

import { BadgeExplanation } from './badge-explanation.tsx';
import '../badges/texts.ts';

/**
 * A chef's earned badges, each a button (loaded after the card or page it is on, with its texts:
 * `LazyTrustBadges`): a tap (or hovering it with a mouse) opens, under the
 * row, what the badge means and since when the chef holds it. On a card the row sits above the
 * card's stretched link, so a tap on a badge explains it rather than opening the chef's page.
 */
export default function TrustBadges({
  badges,
  compact = false,
}: {
  badges: EarnedBadgeAnswer[];
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<CardBadge | null>(null);
  const panelId = useId();
  if (badges.length === 0) return null;
  const shown = badges.find((badge) => badge.kind === open);
  return (
    <div
      className="relative z-10"
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') setOpen(null);
      }}
    >
      <ul aria-label={t('catalog.badges.title')} className="flex flex-wrap gap-1.5">
        {badges.map(({ kind }) => (
          <li key={kind}>
            <button
              type="button"
              aria-expanded={open === kind}
              aria-controls={panelId}
              onClick={() => setOpen((current) => (current === kind ? null : kind))}
              onPointerEnter={(event) => {
                if (event.pointerType === 'mouse') setOpen(kind);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setOpen(null);
              }}
              className={`inline-flex items-center gap-1 rounded-full font-semibold transition-colors ${
                compact ? 'min-h-8 px-2.5 text-xs' : 'min-h-9 px-3 text-sm'
              } ${open === kind ? 'bg-basil text-white' : 'bg-basil-soft text-basil hover:bg-basil hover:text-white'}`}
            >
              {kind === 'culinaryTraining' ? <ChefHatIcon size={14} /> : <CheckIcon size={14} />}
              {t(`catalog.badges.${kind}`)}
            </button>
          </li>
        ))}
      </ul>
      <div id={panelId} aria-live="polite">
        {shown ? <BadgeExplanation badge={shown} /> : null}
      </div>
    </div>
  );
}
