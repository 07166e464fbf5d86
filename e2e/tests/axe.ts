import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA: the level the product commits to. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The accessibility gate: axe-core on the page as it is now, failing on any violation of
 * whatever impact, each printed with its rule, impact and the elements it found. Every
 * screen of a new area adds a line to `a11y.spec.ts`.
 */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  // a dialog still fading in shows its text blended with the backdrop, which axe reads as low
  // contrast: wait until the finite animations and transitions have ended (a spinner's never do)
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getComputedTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  // Two settings that only save time (the walk was CI's longest step, ~30 min): axe.run in the
  // page itself ("legacy mode") instead of runPartial in each frame then finishRun in a new blank
  // tab per screen, and details for violations only (not every passing node). Together they
  // roughly halve the analysis of a screen (figures in docs/performance.md, "History moved from
  // code comments"). A colour-contrast defect planted in a page is still reported. Legacy mode reaches
  // same-origin frames only; the product's one frame is the sent e-mail, which its sandbox keeps
  // cross-origin. `options` goes first: it replaces the whole options object, `withTags` included.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_21_AA)
    .setLegacyMode(true)
    .analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join(' | ')}${violation.nodes.length > 5 ? ` … ${violation.nodes.length} in all` : ''}` +
      ` (${violation.nodes[0]?.any[0]?.message ?? violation.nodes[0]?.failureSummary ?? ''}` +
      ` on ${violation.nodes[0]?.html.slice(0, 200) ?? ''})`,
  );
  // soft: one run reports every screen that fails, not only the first
  expect.soft(violations, `axe on ${screen}`).toEqual([]);
}
