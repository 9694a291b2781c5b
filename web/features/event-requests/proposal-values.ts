import type { Resolver } from 'react-hook-form';
import type { ProposalView } from '#domain/event-requests/event-request.response.ts';
import type { ProposalInput } from '#domain/event-requests/event-request.schema.ts';
import { PROPOSAL_LIMITS, type ProposalInclude } from '#domain/event-requests/event-request-rules.ts';
import { centsToInput, parseEuros } from '#domain/money.ts';
import { toFieldErrors, zodIssues, type FormIssue } from './field-issues.ts';

/** One course as the form holds it: one of the chef's dishes, or described in words. */
export interface CourseValues {
  kind: 'dish' | 'text';
  dishId: string;
  title: string;
  description: string;
  /** The EU allergens it contains, or just 'none'. */
  allergens: string[];
}

export interface ProposalValues {
  courses: CourseValues[];
  includes: ProposalInclude[];
  /** The whole menu for all the guests, in euros as typed. */
  price: string;
  durationMinutes: string;
  message: string;
}

export const NEW_COURSE: CourseValues = {
  kind: 'text',
  dishId: '',
  title: '',
  description: '',
  allergens: [],
};

export const PROPOSAL_DEFAULTS: ProposalValues = {
  courses: [NEW_COURSE],
  includes: ['shopping', 'cooking'],
  price: '',
  durationMinutes: '180',
  message: '',
};

/** How long a chef may say she needs, in the half hours of her cooking hours. */
export const DURATIONS: readonly number[] = Array.from(
  { length: (PROPOSAL_LIMITS.durationMaxMinutes - PROPOSAL_LIMITS.durationMinMinutes) / 30 + 1 },
  (_, index) => PROPOSAL_LIMITS.durationMinMinutes + index * 30,
);

/** A sent proposal as the form's values, to revise it. */
export function valuesOfProposal(proposal: ProposalView): ProposalValues {
  return {
    courses: proposal.courses.map((course) =>
      course.dishId !== null
        ? { ...NEW_COURSE, kind: 'dish', dishId: String(course.dishId) }
        : {
            kind: 'text',
            dishId: '',
            title: course.title,
            description: course.description ?? '',
            allergens: [...course.allergens],
          },
    ),
    includes: [...proposal.includes],
    price: centsToInput(proposal.price, { bareWholeEuros: true }),
    durationMinutes: String(proposal.durationMinutes),
    message: proposal.message ?? '',
  };
}

function courseInput(course: CourseValues) {
  if (course.kind === 'dish') return { dishId: course.dishId };
  return { title: course.title, description: course.description, allergens: course.allergens };
}

function priceInput(text: string): number | string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  return parseEuros(trimmed) ?? Number.NaN;
}

const loadSchemas = () => import('#domain/event-requests/event-request.schema.ts');

/**
 * The shared ProposalInputSchema (the server parses the same), zod loaded when the form is first
 * checked. Each course is checked on its own as well, so a problem shows beside that course's
 * field rather than once for the whole menu.
 */
export const proposalResolver: Resolver<ProposalValues, unknown, ProposalInput> = async (values) => {
  const { ProposalCourseSchema, ProposalInputSchema } = await loadSchemas();
  const [dishCourse, textCourse] = ProposalCourseSchema.options;
  const issues: FormIssue[] = [];
  values.courses.forEach((course, index) => {
    const parsed = (course.kind === 'dish' ? dishCourse : textCourse).safeParse(courseInput(course));
    if (!parsed.success)
      issues.push(...zodIssues(parsed.error, (field) => `courses.${index}.${field.split('.')[0]}`));
  });
  const parsed = ProposalInputSchema.safeParse({
    courses: values.courses.map(courseInput),
    includes: values.includes,
    price: priceInput(values.price),
    durationMinutes: values.durationMinutes,
    message: values.message,
  });
  if (!parsed.success) {
    // The menu as a whole (none, too many) on the list; its courses' own problems are above.
    for (const issue of zodIssues(parsed.error, (field) => field.split('.')[0]!))
      if (issue.field !== 'courses' || !issues.some((known) => known.field.startsWith('courses.')))
        issues.push(issue);
  }
  if (issues.length > 0 || !parsed.success)
    return { values: {}, errors: toFieldErrors<ProposalValues>(issues) };
  return { values: parsed.data, errors: {} };
};
