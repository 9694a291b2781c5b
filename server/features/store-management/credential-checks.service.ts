import { foodBusinessCheckProblem } from '#domain/chefs/food-business-check.ts';
import { certificateCheckProblem } from '#domain/chefs/trust-badges.ts';
import type {
  CertificatesCheckInput,
  FoodBusinessCheckInput,
} from '#domain/store-management/console.schema.ts';
import type { CertificatesCheck, FoodBusinessCheck } from '#domain/store-management/console.response.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAuditDecision } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SessionUser } from '../../lib/session-store.ts';
import { presentCertificatesCheck, presentFoodBusinessCheck } from './store-management.presenter.ts';
import * as repo from './store-management.repo.ts';

/**
 * The operator's checks behind the public badges 'Certificates checked' and 'VMVT registered': they
 * record what they looked at (which certificates; which number they found in VMVT's register), who
 * and when, or take that back with a reason; both are audited. The chef's profile is not changed, so
 * a decision on the application loaded before stays valid.
 */
export class CredentialChecksService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async checkCertificates(operator: SessionUser, input: CertificatesCheckInput): Promise<CertificatesCheck> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const merchant = await repo.merchantForUpdate(tx, input.userId);
      if (!merchant) throw AppError.notFound('chefs.applicationNotFound');
      const certificateIds = (await repo.labelledFiles(tx, input.userId, 'certificate')).map(
        (file) => file.id,
      );
      const problem = certificateCheckProblem(
        { certificateIds, checkedCertificateIds: merchant.certificatesCheckedFileIds },
        input.checked ? 'check' : 'withdraw',
      );
      if (problem) throw AppError.conflict(problem);
      const check = input.checked ? { at: now, by: operator.id, fileIds: certificateIds } : null;
      await repo.setCertificatesCheck(tx, input.userId, check);
      await recordAuditDecision(tx, {
        subjectType: 'chef',
        subjectId: input.userId,
        action: input.checked ? 'certificates-checked' : 'certificates-check-withdrawn',
        reason: input.reason ?? null,
        details: { certificates: certificateIds.length },
        decidedBy: operator.id,
      });
      return presentCertificatesCheck(
        {
          certificatesCheckedAt: check?.at ?? null,
          certificatesCheckedBy: check?.by ?? null,
          certificatesCheckedFileIds: check?.fileIds ?? null,
        },
        certificateIds,
        operator.email,
      );
    });
  }

  /** The number recorded is the chef's as it stands, so a later change of it undoes the badge. */
  async checkFoodBusiness(operator: SessionUser, input: FoodBusinessCheckInput): Promise<FoodBusinessCheck> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const merchant = await repo.merchantForUpdate(tx, input.userId);
      if (!merchant) throw AppError.notFound('chefs.applicationNotFound');
      const number = merchant.foodBusinessNumber;
      const problem = foodBusinessCheckProblem(
        { number, checkedNumber: merchant.foodBusinessCheckedNumber },
        input.checked ? 'check' : 'withdraw',
      );
      if (problem) throw AppError.conflict(problem);
      const check = input.checked ? { at: now, by: operator.id, number: number! } : null;
      await repo.setFoodBusinessCheck(tx, input.userId, check);
      await recordAuditDecision(tx, {
        subjectType: 'chef',
        subjectId: input.userId,
        action: input.checked ? 'food-business-checked' : 'food-business-check-withdrawn',
        reason: input.reason ?? null,
        details: { number: input.checked ? number : merchant.foodBusinessCheckedNumber },
        decidedBy: operator.id,
      });
      return presentFoodBusinessCheck(
        {
          foodBusinessNumber: number,
          foodBusinessCheckedAt: check?.at ?? null,
          foodBusinessCheckedBy: check?.by ?? null,
          foodBusinessCheckedNumber: check?.number ?? null,
        },
        operator.email,
      );
    });
  }
}
