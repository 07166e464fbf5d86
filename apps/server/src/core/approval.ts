import Big from 'big.js';
import { eq } from 'drizzle-orm';
import type { Approval, ApprovalAction } from '@backoffice/contract/approvals';
import type { ApprovalMode } from '@backoffice/contract/settings';
import { alias } from 'drizzle-orm/pg-core';
import { approvals, settings, users } from '../db/schema/index.js';
import { recordAudit } from './audit.js';
import type { RequestActor } from './crud.js';
import type { DbOrTx } from './db/database.js';
import { conflict, notFound } from './errors.js';
import { toIso } from './crud.js';

/** What the four-eyes rule judges of one money action: its amount and the records it concerns. */
export interface ApprovalSubject {
  /** PLN, a decimal string */
  amount: string;
  orderId: number | null;
  transactionId: number | null;
  investorId: number | null;
}

/** Writes on the record's own timeline (the order's) what became of an approval. */
export type ApprovalTimeline = (
  tx: DbOrTx,
  orderId: number,
  type: 'approvalRequested' | 'approvalApproved' | 'approvalRejected' | 'approvalFailed',
  actorId: number | null,
  at: Date,
  details: Record<string, string | number | boolean | null>,
) => Promise<void>;

/** The action's request as the route validated it, stored and replayed as it is. */
export interface ApprovableInput {
  params: unknown;
  body: unknown;
  actor: RequestActor;
  at: Date;
}

/**
 * `approval` of `registerAction` (REQ-APPR-2): the route's action waits for a second person when
 * its amount reaches the configured threshold. A new money action joins with this one option.
 */
export interface ApprovalOption {
  action: ApprovalAction;
  /**
   * The amount and records, read in the request's transaction; null when there is nothing to
   * judge (the record does not exist: the action itself then answers its own 404).
   */
  subjectOf: (tx: DbOrTx, input: ApprovableInput) => Promise<ApprovalSubject | null>;
  timeline?: ApprovalTimeline;
}

/** An approvable action: its option and its change, run again when approved. */
export interface Approvable extends ApprovalOption {
  act: (tx: DbOrTx, input: ApprovableInput) => Promise<unknown>;
}

/**
 * The approvable actions by name, filled as the routes are registered. Code, not state: every
 * instance registers the same routes, so every instance holds the same entries.
 */
const approvable = new Map<ApprovalAction, Approvable>();

export function declareApprovable(entry: Approvable): void {
  approvable.set(entry.action, entry);
}

export function approvableAction(action: ApprovalAction): Approvable {
  const entry = approvable.get(action);
  if (!entry) throw new Error(`no approvable action ${action}`);
  return entry;
}

/** The four-eyes settings (REQ-APPR-1): the mode and the threshold, a decimal string. */
export interface ApprovalPolicy {
  mode: ApprovalMode;
  threshold: string;
}

/**
 * The four-eyes settings as they stand. A batch (a bank statement's confirmation) reads them
 * once and judges each item's own amount against them, instead of reading them per item.
 */
export async function readApprovalPolicy(tx: DbOrTx): Promise<ApprovalPolicy> {
  const [row] = await tx
    .select({ mode: settings.approvalMode, threshold: settings.approvalThreshold })
    .from(settings)
    .where(eq(settings.id, 1));
  return row ? { mode: row.mode, threshold: row.threshold } : { mode: 'off', threshold: '0' };
}

/**
 * Whether an amount needs a second person under the settings (REQ-APPR-1): `every` always,
 * `threshold` at or above it (compared as decimals by big.js, never as floats), `off` never.
 */
export function policyNeedsApproval(policy: ApprovalPolicy, amount: string): boolean {
  if (policy.mode === 'off') return false;
  return policy.mode === 'every' || new Big(amount).gte(policy.threshold);
}

/**
 * Judges one money action before it acts: answers the new pending approval's id when it must
 * wait for a second person (the request, its maker, amount and records stored and audited, and
 * the record's timeline told), or null to act now. A second request for the same action on the
 * same order while one is pending is refused (`APPROVAL:ALREADY_PENDING`).
 */
