import { isLanguage, type Language } from '#domain/constants.ts';
import {
  fillsChefFields,
  profileLinkProblem,
  type MerchantInfoInput,
} from '#domain/chefs/chef-profile.schema.ts';
import { kitchenTypeOfCuisineOption } from '#domain/chefs/kitchen-types.ts';
import { QuestionnaireSubmissionSchema } from '#domain/onboarding/answer.schema.ts';
import {
  chosenOptions,
  declaresRightToEarn,
  submissionProblems,
  type Answer,
} from '#domain/onboarding/answer-rules.ts';
import { decisionNeedsReason } from '#domain/store-management/approval.ts';
import { chefQuestionnaire } from '#domain/onboarding/questionnaire.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { FilesService } from '../files/files.service.ts';
import type { ProfileService } from '../profile/profile.service.ts';
import { recordAuditDecision } from '../../lib/audit.ts';
import { applicationDecisionMail, ratingReviewMail } from './chefs.mails.ts';
import { presentLegalInfo, presentMerchantInfo } from './chefs.presenter.ts';
import * as repo from './chefs.repo.ts';

export interface Decision {
  userId: string;
  valid: boolean;
  reason?: string;
  /**
   * The merchant info's `updatedTimestamp` (ms) the operator saw; when given, a profile changed or
   * decided since then is refused with 409, so two operators deciding at once leave one decision.
   */
  updatedTimestamp?: number;
  /** An application (default) or a chef the rating rule disabled (DESIGN §4). */
  kind?: 'application' | 'flagged';
}

