function isBranch(value: unknown): value is Record<string, unknown> | unknown[] {
  return typeof value === 'object' && value !== null;
}

/**
 * Every path of a form's values, branches included: `{question: {pl, en}, position}` gives
 * `question`, `question.pl`, `question.en`, `position`. A server error whose context maps to
 * one of them (REQ-FORM-4) shows on that field; any other is listed above the form.
 */
export function fieldPaths(values: unknown, prefix = ''): string[] {
  if (!isBranch(values)) return [];
  return Object.entries(values).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return [path, ...fieldPaths(value, path)];
  });
}
