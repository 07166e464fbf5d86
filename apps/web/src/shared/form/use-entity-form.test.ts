import { faqInputSchema } from '@backoffice/contract/faq';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { translateErrorKey } from '../api/error-messages';
import { formIssueMessage } from './use-entity-form';

const issueOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input, { error: formIssueMessage });
  if (result.success) throw new Error('expected a failure');
  return result.error.issues[0]?.message;
};

describe('formIssueMessage', () => {
  it('names a missing value, an over-long text with its limit, and anything else', () => {
    const question = z.object({ pl: z.string().max(1000) });
    expect(issueOf(question, {})).toBe('FIELD_IS_REQUIRED');
    expect(issueOf(question, { pl: 'x'.repeat(6000) })).toBe('TOO_LONG|1000');
    expect(issueOf(z.number().int(), 1.5)).toBe('INVALID');
  });

  it('an over-long text reads the limit in the UI language', async () => {
    await i18n.changeLanguage('pl');
    expect(translateErrorKey(i18n.t, 'TOO_LONG|20000')).toBe(
      'Za długi tekst: dozwolona liczba znaków to najwyżej 20\u00a0000.',
    );
    await i18n.changeLanguage('en');
    expect(translateErrorKey(i18n.t, 'TOO_LONG|20000')).toBe(
      'Too long: at most 20,000 characters.',
    );
  });

  it('a position above its list maximum says the maximum, not "enter a whole number above zero"', async () => {
    const position = faqInputSchema.shape.position;
    expect(issueOf(position, 5_000_000)).toBe('POSITION_TOO_LARGE|1000000');
    expect(issueOf(position, 0)).toBe('POSITION_IS_REQUIRED');
    await i18n.changeLanguage('pl');
    expect(translateErrorKey(i18n.t, 'POSITION_TOO_LARGE|1000000')).toBe(
      'Pozycja może wynosić najwyżej 1\u00a0000\u00a0000.',
    );
    await i18n.changeLanguage('en');
    expect(translateErrorKey(i18n.t, 'POSITION_TOO_LARGE|1000')).toBe(
      'The position can be at most 1,000.',
    );
  });
});
