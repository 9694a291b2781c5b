import '../../features/assistant/texts.ts';
import { useProfile } from '../../features/auth/session.ts';
import { ChatScreen } from '../../features/assistant/components/chat-screen.tsx';

/** spec marketplace §2: the assistant chat (/assistant); a signed-in user's history is kept. */
export function AssistantPage() {
  const profile = useProfile();
  const userId = profile?.id ?? null;
  // A new key on sign-in or sign-out: the conversation switches between the guest's and the user's.
  return <ChatScreen key={userId ?? 'guest'} userId={userId} />;
}
