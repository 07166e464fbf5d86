import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, auditActionName } from './audit-constants.js';
import { AREAS, SIDEBAR_ENTRIES, areaErrorMessages } from './catalogue.js';
import { builtInPermissionDescription } from './permission-descriptions.js';

describe('the areas as the one descriptor', () => {
  it('every area names itself, and every error code it answers, in pl and en', () => {
    for (const area of AREAS) {
      expect(area.label.pl.trim() && area.label.en.trim(), area.permissionArea).toBeTruthy();
      for (const [code, message] of Object.entries(area.errors)) {
        expect(message.pl.trim(), code).not.toBe('');
        expect(message.en.trim(), code).not.toBe('');
      }
    }
  });

  it('a code two areas answer has one message in each language', () => {
    const seen = new Map<string, { pl: string; en: string }>();
    for (const area of AREAS)
      for (const [code, message] of Object.entries(area.errors)) {
        const earlier = seen.get(code);
        if (earlier) expect(message, code).toEqual(earlier);
        seen.set(code, message);
      }
    expect(areaErrorMessages('en', AREAS).FAQ_NOT_EXISTS).toBe('The FAQ entry does not exist.');
  });

  it('permission descriptions, sidebar titles and audit names come from the area', () => {
    expect(builtInPermissionDescription('admin:faq:delete')).toEqual({
      pl: 'FAQ: usuwanie',
      en: 'FAQ: delete',
    });
    const staff = SIDEBAR_ENTRIES.find((entry) => entry.href === '/staff-accounts');
    expect(staff?.label).toEqual({ pl: 'Konta pracowników', en: 'Staff accounts' });
    expect(SIDEBAR_ENTRIES.find((entry) => entry.href === '/faq')?.label).toEqual({
      pl: 'FAQ',
      en: 'FAQ',
    });
    expect(auditActionName('faq.restore')).toEqual({
      pl: 'Cofnięcie usunięcia pytania FAQ',
      en: 'FAQ entry delete undone',
    });
    expect(auditActionName('user.sign-in')).toEqual({ pl: 'Logowanie', en: 'Signed in' });
  });

  it('every audited action and kind of record is named once, in both languages', () => {
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
    expect(new Set(AUDIT_ENTITY_TYPES).size).toBe(AUDIT_ENTITY_TYPES.length);
    for (const action of AUDIT_ACTIONS) {
      const name = auditActionName(action);
      expect(name.pl, action).not.toBe(action);
      expect(name.en, action).not.toMatch(/{{|}}/);
      expect(name.pl, action).not.toMatch(/{{|}}/);
    }
  });
});