/** Chef store profiles, the application questionnaire's submission, and the operator's decision. */
export class ChefsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly files: FilesService,
    private readonly mailer: Mailer,
    private readonly profile: ProfileService,
  ) {}

  async merchantInfo(userId: string) {
    const row = await repo.findMerchant(this.db, userId);
    const certificates = await this.files.ownLabelled(userId, 'certificate');
    const videoCv = row?.videoCvFileId ? await this.files.ownFile(userId, row.videoCvFileId) : undefined;
    return presentMerchantInfo(row, { certificates, videoCv });
  }

  async legalInfo(userId: string) {
    return presentLegalInfo(await repo.findMerchant(this.db, userId));
  }

  /**
   * POST /secure/merchant-info: profile fields change only when sent; the questionnaire's two JSON
   * texts submit the application, which then waits for an operator (valid stays as it is).
   */
  async save(userId: string, input: MerchantInfoInput, lang: Language) {
    const values: repo.MerchantValues = {};
    if (input.hourRate !== undefined) values.hourRateCents = input.hourRate;
    if (input.kitchenType !== undefined) values.kitchenTypes = input.kitchenType;
    if (input.about !== undefined) values.about = input.about;
    if (input.personalTaxNumber !== undefined) values.personalTaxNumber = input.personalTaxNumber;
    if (input.govRegistryURL !== undefined) values.govRegistryUrl = input.govRegistryURL;
    if (input.allowedInternetAddress !== undefined)
      values.allowedInternetAddress = input.allowedInternetAddress;
    if (input.socialNetworkURL !== undefined) values.socialNetworkUrl = input.socialNetworkURL;
    if (input.website !== undefined) values.website = input.website;
    if (input.foodBusinessNumber !== undefined) values.foodBusinessNumber = input.foodBusinessNumber;
    if (input.culinaryTraining !== undefined) values.culinaryTraining = input.culinaryTraining;
    if (input.professionalExperience !== undefined)
      values.professionalExperience = input.professionalExperience;
    if (input.videoCVFileId !== undefined) {
      if (input.videoCVFileId) await this.files.claim(userId, [input.videoCVFileId], 'video-cv');
      values.videoCvFileId = input.videoCVFileId;
    }
    let declaresRight = false;
    if (input.metadata !== undefined || input.additionalNotes !== undefined) {
      const application = await this.applicationValues(userId, input, lang);
      declaresRight = application.declaresRightToEarn;
      Object.assign(values, application.values);
    }
    // After the checks of what was sent (a foreign file is refused as such), before the profile is saved.
    await this.saveProfileLink(userId, input);
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const current = await repo.findMerchant(tx, userId, { lock: true });
      if (values.applicationStatus && current?.applicationStatus === 'approved') {
        delete values.applicationStatus; // an approved chef updating answers stays approved
        delete values.submittedAt;
      }
      // The questionnaire is where the chef declares the right to earn income: kept with the account.
      if (declaresRight) await repo.recordRightToEarn(tx, userId, now);
      return presentLegalInfo(await repo.upsertMerchant(tx, userId, values, now));
    });
  }

  /**
   * spec accounts §5: chef fields need a profile link, the stored one or one sent along, which is
   * saved first as the user info saves it (shape and availability); nothing is saved without one.
   */
  private async saveProfileLink(userId: string, input: MerchantInfoInput) {
    if (fillsChefFields(input)) {
      const profileLink = input.nickname ?? (await this.profile.userInfo(userId)).nickname;
      const problem = profileLinkProblem({ fillsChefFields: true, profileLink });
      if (problem) throw AppError.field(400, 'nickname', problem);
    }
    if (input.nickname !== undefined) await this.profile.updateUserInfo(userId, { nickname: input.nickname });
  }

  /** Checks every answer against the served questionnaire and turns them into profile values. */
  private async applicationValues(userId: string, input: MerchantInfoInput, lang: Language) {
    const answers = [
      ...parseSubmission(input.metadata, 'metadata'),
      ...parseSubmission(input.additionalNotes, 'additionalNotes'),
    ];
    const problems = submissionProblems(chefQuestionnaire(lang), answers);
    if (problems.length) {
      throw AppError.validation(
        problems.map((problem) => ({
          field: `question${problem.questionId}`,
          code: problem.code,
          params: { questionId: problem.questionId, ...problem.params },
        })),
      );
    }
    const answer = (id: number) => answers.find((candidate) => candidate.questionId === id);
    const certificateIds = [
      ...(answer(4)?.fileIds ?? []),
      ...(answer(4)?.fileId ? [answer(4)!.fileId!] : []),
    ];
    await this.files.claim(userId, certificateIds, 'certificate');
    const videoId = answer(7)?.fileId;
    if (videoId) await this.files.claim(userId, [videoId], 'video-cv');
    const cuisines = chosenOptions(answer(9))
      .map(kitchenTypeOfCuisineOption)
      .filter((type) => type !== undefined);
    const split = (ids: number[]) => ({
      ...submissionHeader,
      answers: answers.filter((a) => ids.includes(a.questionId)),
    });
    const values = {
      metadata: split([4, 5]),
      additionalNotes: split([1, 2, 3, 6, 7, 8, 9, 10, 11]),
      // The cuisines picked in the questionnaire become the chef's kitchen types, unless the
      // profile form sent its own ('Lithuanian' is kept).
      ...(input.kitchenType === undefined && cuisines.length ? { kitchenTypes: cuisines } : {}),
      culinaryTraining: chosenOptions(answer(4))[0] ?? null,
      professionalExperience: chosenOptions(answer(5))[0] ?? null,
      ...(videoId ? { videoCvFileId: videoId } : {}),
      applicationStatus: 'submitted' as const,
      submittedAt: this.clock.now(),
    } satisfies repo.MerchantValues;
    return { values, declaresRightToEarn: declaresRightToEarn(answers) };
  }

  /**
   * POST /secure/store-management/merchant-status (applications) and the console's flagged-chef
   * decision: approve or reject, recorded (moderation_decisions and the audit) and mailed to the chef.
   */
  async decide(operatorId: string, decision: Decision) {
    const kind = decision.kind ?? 'application';
    const now = this.clock.now();
    const result = await this.db.transaction(async (tx) => {
      // The row lock makes a second, simultaneous decision wait and then see the first one's change.
      const current = await repo.findMerchant(tx, decision.userId, { lock: true });
      if (!current) throw AppError.notFound('chefs.applicationNotFound');
      if (
        decision.updatedTimestamp !== undefined &&
        current.updatedAt.getTime() !== decision.updatedTimestamp
      ) {
        throw AppError.conflict('console.changedReload');
      }
      if (
        decision.updatedTimestamp !== undefined &&
        kind === 'application' &&
        current.applicationStatus !== 'submitted'
      ) {
        throw AppError.conflict('console.changedReload');
      }
      if (kind === 'flagged' && (current.valid || !current.flaggedAt)) {
        throw AppError.conflict('console.notWaiting');
      }
      if (
        kind === 'application' &&
        decision.valid &&
        !decision.reason?.trim() &&
        decisionNeedsReason({ approve: true, foodBusinessNumber: current.foodBusinessNumber })
      ) {
        throw AppError.field(400, 'reason', 'console.foodBusinessReasonRequired');
      }
      // Every decision moves the timestamp, even within the same millisecond, so stale copies stay stale.
      const stamp = new Date(Math.max(now.getTime(), current.updatedAt.getTime() + 1));
      const values: repo.MerchantValues =
        kind === 'flagged'
          ? { valid: decision.valid, flaggedAt: null, decidedAt: now }
          : {
              valid: decision.valid,
              applicationStatus: decision.valid ? 'approved' : 'rejected',
              flaggedAt: null,
              decidedAt: now,
              decisionReason: decision.reason ?? null,
            };
      const row = await repo.upsertMerchant(tx, decision.userId, values, stamp);
      // moderation_decisions stays the chef's own history; the audit is the console's record of everything.
      await repo.recordDecision(tx, {
        subjectUserId: decision.userId,
        decidedBy: operatorId,
        kind,
        valid: decision.valid,
        reason: decision.reason,
        createdAt: now,
      });
      await recordAuditDecision(tx, {
        subjectType: 'chef',
        subjectId: decision.userId,
        action: decisionAction(kind, decision.valid),
        reason: decision.reason ?? null,
        details: { kind },
        decidedBy: operatorId,
      });
      return row;
    });
    const contact = await repo.findUserContact(this.db, decision.userId);
    if (contact) {
      const lang = isLanguage(contact.language) ? contact.language : 'en';
      const name = contact.firstName ?? '';
      await this.mailer.send(
        kind === 'flagged'
          ? ratingReviewMail(contact.email, lang, name, decision)
          : applicationDecisionMail(contact.email, lang, name, decision),
      );
    }
    return presentLegalInfo(result);
  }
}

function decisionAction(kind: 'application' | 'flagged', valid: boolean) {
  if (kind === 'flagged') return valid ? 're-enabled' : 'kept-disabled';
  return valid ? 'approved' : 'rejected';
}

const submissionHeader = { questionarieId: 1, questionarieName: 'chef_registration', version: 1 } as const;

function parseSubmission(text: string | undefined, field: string): Answer[] {
  if (text === undefined || text === '') return [];
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw AppError.field(400, field, 'forms.validation.invalidFormat');
  }
  const parsed = QuestionnaireSubmissionSchema.safeParse(json);
  if (!parsed.success) throw AppError.field(400, field, 'forms.validation.invalidFormat');
  return parsed.data.answers;
}
