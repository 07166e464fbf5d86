import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from './catalogue.js';
import { builtInPermissionDescription } from './permission-descriptions.js';

describe('built-in permission descriptions', () => {
  it('describe every built-in permission in pl and en, each differently', () => {
    const seen = { pl: new Set<string>(), en: new Set<string>() };
    for (const name of ALL_PERMISSIONS) {
      const description = builtInPermissionDescription(name);
      expect(description, name).toBeDefined();
      seen.pl.add(description?.pl ?? '');
      seen.en.add(description?.en ?? '');
    }
    expect(seen.pl.size).toBe(ALL_PERMISSIONS.length);
    expect(seen.en.size).toBe(ALL_PERMISSIONS.length);
    expect(builtInPermissionDescription('admin:agreement:create')).toEqual({
      pl: 'Zgody: dodawanie',
      en: 'Agreements: create',
    });
  });

  it('leave names outside the catalogue undescribed', () => {
    expect(builtInPermissionDescription('admin:reports:export')).toBeUndefined();
    expect(builtInPermissionDescription('admin:faq:archive')).toBeUndefined();
  });

  it('describe the list exports (REQ-EXPORT-3)', () => {
    expect(builtInPermissionDescription('admin:order:export')?.en).toMatch(/export the list/);
  });
});
