import type { ProposalCourse, ProposalInput } from './event-request.schema.ts';

/**
 * What changed from one revision of a proposal to the next, so the customer sees it at a glance:
 * the price, the time needed, what is included, and the courses added, removed or changed.
 */
export type ProposalChange =
  | { kind: 'price'; from: number; to: number }
  | { kind: 'duration'; from: number; to: number }
  | { kind: 'includes'; added: string[]; removed: string[] }
  | { kind: 'courses'; added: number; removed: number; changed: number }
  | { kind: 'message' };

type Revision = Pick<ProposalInput, 'courses' | 'includes' | 'price' | 'durationMinutes' | 'message'>;

const courseKey = (course: ProposalCourse) => JSON.stringify(course);

export function proposalChanges(before: Revision, after: Revision): ProposalChange[] {
  const changes: ProposalChange[] = [];
  if (before.price !== after.price) changes.push({ kind: 'price', from: before.price, to: after.price });
  if (before.durationMinutes !== after.durationMinutes)
    changes.push({ kind: 'duration', from: before.durationMinutes, to: after.durationMinutes });
  const added = after.includes.filter((item) => !before.includes.includes(item));
  const removed = before.includes.filter((item) => !after.includes.includes(item));
  if (added.length || removed.length) changes.push({ kind: 'includes', added, removed });
  // Courses compare by position: the same place with other content is a changed course.
  const shared = Math.min(before.courses.length, after.courses.length);
  let changed = 0;
  for (let i = 0; i < shared; i++)
    if (courseKey(before.courses[i]!) !== courseKey(after.courses[i]!)) changed++;
  const coursesAdded = Math.max(0, after.courses.length - before.courses.length);
  const coursesRemoved = Math.max(0, before.courses.length - after.courses.length);
  if (changed || coursesAdded || coursesRemoved)
    changes.push({ kind: 'courses', added: coursesAdded, removed: coursesRemoved, changed });
  if ((before.message ?? '') !== (after.message ?? '')) changes.push({ kind: 'message' });
  return changes;
}
