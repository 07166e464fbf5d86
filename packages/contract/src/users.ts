import { z } from 'zod';
import { evenWhenFieldsFail, positionSchema, recordVersionSchema } from './common.js';
import { isValidPhoneNumber, isPlausiblePostcode, postcodeIssue } from './contact.js';
import { isValidIban } from './iban.js';

const ref = z.object({ id: z.number().int().positive() }).nullable();

/** Investor data of REQ-USER-8: phone, address and bank account. */
export const investorDataSchema = z.object({
  phoneNumber: z
    .string()
    .trim()
    .max(40, 'PHONE_NUMBER_INVALID_FORMAT')
    .default('')
    .refine((v) => v === '' || isValidPhoneNumber(v), 'PHONE_NUMBER_INVALID_FORMAT'),
  address: z.object({
    address: z.string().trim().max(300).default(''),
    // the country's own format (Poland: NN-NNN) needs the country's code: `withPostcodeRule`
    zip: z
      .string()
      .trim()
      .max(20, 'ZIP_CODE_INVALID_FORMAT')
      .default('')
      .refine((v) => v === '' || isPlausiblePostcode(v), 'ZIP_CODE_INVALID_FORMAT'),
    city: z.string().trim().max(120).default(''),
    state: ref.default(null),
    country: ref.default(null),
  }),
  bankAccount: z.object({
    country: ref.default(null),
    bankName: z.string().trim().max(200).default(''),
    accountNumber: z
      .string()
      .trim()
      .max(64)
      .default('')
      .refine((v) => v === '' || isValidIban(v), 'BANK_ACCOUNT_ACCOUNT_NUMBER_IS_WRONG'),
  }),
});
export type InvestorData = z.infer<typeof investorDataSchema>;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const userFieldsSchema = z.object({
  email: z.string().trim().max(320).regex(EMAIL_PATTERN, 'EMAIL_INVALID_FORMAT'),
  firstName: z.string().trim().min(1, 'FIRST_NAME_IS_EMPTY').max(100),
  lastName: z.string().trim().min(1, 'LAST_NAME_IS_EMPTY').max(100),
  isAdmin: z.boolean().default(false),
  active: z.boolean().default(true),
  position: positionSchema(),
  investorData: investorDataSchema,
});
export type UserFields = z.infer<typeof userFieldsSchema>;

/** The address's country's ISO code by its id (the countries list, or the database). */
export type CountryCodeOf = (countryId: number) => string | null | undefined;

/** The postcode's country-specific problem (Poland: NN-NNN), as a code and its field path. */
export function investorPostcodeIssue(data: InvestorData, countryCodeOf: CountryCodeOf) {
  const { zip, country } = data.address;
  const code = postcodeIssue(zip, country ? countryCodeOf(country.id) : null);
  return code ? { code, path: ['investorData', 'address', 'zip'] as const } : null;
}

/**
 * The user fields with the postcode checked against the chosen country (Poland: NN-NNN). The
 * form builds it from the countries list; the server runs the same rule with the database's
 * codes (`investorPostcodeIssue`), since a country reference carries only its id.
 */
export function withPostcodeRule(countryCodeOf: CountryCodeOf) {
  return userFieldsSchema.superRefine((fields, ctx) => {
    // run with the other fields' failures too (`evenWhenFieldsFail`): the address may be missing
    if (typeof fields.investorData?.address !== 'object' || fields.investorData.address === null)
      return;
    const issue = investorPostcodeIssue(fields.investorData, countryCodeOf);
    if (issue) ctx.addIssue({ code: 'custom', message: issue.code, path: [...issue.path] });
  }, evenWhenFieldsFail);
}

/** Create: the account gets no password; a set-password link is mailed from the pattern. */
export const createUserSchema = z.object({
  data: userFieldsSchema,
  /** e.g. `https://admin.example.com/set-password/:resetPasswordToken` */
  resetPasswordUrlPattern: z.string().max(500),
});
export const updateUserSchema = userFieldsSchema.extend({
  /** only a super admin may change it */
  isSuperAdmin: z.boolean().optional(),
  version: recordVersionSchema,
});
export type UpdateUser = z.infer<typeof updateUserSchema>;

export const USER_TYPES = ['investor', 'staff'] as const;

export const userSchema = userFieldsSchema.extend({
  id: z.number(),
  isSuperAdmin: z.boolean(),
  userType: z.string(),
  createdAt: z.string(),
  version: z.number(),
  /**
   * The account's last successful sign-in, from the audit log (REQ-AUDIT-3): when and from
   * which address; null when it never signed in. Answered by get and update, not by the list.
   */
  lastSignIn: z.object({ at: z.string(), ip: z.string().nullable() }).nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

export const userListItemSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  active: z.boolean(),
  isAdmin: z.boolean(),
  isSuperAdmin: z.boolean(),
  userType: z.string(),
  createdAt: z.string(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

export const USER_DEFAULTS: UserFields = {
  email: '',
  firstName: '',
  lastName: '',
  isAdmin: false,
  active: true,
  position: 1,
  investorData: {
    phoneNumber: '',
    address: { address: '', zip: '', city: '', state: null, country: null },
    bankAccount: { country: null, bankName: '', accountNumber: '' },
  },
};

export const userListQueryExtraSchema = z.object({ onlyAdmin: z.enum(['0', '1']).optional() });

export const countrySchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.object({ pl: z.string(), en: z.string() }),
  states: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type Country = z.infer<typeof countrySchema>;
export const registerDataResponseSchema = z.object({ countries: z.array(countrySchema) });
export type RegisterDataResponse = z.infer<typeof registerDataResponseSchema>;
