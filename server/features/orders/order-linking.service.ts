import { BRAND_NAME, PIN_TTL_MINUTES, type Language } from '#domain/constants.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { PinRequester, PinService } from '../auth/pin.service.ts';
import type { OrdersService } from './orders.service.ts';

const texts = {
  en: {
    subject: `Link your ${BRAND_NAME} order`,
    body: (pin: string, orderNumber: string) =>
      `Your PIN to link order ${orderNumber} to your account is ${pin}.\n\nIt is valid for ${PIN_TTL_MINUTES} minutes. ` +
      `If you did not ask for it, you can ignore this e-mail.\n\n${BRAND_NAME}`,
  },
  lt: {
    subject: `Susiekite savo ${BRAND_NAME} užsakymą`,
    body: (pin: string, orderNumber: string) =>
      `Jūsų PIN užsakymui ${orderNumber} susieti su paskyra: ${pin}.\n\nJis galioja ${PIN_TTL_MINUTES} min. ` +
      `Jei jo neprašėte, šį laišką galite ignoruoti.\n\n${BRAND_NAME}`,
  },
} as const;

/**
 * spec accounts §4 "Order linking": a guest who placed an order proves an e-mail address with a PIN
 * and the order becomes that account's. Only the browser that placed the order may ask (DESIGN §4).
 */
export class OrderLinkingService {
  constructor(
    private readonly orders: OrdersService,
    private readonly pins: PinService,
    private readonly auth: AuthService,
  ) {}

  async requestPin(
    orderId: number,
    email: string,
    guestOrderIds: number[],
    lang: Language,
    requester: PinRequester,
  ) {
    // The mail names the order by the number the customer sees everywhere, not its database id.
    const { orderNumber } = await this.orders.assertLinkableGuestOrder(orderId, guestOrderIds);
    await this.pins.issue({ purpose: 'order-link', email, subject: String(orderId) }, requester, (pin) => ({
      to: email,
      subject: texts[lang].subject,
      text: texts[lang].body(pin, orderNumber),
      meta: { template: 'order-link-pin', orderId },
    }));
  }

  async link(orderId: number, email: string, pin: string, guestOrderIds: number[], lang: Language) {
    await this.orders.assertLinkableGuestOrder(orderId, guestOrderIds);
    const check = await this.pins.consume({ purpose: 'order-link', email, subject: String(orderId) }, pin);
    if (check !== 'ok') throw AppError.field(400, 'pin', 'pages.auth.orderLinkingFailed');
    const user = await this.auth.findOrCreateVerifiedCustomer(email, lang);
    await this.orders.linkGuestOrder(orderId, user.id);
    return user;
  }
}
