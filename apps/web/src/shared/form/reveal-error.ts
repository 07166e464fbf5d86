import type { FieldErrors } from 'react-hook-form';

/** The dotted paths (`title.pl`, `items.2.name`) of every field a validation failed on. */
export function errorPaths(errors: FieldErrors, prefix = ''): string[] {
  const paths: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    // a field's own error has its `type`; anything else is a group of fields (an object, a list)
    if (typeof (value as { type?: unknown }).type === 'string') paths.push(path);
    else paths.push(...errorPaths(value as FieldErrors, path));
  }
  return paths;
}

/**
 * Brings the first field (in page order) that failed validation into view: every tab panel
 * hiding it is opened, outermost first, by clicking its tab, so a required field on another tab
 * (a blog post's title under "Content") is not an invisible reason why nothing happens. React
 * Hook Form's own focus on the first error then lands on a visible field. False when no input
 * named after a failing path is in the form (a field drawn without a `name`).
 */
export function revealFirstError(form: HTMLFormElement, paths: readonly string[]): boolean {
  const failing = new Set(paths);
  const field = [...form.querySelectorAll<HTMLElement>('[name]')].find((element) =>
    failing.has(element.getAttribute('name') ?? ''),
  );
  if (!field) return false;
  const panels: Element[] = [];
  for (
    let panel = field.closest('[role="tabpanel"]');
    panel;
    panel = panel.parentElement?.closest('[role="tabpanel"]') ?? null
  ) {
    panels.unshift(panel);
  }
  for (const panel of panels) {
    const tabId = panel.getAttribute('aria-labelledby');
    const tab = tabId ? document.getElementById(tabId) : null;
    if (tab && tab.getAttribute('aria-selected') !== 'true') tab.click();
  }
  return true;
}
