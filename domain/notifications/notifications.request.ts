import { z } from 'zod';
import { INVALID } from '../validation.ts';
import { NOTIFICATIONS_LIST_MAX } from './notification-kinds.ts';

/** `ids`: a JSON text array of notification ids; absent means all. */
export const NotificationsReadSchema = z.object({
  ids: z
    .preprocess(
      (value) => {
        if (typeof value !== 'string') return value;
        try {
          return JSON.parse(value) as unknown;
        } catch {
          return value;
        }
      },
      z.array(z.uuid(INVALID), { error: INVALID }).max(NOTIFICATIONS_LIST_MAX * 4, INVALID),
    )
    .optional(),
});
