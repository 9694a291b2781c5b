/** spec marketplace §9: the 'Added to your cart' notice stays 3 seconds (dish page and chef page). */
export const ADDED_NOTICE_MS = 3000;
