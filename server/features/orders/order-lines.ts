import { dishUnitPrice, isPricedByTime } from '#domain/dishes/dish-price.ts';
import type { Fees } from '#domain/orders/fees.ts';
import {
  ORDER_COUNTRY_PHONE_CODE,
  PLACE_TYPE,
  type OrderAddress,
  type OrderLine,
} from '#domain/orders/checkout.schema.ts';
import { cityDistanceKm } from '#domain/availability/service-area.ts';
import { serviceAreaProblem, serviceDateProblem, type ServiceLine } from '#domain/orders/service-rules.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import * as newOrderRepo from './new-order.repo.ts';
import type * as repo from './orders.repo.ts';

// An order's lines: priced at today's prices and checked against the service rules, and their money
// and address as the order's columns; placing an order and changing an unpaid one share them.

/**
 * The service date against the spec's floor, the clock and each dish's preparation time
 * plus its chef's lead time; and, once the address is known, its city against each dish's chef's.
 */
export function checkService(clock: Clock, seconds: number, lines: ServiceLine[], addressCity?: string) {
  const problem = serviceDateProblem(seconds, clock.now().getTime(), lines);
  if (problem) throw AppError.field(400, 'serviceDeliveryDate', problem.code, problem.params);
  if (addressCity !== undefined) checkArea(addressCity, lines);
}

export function checkArea(addressCity: string, lines: ServiceLine[]) {
  const problem = serviceAreaProblem(addressCity, lines, cityDistanceKm);
  if (problem) throw AppError.field(400, 'city', problem.code, problem.params);
}

/** Today's price of each line, refusing dishes that cannot be ordered (DESIGN §3: never trust the client). */
export async function priceToday(db: DbOrTx, lines: OrderLine[], buyerUserId: string | null) {
  const dishes = await newOrderRepo.dishesForOrder(
    db,
    lines.map((line) => line.productId),
  );
  return priceLines(dishes, lines, buyerUserId);
}

/** Each line at its dish's price today; one dish that cannot be ordered refuses them all. */
export function priceLines(
  dishes: newOrderRepo.DishForOrder[],
  lines: OrderLine[],
  buyerUserId: string | null,
) {
  return lines.map((line) => {
    const dish = dishes.find((candidate) => candidate.id === line.productId);
    if (!dish || !dish.active || !dish.chefValid || dish.blockedReason) {
      // A hidden dish's title is not the caller's to learn (ids are sequential): the dish is named by
      // its id, and the web app names it from the customer's own cart.
      throw AppError.field(409, 'productId', 'orders.dishUnavailable', {
        title: `#${line.productId}`,
        productId: line.productId,
      });
    }
    // An unfinished dish (no price, allergens or photo) is its chef's draft.
    if (!dish.complete) {
      throw AppError.field(409, 'productId', 'orders.dishIncomplete', {
        title: `#${line.productId}`,
        productId: line.productId,
      });
    }
    if (dish.userId === buyerUserId) throw AppError.field(409, 'productId', 'orders.ownDish');
    const unitPriceCents = dishUnitPrice({
      storedPriceCents: dish.priceCents,
      preparationMinutes: dish.preparationMinutes,
      hourRateCents: dish.hourRateCents,
      fixedPrice: dish.fixedPrice,
    });
    const pricedByTime = isPricedByTime(dish);
    return {
      unitPriceCents,
      productVolume: line.productVolume,
      pricedByTime,
      service: {
        title: dish.title,
        preparationMinutes: dish.preparationMinutes,
        chefCity: dish.chefCity,
        ...availabilityOfLine(dish.chefAvailability),
      },
      /** The chef set availability: the order takes a slot under the chef's row lock. */
      configured: dish.chefAvailability !== null,
      item: {
        productId: dish.id,
        sellerUserId: dish.userId,
        title: dish.title,
        description: dish.description,
        unitPriceCents,
        pricedByTime,
        volume: line.productVolume,
        baseServings: dish.servingsNumber,
      },
    };
  });
}

/** A chef's lead time and service area for the service rules (none set: the defaults). */
export function availabilityOfLine(
  row: newOrderRepo.ChefAvailabilityJson | null,
): Pick<ServiceLine, 'leadTimeHours' | 'serviceArea'> {
  return row ? { leadTimeHours: row.leadTimeHours, serviceArea: row.serviceArea } : {};
}

export function itemAsFeeLine(item: Pick<repo.OrderItemRow, 'unitPriceCents' | 'volume' | 'pricedByTime'>) {
  return { unitPriceCents: item.unitPriceCents, productVolume: item.volume, pricedByTime: item.pricedByTime };
}

export function feeColumns(fees: Fees) {
  return {
    subtotalCents: fees.subtotal,
    serviceFeeCents: fees.serviceFee,
    governmentFeeCents: fees.governmentFee,
    chefIncentiveCents: fees.chefIncentive,
    prepaymentCents: fees.prepayment,
    gatewayFeeCents: fees.paymentGatewayFee,
    amountToPayCents: fees.totalAmount,
    payToChefCents: fees.payToChef,
  };
}

export function addressColumns(orderId: number, address: OrderAddress) {
  return {
    orderId,
    title: address.title,
    postalCode: address.postalCode,
    state: address.state,
    city: address.city,
    phone: address.phone,
    formattedAddress: address.formatted_address,
    countryPhoneCode: ORDER_COUNTRY_PHONE_CODE,
    placeType: PLACE_TYPE,
  };
}
