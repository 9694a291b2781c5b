/** A decorative top-down plate of food, drawn inline (the app loads no external images). */
export function DishIllustration({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 320 320" className={className} aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="plate" cx="50%" cy="45%" r="55%">
          <stop offset="0%" stopColor="#ffffff" />
          <stop offset="100%" stopColor="#f3e6da" />
        </radialGradient>
        <radialGradient id="sauce" cx="45%" cy="40%" r="60%">
          <stop offset="0%" stopColor="#f2b441" />
          <stop offset="100%" stopColor="#e08a2c" />
        </radialGradient>
      </defs>
      <ellipse cx="166" cy="176" rx="136" ry="132" fill="#2a1a12" opacity="0.12" />
      <circle cx="160" cy="160" r="136" fill="url(#plate)" />
      <circle cx="160" cy="160" r="104" fill="none" stroke="#e8d9cb" strokeWidth="3" />
      <circle cx="160" cy="160" r="92" fill="url(#sauce)" />
      <g fill="#c63d1f">
        <circle cx="122" cy="132" r="20" />
        <circle cx="196" cy="178" r="22" />
        <circle cx="150" cy="206" r="16" />
      </g>
      <g fill="#f7b7a3" opacity="0.9">
        <circle cx="122" cy="132" r="9" />
        <circle cx="196" cy="178" r="10" />
        <circle cx="150" cy="206" r="7" />
      </g>
      <g fill="#2f6b3f">
        <ellipse cx="182" cy="122" rx="22" ry="10" transform="rotate(-30 182 122)" />
        <ellipse cx="118" cy="184" rx="18" ry="8" transform="rotate(35 118 184)" />
        <ellipse cx="206" cy="220" rx="14" ry="6" transform="rotate(-15 206 220)" />
      </g>
      <g fill="#4f9a5e">
        <ellipse cx="166" cy="150" rx="12" ry="5" transform="rotate(50 166 150)" />
        <ellipse cx="214" cy="140" rx="10" ry="4" transform="rotate(10 214 140)" />
      </g>
      <g fill="#fff8f2">
        <circle cx="146" cy="160" r="4" />
        <circle cx="176" cy="204" r="3.5" />
        <circle cx="104" cy="156" r="3" />
        <circle cx="222" cy="196" r="3" />
        <circle cx="160" cy="110" r="3.5" />
      </g>
      <g fill="none" stroke="#fff8f2" strokeWidth="5" strokeLinecap="round" opacity="0.85">
        <path d="M244 58c-10 12 10 18 0 32" />
        <path d="M266 46c-10 12 10 18 0 32" />
      </g>
      <g transform="translate(262 238) rotate(40)">
        <rect x="-5" y="-50" width="10" height="100" rx="5" fill="#a8321a" />
        <rect x="-9" y="-72" width="18" height="30" rx="6" fill="#a8321a" />
      </g>
    </svg>
  );
}
