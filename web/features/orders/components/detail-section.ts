// The order page's sections share one card look and heading.
export const SECTION = 'rounded-card bg-surface p-5 shadow-card';
export const SECTION_TITLE = 'text-xl font-extrabold text-ink';
