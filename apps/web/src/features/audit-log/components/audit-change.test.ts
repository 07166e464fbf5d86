import { AUDIT_ACTIONS } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { auditActionLabel } from '../audit-actions';
import { auditChanges } from './audit-change';

describe('the audit log for staff', () => {
  it('names every action the server writes, in pl and en, from the areas', () => {
    for (const action of AUDIT_ACTIONS) {
      expect(auditActionLabel(action, 'pl'), action).not.toBe(action);
      expect(auditActionLabel(action, 'en'), action).not.toBe(action);
    }
    expect(auditActionLabel('faq.update', 'pl')).toBe('Edycja pytania FAQ');
    expect(auditActionLabel('faq.update', 'en')).toBe('FAQ entry edited');
    expect(auditActionLabel('order.accept', 'en')).toBe('Order accepted');
    expect(auditActionLabel('something.new', 'en')).toBe('something.new');
  });

  it('lists only the changed fields of an edit, without version or timestamps', () => {
    const before = {
      id: 3,
      question: { pl: 'Stare', en: 'Old' },
      position: 1,
      active: true,
      version: 1,
      updatedAt: '2026-11-22T10:00:00.000Z',
    };
    const after = {
      ...before,
      question: { pl: 'Nowe', en: 'Old' },
      version: 2,
      updatedAt: '2026-11-22T11:00:00.000Z',
    };
    expect(auditChanges(before, after)).toEqual([
      { field: 'question', before: before.question, after: after.question },
    ]);
  });

  it('shows every field of a deleted record, and nested objects as dotted fields', () => {
    expect(
      auditChanges({ id: 1, name: 'x', investorData: { bankName: 'B' }, createdAt: 'c' }, null),
    ).toEqual([
      { field: 'name', before: 'x', after: undefined },
      { field: 'investorData.bankName', before: 'B', after: undefined },
    ]);
  });
});
