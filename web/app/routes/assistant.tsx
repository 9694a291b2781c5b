import { ComingSoon } from '../layout/coming-soon.tsx';

/** spec marketplace §2: the assistant chat (/assistant). Placeholder until its issue. */
export function AssistantPage() {
  return <ComingSoon titleKey="routes.assistant" path="/assistant" />;
}
