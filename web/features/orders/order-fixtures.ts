/** The orders tests' names for the shared, schema-checked factories (web/test/factories/). */
export {
  anOrder as makeOrder,
  anOrderItem as makeItem,
  WORKED_EXAMPLE_CARD_FEES,
} from '../../test/factories/orders.ts';
