/**
 * Approving a chef lets them cook for strangers: without a food-business number (VMVT) on file the
 * operator must say why the chef may start anyway (checked by phone, registration under way), so the
 * exception is recorded with the decision. Rejecting always needs a reason.
 */
export function decisionNeedsReason(decision: {
  approve: boolean;
  foodBusinessNumber: string | null;
}): boolean {
  return !decision.approve || !decision.foodBusinessNumber?.trim();
}
