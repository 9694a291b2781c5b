/**
 * Classes for a list item the browser styles and lays out only once it comes near the screen: a
 * phone shows one card of a list, and the page's first layout and the app's takeover skip the
 * others. The height stands in for the card's until it has been drawn once.
 */
export const OFFSCREEN_UNTIL_NEAR = {
  chefCard: '[content-visibility:auto] [contain-intrinsic-size:auto_23rem]',
  dishCard: '[content-visibility:auto] [contain-intrinsic-size:auto_29rem]',
} as const;
