import { describe, expect, it } from 'vitest';
import { isValidIban } from '@backoffice/contract';
import { polishIban } from './demo-data.js';

describe('demo IBANs', () => {
  it('have check digits the contract accepts, and a wrong digit is caught', () => {
    for (const account of [
      '102010550000123456789012',
      '114020040000350212345678',
      '000000000000000000000001',
    ]) {
      const iban = polishIban(account);
      expect(iban).toMatch(/^PL\d{26}$/);
      expect(isValidIban(iban)).toBe(true);
      const broken = `${iban.slice(0, -1)}${(Number(iban.slice(-1)) + 1) % 10}`;
      expect(isValidIban(broken)).toBe(false);
    }
  });
});
