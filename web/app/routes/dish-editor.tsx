import { useParams } from 'react-router';
import { ComingSoon } from '../layout/coming-soon.tsx';

/** spec marketplace §2: create (/product) or edit (/product/{id}) a dish. Placeholder until its issue. */
export function DishEditorPage() {
  const { id } = useParams();
  return id ? (
    <ComingSoon titleKey="routes.dishEdit" path={`/product/${id}`} />
  ) : (
    <ComingSoon titleKey="routes.dishCreate" path="/product" />
  );
}
