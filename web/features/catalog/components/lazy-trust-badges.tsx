import { Suspense, type ComponentProps } from 'react';
import { lazyPart } from '../../../lib/lazy-part.ts';

const TrustBadges = lazyPart(() => import('./trust-badges.tsx'));

/**
 * A chef's badges, drawn as soon as their small module and texts arrive after the list or page:
 * neither weighs on the first paint (scripts/bench/web-budget.limits.json). The row's height is
 * held meanwhile, so nothing below it moves.
 */
export function LazyTrustBadges(props: ComponentProps<typeof TrustBadges>) {
  if (props.badges.length === 0) return null;
  return (
    <Suspense fallback={<div aria-hidden="true" className={props.compact ? 'h-8' : 'h-9'} />}>
      <TrustBadges {...props} />
    </Suspense>
  );
}
