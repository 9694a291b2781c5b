/**
 * A warm drawn plate for chefs and dishes without a photo (the app loads no stock images). Purely
 * decorative: the surrounding card names what is missing.
 */
export function FoodPlaceholder({ className = '' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`flex items-center justify-center bg-linear-to-br from-paprika-soft via-cream to-saffron/50 ${className}`}
    >
      <svg viewBox="0 0 120 120" className="h-3/5 max-h-40 w-auto drop-shadow-sm" focusable="false">
        <circle cx="60" cy="62" r="50" fill="#ffffff" />
        <circle cx="60" cy="62" r="38" fill="none" stroke="#e8d9cb" strokeWidth="2" />
        <circle cx="60" cy="62" r="32" fill="#f2b441" />
        <circle cx="48" cy="54" r="8" fill="#c63d1f" />
        <circle cx="72" cy="70" r="9" fill="#c63d1f" />
        <circle cx="56" cy="78" r="6" fill="#c63d1f" />
        <ellipse cx="70" cy="50" rx="9" ry="4" fill="#2f6b3f" transform="rotate(-30 70 50)" />
        <ellipse cx="45" cy="70" rx="7" ry="3" fill="#2f6b3f" transform="rotate(35 45 70)" />
        <path
          d="M92 14c-4 5 4 7 0 13M100 10c-4 5 4 7 0 13"
          stroke="#c63d1f"
          strokeWidth="2.5"
          fill="none"
          strokeLinecap="round"
          opacity="0.6"
        />
      </svg>
    </div>
  );
}
