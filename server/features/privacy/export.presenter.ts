import { maskContactDetails, MASK_RULES_VERSION } from '#domain/messages/contact-masking.ts';
import { orderNumber } from '#domain/orders/order-number.ts';
import { ACCOUNTING_RETENTION_YEARS } from '#domain/privacy/retention.ts';
import { avatarUrl, fileUrl } from '../../lib/file-urls.ts';
import type * as repo from './export.repo.ts';

type Rows<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

/** The export's version: a reader of an older file knows what it holds (the privacy page lists the parts). */
export const EXPORT_FORMAT = { name: 'namu-sefas-personal-data', version: 1 } as const;

const time = (at: Date | null | undefined) => (at ? at.toISOString() : null);

/** Another person in the user's threads, as the user's screens show them: a first name and an initial. */
function shownName(
  person: { firstName: string | null; lastName: string | null; nickname: string | null } | undefined,
) {
  if (!person) return null;
  const name = [person.firstName, person.lastName ? `${person.lastName.slice(0, 1)}.` : null]
    .filter(Boolean)
    .join(' ');
  const shown = name || person.nickname;
  return shown ? maskContactDetails(shown).text : null;
}

export function presentProfile(
  user: NonNullable<Rows<typeof repo.user>>,
  addresses: Rows<typeof repo.ownAddresses>,
  merchant: Rows<typeof repo.ownMerchantInfo>,
) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    nickname: user.nickname,
    phoneNumber: user.phoneNumber,
    phoneCountry: user.phoneCountry,
    language: user.language,
    role: user.role,
    verified: user.verified,
    hasPassword: user.passwordHash !== null,
    avatarUrl: avatarUrl({ userId: user.id, avatarVersion: user.avatarVersion }, 'avatar'),
    createdAt: time(user.createdAt),
    termsAcceptedAt: time(user.termsAcceptedAt),
    authorizedToEarnAt: time(user.authorizedToEarnAt),
    addresses: addresses.map((address) => ({ ...address, createdAt: time(address.createdAt) })),
    store: merchant
      ? {
          hourRateCents: merchant.hourRateCents,
          kitchenTypes: merchant.kitchenTypes,
          about: merchant.about,
          personalTaxNumber: merchant.personalTaxNumber,
          govRegistryUrl: merchant.govRegistryUrl,
          socialNetworkUrl: merchant.socialNetworkUrl,
          website: merchant.website,
          foodBusinessNumber: merchant.foodBusinessNumber,
          questionnaireAnswers: merchant.metadata,
          additionalNotes: merchant.additionalNotes,
          applicationStatus: merchant.applicationStatus,
          approved: merchant.valid,
          submittedAt: time(merchant.submittedAt),
          decidedAt: time(merchant.decidedAt),
          decisionReason: merchant.decisionReason,
        }
      : null,
  };
}

export function presentCustomerOrders(found: Rows<typeof repo.ordersAsCustomer>) {
  return found.rows.map(({ order, address }) => ({
    id: order.id,
    orderNumber: orderNumber(order.sId),
    placedAt: time(order.createdAt),
    serviceDate: time(order.serviceDate),
    payInCash: order.payInCash,
    paymentStatus: order.paymentStatus,
    commentary: order.commentary,
    subtotalCents: order.subtotalCents,
    serviceFeeCents: order.serviceFeeCents,
    governmentFeeCents: order.governmentFeeCents,
    gatewayFeeCents: order.gatewayFeeCents,
    prepaymentCents: order.prepaymentCents,
    amountToPayCents: order.amountToPayCents,
    address: address && {
      name: address.title,
      postalCode: address.postalCode,
      state: address.state,
      city: address.city,
      phone: address.phone,
      formattedAddress: address.formattedAddress,
    },
    items: found.items
      .filter((item) => item.orderId === order.id)
      .map((item) => ({
        title: item.title,
        volume: item.volume,
        unitPriceCents: item.unitPriceCents,
        status: item.status,
        deliveredAt: time(item.deliveredAt),
        cancelledAt: time(item.cancelledAt),
      })),
    payments: found.payments
      .filter((payment) => payment.orderId === order.id)
      .map(({ orderId: _, ...payment }) => ({ ...payment, createdAt: time(payment.createdAt) })),
    refunds: found.refunds
      .filter((refund) => refund.orderId === order.id)
      .map(({ orderId: _, ...refund }) => ({
        ...refund,
        createdAt: time(refund.createdAt),
        completedAt: time(refund.completedAt),
      })),
  }));
}

export function presentChefItems(rows: Rows<typeof repo.itemsAsChef>) {
  return rows.map((row) => ({
    orderId: row.orderId,
    orderNumber: orderNumber(row.sId),
    placedAt: time(row.createdAt),
    serviceDate: time(row.serviceDate),
    city: row.city,
    payInCash: row.payInCash,
    title: row.item.title,
    volume: row.item.volume,
    unitPriceCents: row.item.unitPriceCents,
    status: row.item.status,
    payout: row.payout && {
      ...row.payout,
      dueAt: time(row.payout.dueAt),
      paidAt: time(row.payout.paidAt),
    },
  }));
}

/**
 * The user's conversations: what they wrote as written, what they received masked as their screen
 * shows it while contacts are hidden, and nothing of a message an operator removed.
 */
export function presentThreads(userId: string, found: Rows<typeof repo.threadsWithMessages>) {
  return found.threads.map((thread) => {
    const other = thread.customerUserId === userId ? thread.chefUserId : thread.customerUserId;
    return {
      id: thread.id,
      role: thread.customerUserId === userId ? 'customer' : 'chef',
      with: shownName(found.people.get(other)),
      orderId: thread.orderId,
      eventRequestId: thread.eventRequestId,
      startedAt: time(thread.createdAt),
      messages: found.messages
        .filter((message) => message.threadId === thread.id)
        .reverse()
        .map((message) => {
          const fromMe = message.senderUserId === userId;
          const removed = message.hiddenAt !== null;
          const masked =
            message.maskVersion === MASK_RULES_VERSION && message.maskedBody !== null
              ? message.maskedBody
              : maskContactDetails(message.body).text;
          return {
            fromMe,
            text: removed ? '' : fromMe ? message.body : masked,
            removed,
            photoUrl:
              !removed && message.photoStoredName && message.photoOwnerId
                ? fileUrl(message.photoOwnerId, message.photoStoredName)
                : null,
            sentAt: time(message.createdAt),
          };
        }),
    };
  });
}

export function presentFiles(rows: Rows<typeof repo.ownFiles>) {
  return rows.map((file) => ({
    id: file.id,
    name: file.originalName,
    contentType: file.contentType,
    sizeBytes: file.sizeBytes,
    label: file.label,
    uploadedAt: time(file.createdAt),
    url: fileUrl(file.userId, file.storedName),
  }));
}

/** Keys and row shapes the export shares with every reader, then the retention note. */
export function exportHeader(exportedAt: Date) {
  return {
    format: EXPORT_FORMAT.name,
    version: EXPORT_FORMAT.version,
    exportedAt: exportedAt.toISOString(),
    retentionYears: ACCOUNTING_RETENTION_YEARS,
  };
}