export async function requestApprovalIfNeeded(
  tx: DbOrTx,
  option: ApprovalOption,
  input: ApprovableInput,
  policy?: ApprovalPolicy,
): Promise<number | null> {
  const judged = policy ?? (await readApprovalPolicy(tx));
  // with four eyes off nothing waits: the subject (its amount) is not even read
  if (judged.mode === 'off') return null;
  const subject = await option.subjectOf(tx, input);
  if (!subject) return null;
  if (!policyNeedsApproval(judged, subject.amount)) return null;
  const [created] = await tx
    .insert(approvals)
    .values({
      action: option.action,
      params: input.params ?? null,
      body: input.body ?? null,
      amount: subject.amount,
      orderId: subject.orderId,
      transactionId: subject.transactionId,
      investorId: subject.investorId,
      makerId: input.actor.id,
      requestedAt: input.at,
    })
    // the partial unique index: one pending request per action and order
    .onConflictDoNothing()
    .returning({ id: approvals.id });
  if (!created) {
    throw conflict(
      'APPROVAL',
      'ALREADY_PENDING',
      'This action is already awaiting approval by a second person',
    );
  }
  if (subject.orderId !== null && option.timeline) {
    await option.timeline(tx, subject.orderId, 'approvalRequested', input.actor.id, input.at, {
      approvalId: created.id,
      action: option.action,
      amount: subject.amount,
    });
  }
  await recordAudit(tx, input.actor, {
    action: 'approval.request',
    entityType: 'approval',
    entityId: created.id,
    after: { action: option.action, ...subject, params: input.params, body: input.body },
  });
  return created.id;
}

/**
 * Runs one approvable money action as its route would, for the routes that act on many records
 * at once (bulk actions, a bank statement's batch): the item waits for a second person when its
 * own amount reaches the threshold, or acts now. One mechanism, so a batch can never skip the
 * four-eyes rule its single action keeps (REQ-APPR-2). Run each item in its own transaction (or
 * savepoint) so one item's refusal does not undo the others. `policy`: the settings the batch
 * read once at its start (readApprovalPolicy); without it they are read here.
 */
export async function actOrAwait(
  tx: DbOrTx,
  action: ApprovalAction,
  input: ApprovableInput,
  policy?: ApprovalPolicy,
): Promise<{ waiting: number } | { acted: unknown }> {
  const entry = approvableAction(action);
  const waiting = await requestApprovalIfNeeded(tx, entry, input, policy);
  if (waiting !== null) return { waiting };
  return { acted: await entry.act(tx, input) };
}

/** The answer of a money action that now waits for a second person (202, `{ approval }`). */
export class PendingApproval {
  constructor(readonly approval: Approval) {}
}

const makers = alias(users, 'approval_maker');
const deciders = alias(users, 'approval_decider');
const investors = alias(users, 'approval_investor');
const ref = (t: typeof makers | typeof deciders | typeof investors) => ({
  id: t.id,
  firstName: t.firstName,
  lastName: t.lastName,
  email: t.email,
});

/** Approvals as the inbox and the answers show them (maker, decider and investor named). */
export function approvalRows(db: DbOrTx) {
  return db
    .select({
      row: approvals,
      maker: ref(makers),
      decider: ref(deciders),
      investor: ref(investors),
    })
    .from(approvals)
    .leftJoin(makers, eq(makers.id, approvals.makerId))
    .leftJoin(deciders, eq(deciders.id, approvals.decidedById))
    .leftJoin(investors, eq(investors.id, approvals.investorId))
    .$dynamic();
}

type Person = {
  id: number | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
} | null;
const person = (p: Person) =>
  p && p.id !== null
    ? { id: p.id, firstName: p.firstName ?? '', lastName: p.lastName ?? '', email: p.email ?? '' }
    : null;

export function toApproval(r: {
  row: typeof approvals.$inferSelect;
  maker: Person;
  decider: Person;
  investor: Person;
}): Approval {
  const { row } = r;
  return {
    id: row.id,
    action: row.action,
    status: row.status,
    amount: row.amount,
    maker: person(r.maker),
    orderId: row.orderId,
    transactionId: row.transactionId,
    investor: person(r.investor),
    requestedAt: toIso(row.requestedAt),
    decidedBy: person(r.decider),
    decidedAt: row.decidedAt ? toIso(row.decidedAt) : null,
    comment: row.comment,
    failureCode: row.failureCode,
  };
}

export async function readApproval(db: DbOrTx, id: number): Promise<Approval> {
  const [found] = await approvalRows(db).where(eq(approvals.id, id));
  if (!found) throw notFound('APPROVAL', 'NOT_FOUND', `Approval ${id} does not exist`);
  return toApproval(found);
}
