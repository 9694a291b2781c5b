import { Suspense } from 'react';
import { useParams } from 'react-router';
import { useProfile } from '../../features/auth/session.ts';
import { addToCart } from '../../features/cart/cart-store.ts';
import { DishDetail } from '../../features/catalog/components/dish-detail.tsx';
import { lazyPart } from '../../lib/lazy-part.ts';

// Loads after the page, so the page itself stays light; a lazy part, so the server's first render
// waits for it (a plain lazy drew a boundary the browser had to redo: React error 419 on a cold server).
const AskChefButton = lazyPart(() =>
  import('../../features/messages/components/conversation-links.tsx').then((m) => ({
    default: m.AskChefButton,
  })),
);

/** spec marketplace §2: dish detail (/product-detail/{productId}); add-to-cart goes to the cart store. */
export function DishDetailPage() {
  const { productId = '' } = useParams();
  const profile = useProfile();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-4 pb-12 sm:px-6 sm:pt-6">
      <DishDetail
        key={productId}
        productId={productId}
        viewerId={profile?.id ?? null}
        onAddToCart={addToCart}
      />
      {/* A question about this dish before ordering. */}
      <div className="mt-8">
        <Suspense fallback={null}>
          <AskChefButton productId={productId} />
        </Suspense>
      </div>
    </div>
  );
}
