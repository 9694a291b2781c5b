import type { OperatorComplaint as Complaint } from '#domain/orders/complaint.response.ts';
import type { Withdrawal } from '#domain/assets/assets.response.ts';
import type { ConsoleDecision } from '#domain/store-management/console.response.ts';
import type { Decision } from './types.ts';

/** The three features answer decisions in slightly different shapes; the console shows them alike. */
export function fromConsole(decisions: readonly ConsoleDecision[]): Decision[] {
  return decisions.map((decision) => ({
    id: decision.id,
    action: decision.action,
    reason: decision.reason,
    who: decision.decidedBy.email,
    at: decision.createdTimestamp,
  }));
}

export function fromComplaint(decisions: Complaint['decisions']): Decision[] {
  return decisions.map((decision) => ({
    action: decision.action,
    reason: decision.reason,
    who: decision.who?.email ?? null,
    at: decision.when ?? 0,
  }));
}

export function fromWithdrawal(decisions: Withdrawal['decisions']): Decision[] {
  return decisions.map((decision) => ({
    id: decision.id,
    action: decision.action,
    reason: decision.reason,
    who: null,
    at: decision.createdTimestamp,
  }));
}

/** Whole minutes, hours or days, the largest unit that fits: "waiting 3 days". */
export function durationParts(ms: number): { unit: 'minutes' | 'hours' | 'days'; count: number } {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return { unit: 'hours', count: hours };
  return { unit: 'days', count: Math.floor(hours / 24) };
}
