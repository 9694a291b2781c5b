import { useEffect, useState } from 'react';
import { nicknameShapeProblem } from '#domain/chefs/nickname.ts';
import { checkName } from './api/check-name.ts';

export type NameAvailability = 'idle' | 'checking' | 'available' | 'taken' | 'error';

/** Long enough that a typist is not checked per letter, short enough to feel live. */
export const NAME_CHECK_DELAY_MS = 400;

/**
 * spec accounts §5: the profile link must be available, checked live with POST /check-name while
 * the chef types (debounced). Names with a shape problem are not sent: the form says why instead.
 */
export function useNameAvailability(
  name: string,
  enabled: boolean,
): { status: NameAvailability; name: string } {
  const trimmed = name.trim();
  const [result, setResult] = useState<{ status: NameAvailability; name: string }>({
    status: 'idle',
    name: '',
  });
  const shouldCheck = enabled && trimmed !== '' && !nicknameShapeProblem(trimmed);

  useEffect(() => {
    if (!shouldCheck) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setResult({ status: 'checking', name: trimmed });
      checkName(trimmed, controller.signal).then(
        (isFree) => setResult({ status: isFree ? 'available' : 'taken', name: trimmed }),
        (error: unknown) => {
          if (!controller.signal.aborted) {
            console.error('Name availability check failed', error);
            setResult({ status: 'error', name: trimmed });
          }
        },
      );
    }, NAME_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [shouldCheck, trimmed]);

  // A result belongs to the name it was asked for; while a newer name waits, it is "checking".
  if (!shouldCheck) return { status: 'idle', name: trimmed };
  return result.name === trimmed ? result : { status: 'checking', name: trimmed };
}
