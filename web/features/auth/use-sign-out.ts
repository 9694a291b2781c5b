import { useNavigate } from 'react-router';
import { showToast } from '../../lib/toast.ts';
import { useLogout } from './api/logout.ts';

/** Signs out (POST /logout, stored session cleared), goes home and says so. */
export function useSignOut() {
  const logout = useLogout();
  const navigate = useNavigate();
  const signOut = async () => {
    try {
      await logout.mutateAsync();
    } catch {
      // The stored session is cleared either way; a failed call only means the server forgets later.
    }
    showToast('success', 'auth.signedOut');
    void navigate('/');
  };
  return { signOut, isPending: logout.isPending };
}
