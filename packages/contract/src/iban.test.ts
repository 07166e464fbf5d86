import { describe, expect, it } from 'vitest';
import { isValidIban, normalizeIban } from './iban.js';

describe('IBAN check', () => {
  it('accepts valid IBANs in any spacing and case, and a bare Polish NRB', () => {
    expect(isValidIban('PL61 1090 1014 0000 0712 1981 2874')).toBe(true);
    expect(isValidIban('pl61109010140000071219812874')).toBe(true);
    expect(isValidIban('61109010140000071219812874')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('GB29 NWBK 6016 1331 9268 19')).toBe(true);
    expect(normalizeIban('61 1090 1014 0000 0712 1981 2874')).toBe('PL61109010140000071219812874');
  });

  it('rejects a wrong checksum, a wrong length and an unknown country', () => {
    expect(isValidIban('PL62 1090 1014 0000 0712 1981 2874')).toBe(false);
    expect(isValidIban('PL61 1090 1014 0000 0712 1981 287')).toBe(false);
    expect(isValidIban('DE89 3704 0044 0532 0130 01')).toBe(false);
    expect(isValidIban('XX89 3704 0044 0532 0130 00')).toBe(false);
    expect(isValidIban('not an iban')).toBe(false);
    expect(isValidIban('')).toBe(false);
  });
});
