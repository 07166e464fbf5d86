import { describe, expect, it } from 'vitest';
import { menuItemInputSchema } from './menu-items.js';
import { seriesInputSchema } from './series.js';
import { sliderCreateInputSchema, SLIDER_DEFAULTS } from './sliders.js';

/** Every error of one save at once: a rule across fields runs when another field failed too. */
describe('rules across fields', () => {
  it('a slide reports the missing image with the empty button label', () => {
    const result = sliderCreateInputSchema.safeParse({
      ...SLIDER_DEFAULTS,
      name: { pl: 'Slajd', en: '' },
    });
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining(['IMAGE_IS_REQUIRED', 'GUEST_BUTTON_LABEL_IS_EMPTY']),
    );
  });

  it('series dates out of order are reported with an empty required field', () => {
    const result = seriesInputSchema.safeParse({
      availableFrom: '2026-05-01',
      availableTo: '2026-01-01',
    });
    const paths = result.error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect(paths).toContain('availableTo');
    expect(paths.length).toBeGreaterThan(1);
  });

  it('a menu item without a parent or a code name is reported with an empty position', () => {
    const result = menuItemInputSchema.safeParse({
      position: undefined,
      parent: null,
      codeName: null,
      label: { pl: 'Menu', en: '' },
    });
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toContain('PARENT_OR_CODE_NAME_REQUIRED');
  });
});
