import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  auditActionName,
  auditEntityName,
  type AuditAction,
  type AuditEntityType,
  type Language,
} from '@backoffice/contract';

const isKnownAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);
const isKnownEntityType = (value: string): value is AuditEntityType =>
  (AUDIT_ENTITY_TYPES as readonly string[]).includes(value);

/**
 * An audited action's name in the UI language, as its area declares it in the contract
 * (`defineArea`'s `audit`); an action this build does not know shows as stored.
 */
export function auditActionLabel(action: string, language: Language): string {
  return isKnownAction(action) ? auditActionName(action)[language] : action;
}

/** A kind of record's name in the UI language; an unknown kind shows as stored. */
export function auditEntityLabel(entityType: string, language: Language): string {
  return isKnownEntityType(entityType) ? auditEntityName(entityType)[language] : entityType;
}
