import { describe, expect, it } from 'vitest';
import { isValidPhoneNumber, postcodeIssue } from './contact.js';
import { USER_DEFAULTS, userFieldsSchema, withPostcodeRule } from './users.js';

describe('phone numbers', () => {
  it('accepts digits with spaces, +, - and parentheses', () => {
    expect(isValidPhoneNumber('+48 600 100 200')).toBe(true);
    expect(isValidPhoneNumber('(12) 345-67-89')).toBe(true);
    expect(isValidPhoneNumber('600100200')).toBe(true);
  });

  it('refuses letters, a + anywhere but the start, and too few or too many digits', () => {
    expect(isValidPhoneNumber('abc')).toBe(false);
    expect(isValidPhoneNumber('600 100 200 ext. 5')).toBe(false);
    expect(isValidPhoneNumber('48+600100200')).toBe(false);
    expect(isValidPhoneNumber('12345')).toBe(false);
    expect(isValidPhoneNumber('1234567890123456')).toBe(false);
    expect(isValidPhoneNumber('+()- ')).toBe(false);
  });
});

describe('postcodes', () => {
  it('holds Poland to NN-NNN', () => {
    expect(postcodeIssue('31-147', 'PL')).toBeNull();
    expect(postcodeIssue('31-1234567', 'PL')).toBe('ZIP_CODE_POLISH_FORMAT');
    expect(postcodeIssue('31147', 'PL')).toBe('ZIP_CODE_POLISH_FORMAT');
    expect(postcodeIssue('3-147', 'pl')).toBe('ZIP_CODE_POLISH_FORMAT');
  });

  it('gives other countries (and none) a looser check', () => {
    for (const zip of ['SW1A 1AA', '1000-001', 'D02 X285', 'LV-1050', '10115']) {
      expect(postcodeIssue(zip, 'GB'), zip).toBeNull();
    }
    expect(postcodeIssue('12345', null)).toBeNull();
    expect(postcodeIssue('!!', 'DE')).toBe('ZIP_CODE_INVALID_FORMAT');
    expect(postcodeIssue('12345678901', 'DE')).toBe('ZIP_CODE_INVALID_FORMAT');
    expect(postcodeIssue('-123', null)).toBe('ZIP_CODE_INVALID_FORMAT');
  });

  it('lets an empty postcode through (the investor data is optional)', () => {
    expect(postcodeIssue('', 'PL')).toBeNull();
    expect(postcodeIssue('   ', 'PL')).toBeNull();
  });
});

describe('user fields schema', () => {
  const withData = (phoneNumber: string, zip: string, country: { id: number } | null) => ({
    ...USER_DEFAULTS,
    email: 'a@example.com',
    firstName: 'A',
    lastName: 'B',
    investorData: {
      ...USER_DEFAULTS.investorData,
      phoneNumber,
      address: { ...USER_DEFAULTS.investorData.address, zip, country },
    },
  });
  const codes = (result: {
    success: boolean;
    error?: { issues: { message: string; path: PropertyKey[] }[] };
  }) => result.error?.issues.map((issue) => [issue.message, issue.path.join('.')]) ?? [];

  it('refuses a phone "abc" on the phone field', () => {
    expect(codes(userFieldsSchema.safeParse(withData('abc', '', null)))).toEqual([
      ['PHONE_NUMBER_INVALID_FORMAT', 'investorData.phoneNumber'],
    ]);
  });

  it('checks the postcode against the chosen country, on the postcode field', () => {
    const schema = withPostcodeRule((id) => (id === 1 ? 'PL' : 'DE'));
    expect(codes(schema.safeParse(withData('', '31-1234567', { id: 1 })))).toEqual([
      ['ZIP_CODE_POLISH_FORMAT', 'investorData.address.zip'],
    ]);
    expect(schema.safeParse(withData('', '31-147', { id: 1 })).success).toBe(true);
    expect(schema.safeParse(withData('', '10115', { id: 2 })).success).toBe(true);
    // the plain schema cannot know the country's code: only the loose check applies
    expect(userFieldsSchema.safeParse(withData('', '31-1234567', { id: 1 })).success).toBe(true);
  });
});
