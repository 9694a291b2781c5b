import { Navigate, useParams } from 'react-router';
import { useProfile, useValidFlag } from '../../features/auth/session.ts';
// The kitchen and allergen names the editor shows live with the catalogue's texts.
import '../../features/catalog/texts.ts';
import { DishEditor } from '../../features/dishes/components/dish-editor.tsx';

/**
 * spec marketplace §2: create (/product) or edit (/product/{id}) a dish. Only an approved chef (the
 * stored valid flag, spec accounts §2, §6) may open it; anyone else is sent to /.
 */
export function DishEditorPage() {
  const { id } = useParams();
  const valid = useValidFlag();
  const profile = useProfile();
  if (!valid) return <Navigate to="/" replace />;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-6 pb-12 sm:px-6 sm:pt-10">
      <DishEditor key={id ?? 'new'} productId={id} viewerId={profile?.id ?? null} />
    </div>
  );
}
