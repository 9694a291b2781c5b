/** A pulsing placeholder block; containers that show it set aria-busy. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-shimmer rounded-field bg-sand ${className}`} />;
}
