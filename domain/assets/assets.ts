import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../constants.ts';
import { NICKNAME_MAX, NICKNAME_MIN } from '../chefs/nickname.ts';
import { REQUIRED } from '../validation.ts';
import {
  ADDRESS_TYPE,
  ADDRESS_TYPES,
  type AddressTypeCode,
  MAX_PURCHASE_VOLUME,
  MAX_TRANSFER_VOLUME,
  MIN_PURCHASE_VOLUME,
  WITHDRAWAL_STATUSES,
} from './asset-rules.ts';

// The constants and rules screens need without a schema live apart from zod (asset-rules.ts);
// here as well for the schemas' other readers.
export * from './asset-rules.ts';

/**
 * An amount as typed or sent: a whole, positive number within `max`. Blank is "required", letters
 * "not a number", and each other refusal has its own words, so the form can say exactly what is wrong.
 */
export function volumeSchema(max: number, min = 1) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().replace(',', '.') : value),
    z
      .union([z.number(), z.string()], {
        error: (issue) =>
          issue.input === undefined || issue.input === null ? REQUIRED : 'assets.notANumber',
      })
      .superRefine((value, context) => {
        if (value === '') return void context.addIssue({ code: 'custom', message: REQUIRED });
        const number =
          typeof value === 'number' ? value : /^[-+]?\d+(\.\d+)?$/.test(value) ? Number(value) : NaN;
        const problem = !Number.isFinite(number)
          ? 'assets.notANumber'
          : number <= 0
            ? 'assets.mustBePositive'
            : !Number.isInteger(number)
              ? 'assets.wholeNumber'
              : number < min
                ? 'assets.tooSmall'
                : number > max
                  ? 'assets.tooLarge'
                  : undefined;
        if (problem) context.addIssue({ code: 'custom', message: problem, params: { min, max } });
      })
      .transform((value) => Number(value)),
  );
}

/** spec §3 codes, or the type's name (DESIGN §4 "names accepted"). */
export const AddressTypeSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (/^\d$/.test(text)) return Number(text);
    const index = (ADDRESS_TYPES as readonly string[]).indexOf(text.toLowerCase());
    return index === -1 ? value : index;
  },
  z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? REQUIRED : 'assets.unknownAddressType',
  }),
);

const DOGECOIN_ADDRESS = /^[DA9][1-9A-HJ-NP-Za-km-z]{33}$/;
const TELEGRAM_NICK = /^@?[A-Za-z][A-Za-z0-9_]{4,31}$/;
const EMAIL_SHAPE = z.email();

/**
 * The destination's problem for its address type, as a message code; undefined when it is fine.
 * spec marketplace §2 and §5: an invalid address of type e-mail says "Not valid email".
 */
export function destinationProblem(code: AddressTypeCode, address: string): string | undefined {
  if (!address) return REQUIRED;
  switch (code) {
    case ADDRESS_TYPE.dogecoin:
      return DOGECOIN_ADDRESS.test(address) ? undefined : 'assets.invalidDogecoinAddress';
    case ADDRESS_TYPE.telegram_nick:
      return TELEGRAM_NICK.test(address) ? undefined : 'assets.invalidTelegramNick';
    case ADDRESS_TYPE.store_name:
      return address.length >= NICKNAME_MIN &&
        address.length <= NICKNAME_MAX &&
        /^[\p{L}\p{N}._-]+$/u.test(address)
        ? undefined
        : 'assets.invalidStoreName';
    case ADDRESS_TYPE.email:
      return address.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.safeParse(address).success
        ? undefined
        : 'assets.notValidEmail';
  }
}

/** The form of a destination the ledger keeps: e-mails lower-cased, Telegram nicks without "@". */
export function normalizeDestination(code: AddressTypeCode, address: string): string {
  const trimmed = address.trim();
  if (code === ADDRESS_TYPE.email) return trimmed.toLowerCase();
  if (code === ADDRESS_TYPE.telegram_nick) return trimmed.replace(/^@/, '');
  return trimmed;
}

/** POST /secure/asset-request (spec marketplace §7). */
export const AssetRequestSchema = z
  .object({
    volume: volumeSchema(MAX_TRANSFER_VOLUME),
    recipientAddressType: AddressTypeSchema,
    recipientAddress: z.string({ error: REQUIRED }).trim().max(200, 'forms.validation.maxLength'),
  })
  .superRefine((input, context) => {
    const problem = destinationProblem(input.recipientAddressType, input.recipientAddress);
    if (problem) context.addIssue({ code: 'custom', path: ['recipientAddress'], message: problem });
  })
  .transform((input) => ({
    ...input,
    recipientAddress: normalizeDestination(input.recipientAddressType, input.recipientAddress),
  }));
export type AssetRequestInput = z.infer<typeof AssetRequestSchema>;

/** POST /secure/confirm-transfer: the spec sends only the PIN; the request id picks one of several. */
export const ConfirmTransferSchema = z.object({
  requestId: z
    .uuid('assets.transferNotFound')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  pin: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(12, 'pages.auth.pinInvalid'),
});

/** POST /secure/asset-purchase (DESIGN §4). */
export const AssetPurchaseSchema = z.object({
  volume: volumeSchema(MAX_PURCHASE_VOLUME, MIN_PURCHASE_VOLUME),
});

/** POST /secure/store-management/withdrawal-status: a rejection says why. */
export const WithdrawalDecisionSchema = z
  .object({
    withdrawalId: z.uuid('assets.withdrawalNotFound'),
    status: z.enum(['processed', 'rejected'], { error: 'assets.unknownWithdrawalStatus' }),
    reason: z
      .string()
      .trim()
      .max(1000, 'forms.validation.maxLength')
      .optional()
      .transform((value) => value || undefined),
  })
  .refine((decision) => decision.status === 'processed' || decision.reason, {
    path: ['reason'],
    message: REQUIRED,
  });

export const WithdrawalListQuerySchema = z.object({
  status: z.enum(WITHDRAWAL_STATUSES, { error: 'assets.unknownWithdrawalStatus' }).default('pending'),
});
