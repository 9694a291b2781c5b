import { z } from 'zod';
import { AVAILABILITY_TIME_ZONE } from './availability-settings.ts';

/** The answers of a chef's availability and of the booking times (availability-settings.ts, slots.ts). */

const TimeRangeSchema = z.object({ start: z.string(), end: z.string() });

/** A chef's settings as saved; configured=false: nothing set yet (the default hours, holidays off). */
export const ChefAvailabilitySchema = z.object({
  weeklyHours: z.record(z.enum(['1', '2', '3', '4', '5', '6', '7']), z.array(TimeRangeSchema)),
  daysOff: z.array(z.string()),
  servicesPerDay: z.number().nullable(),
  leadTimeHours: z.number(),
  serviceArea: z.object({ cities: z.array(z.string()), radiusKm: z.number().nullable() }),
  workHolidays: z.boolean(),
  configured: z.boolean(),
});

/** GET and POST /secure/availability. */
export const AvailabilityAnswerSchema = z.object({ availability: ChefAvailabilitySchema });
export type AvailabilityAnswer = z.infer<typeof AvailabilityAnswerSchema>;

/** One Vilnius day with the 'HH:MM' times every chef of the cart can take. */
export const SlotDaySchema = z.object({ date: z.string(), times: z.array(z.string()) });
export type SlotDay = z.infer<typeof SlotDaySchema>;

export const ServiceSlotsSchema = z.object({
  timeZone: z.literal(AVAILABILITY_TIME_ZONE),
  days: z.array(SlotDaySchema),
});
export type ServiceSlots = z.infer<typeof ServiceSlotsSchema>;

/** GET /store/service-slots. */
export const ServiceSlotsAnswerSchema = z.object({ slots: ServiceSlotsSchema });
export type ServiceSlotsAnswer = z.infer<typeof ServiceSlotsAnswerSchema>;
