import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useValidFlag } from '../../features/auth/session.ts';
import { addToCart } from '../../features/cart/cart-store.ts';
import { cartItemFor } from '../../features/catalog/cart-item.ts';
import { ChefStore } from '../../features/catalog/components/chef-store.tsx';
import type { Product } from '../../features/catalog/types.ts';

/** spec marketplace §2: the public chef page (/store/{nickname}); a visitor's add-to-cart leads to /cart. */
export function ChefStorePage() {
  const { nickname = '' } = useParams();
  const navigate = useNavigate();
  const valid = useValidFlag();
  const handleAddToCart = useCallback(
    (product: Product) => {
      addToCart(cartItemFor(product));
      void navigate('/cart');
    },
    [navigate],
  );
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-0 pb-12 sm:px-6 sm:pt-6">
      <ChefStore key={nickname} nickname={nickname} canCreateDish={valid} onAddToCart={handleAddToCart} />
    </div>
  );
}
