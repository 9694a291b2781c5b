import { ComingSoon } from '../layout/coming-soon.tsx';

/** spec marketplace §2: the operator landing (/store-management). Placeholder until its issue. */
export function StoreManagementPage() {
  return <ComingSoon titleKey="routes.storeManagement" path="/store-management" />;
}
