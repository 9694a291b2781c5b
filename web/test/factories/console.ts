import { OperatorComplaintSchema, type OperatorComplaint } from '#domain/orders/complaint.response.ts';
import {
  ApplicationSchema,
  ConsoleDecisionSchema,
  type Application,
  type ConsoleDecision,
} from '#domain/store-management/console.response.ts';
import { build } from './build.ts';
import { aComplaint } from './orders.ts';

// The operator console's answers: its audit entries, complaints and chef applications.

/** One audit entry as every console list carries it (GET /secure/store-management/decisions). */
export const aConsoleDecision = (overrides: Partial<ConsoleDecision> = {}): ConsoleDecision =>
  build(
    ConsoleDecisionSchema,
    {
      id: 'decision-1',
      subjectType: 'chef',
      subjectId: 'chef-1',
      action: 'approved',
      reason: null,
      details: { kind: 'application' },
      decidedBy: { userId: 'operator-1', email: 'op@x.lt' },
      createdTimestamp: 5,
    },
    overrides,
  );

/** A complaint in the operators' list: 60 euro of dishes, 43.36 paid by card, its payout held. */
export const anOperatorComplaint = (overrides: Partial<OperatorComplaint> = {}): OperatorComplaint =>
  build(
    OperatorComplaintSchema,
    {
      ...aComplaint(),
      order: {
        id: 9,
        sID: '0a1b2c3d-5f0e2c1a-8b7d-4c2e-9a51-1d2e3f4a5b6c',
        serviceDate: Date.UTC(2026, 10, 19, 17),
        payInCash: false,
        amountToPay: 4336,
      },
      item: {
        id: 3,
        productId: 21,
        productName: 'Cepelinai',
        quantity: 2,
        total: 6000,
        deliveredAt: Date.UTC(2026, 10, 19, 19),
        refundableMax: 4336,
      },
      buyer: { userId: 'b1', email: 'buyer@example.com', name: 'Rūta' },
      chef: { userId: 'c1', firstName: 'Ona', lastName: 'Virėja', nickname: 'ona', email: 'ona@example.com' },
      payout: { status: 'held', amount: 3000 },
      decisions: [],
    },
    overrides,
  );

/** An application waiting in the console, from a chef who gave a food-business number. */
export const anApplication = (overrides: Partial<Application> = {}): Application =>
  build(
    ApplicationSchema,
    {
      userId: 'u-aiste',
      email: 'aiste@example.lt',
      firstName: 'Aistė',
      lastName: 'Kairytė',
      nickname: 'aistes-stalas',
      city: 'Kaunas',
      phoneNumber: '37061234567',
      language: 'lt',
      applicationStatus: 'submitted',
      valid: false,
      submittedTimestamp: Date.UTC(2026, 10, 13, 10),
      waitingMs: 2 * 86_400_000,
      updatedTimestamp: Date.UTC(2026, 10, 13, 10),
      decisionReason: null,
      store: {
        hourRate: 2200,
        kitchenType: ['lithuanian'],
        about: 'Sunday dinners for the family.',
        website: null,
        socialNetworkURL: null,
      },
      foodBusinessNumber: 'LT 13-01-01 EB',
      registryUrl: 'https://vmvt.lt/maisto-sauga/maisto-tvarkymo-subjektai',
      answers: [],
      certificates: [],
      certificatesCheck: { state: 'none', checkedTimestamp: null, checkedBy: null },
      foodBusinessCheck: { state: 'unchecked', checkedTimestamp: null, checkedBy: null },
      badgeStanding: [
        { kind: 'vmvtRegistered', earned: false, reason: 'unchecked', figures: {} },
        {
          kind: 'reliable',
          earned: false,
          reason: 'fewOrders',
          figures: { orders: 3, days: 90, minOrders: 10 },
        },
      ],
      badgesJudgedTimestamp: null,
      videoCv: null,
      decisions: [],
    },
    overrides,
  );
