import { ComingSoon } from '../layout/coming-soon.tsx';

/** spec accounts §2: chef registration (/chef-registration). Placeholder until its issue. */
export function ChefRegistrationPage() {
  return <ComingSoon titleKey="routes.chefRegistration" path="/chef-registration" />;
}
