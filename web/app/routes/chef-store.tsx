import { Suspense, useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { useProfile, useValidFlag } from '../../features/auth/session.ts';
import { addToCart } from '../../features/cart/cart-store.ts';
import { cartItemFor } from '../../features/catalog/cart-item.ts';
import { AddedToCartNotice } from '../../features/catalog/components/added-to-cart-notice.tsx';
import { ChefStore } from '../../features/catalog/components/chef-store.tsx';
import type { Product } from '#domain/catalog/catalog.response.ts';
import { lazyPart } from '../../lib/lazy-part.ts';

// Only an approved chef who never saved hours sees it: it loads for them, not with the page.
const HoursReminder = lazyPart(() =>
  import('../../features/availability/components/hours-reminder.tsx').then((m) => ({
    default: m.HoursReminder,
  })),
);

// Loads after the page, so the page itself stays light; a lazy part, so the server's first render
// waits for it (a plain lazy drew a boundary the browser had to redo: React error 419 on a cold server).
const AskChefButton = lazyPart(() =>
  import('../../features/messages/components/conversation-links.tsx').then((m) => ({
    default: m.AskChefButton,
  })),
);

/**
 * spec marketplace §2: the public chef page (/store/{nickname}). A visitor's add-to-cart keeps them
 * on the page with the 3-second notice, as on the dish page (docs/spec-deviations.md).
 */
export function ChefStorePage() {
  const { nickname = '' } = useParams();
  const valid = useValidFlag();
  const profile = useProfile();
  const [addedAt, setAddedAt] = useState<number | null>(null);
  const handleAddToCart = useCallback((product: Product) => {
    addToCart(cartItemFor(product));
    setAddedAt(Date.now());
  }, []);
  const clearNotice = useCallback(() => setAddedAt(null), []);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-0 pb-12 sm:px-6 sm:pt-6">
      {valid && nickname.toLowerCase() === (profile?.nickname ?? '').toLowerCase() ? (
        <Suspense fallback={null}>
          <HoursReminder valid className="mt-4 sm:mt-0 sm:mb-6" />
        </Suspense>
      ) : null}
      <ChefStore key={nickname} nickname={nickname} canCreateDish={valid} onAddToCart={handleAddToCart} />
      {/* A question before ordering (the chef's own page has no one to ask). */}
      {nickname.toLowerCase() !== (profile?.nickname ?? '').toLowerCase() ? (
        <div className="mt-8">
          <Suspense fallback={null}>
            <AskChefButton chefNickname={nickname} />
          </Suspense>
        </div>
      ) : null}
      <AddedToCartNotice addedAt={addedAt} onDone={clearNotice} />
    </div>
  );
}
