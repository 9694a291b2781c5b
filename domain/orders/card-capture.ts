/**
 * When an order's card payment (the service fee, its VAT, the gateway fee and any prepayment) moves:
 * `manual`: the card is authorised at checkout and charged when the first chef confirms (released
 * if none does); `automatic`: charged at checkout. The payments service authorises with it and the
 * assistant's FAQ states the moment from it, so the two cannot disagree.
 */
export const ORDER_CARD_CAPTURE: 'manual' | 'automatic' = 'manual';
