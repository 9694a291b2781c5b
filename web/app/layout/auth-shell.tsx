import type { ReactNode } from 'react';

/** The frame of the sign-in screens: a centred column on a warm backdrop. */
export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <div className="relative flex flex-1 justify-center bg-linear-to-b from-paprika-soft/70 to-cream px-4 py-8 sm:py-14">
      <div className="w-full max-w-md">{children}</div>
    </div>
  );
}
