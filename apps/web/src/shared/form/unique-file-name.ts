/**
 * REQ-FILES-4: a duplicate attachment file name gets a numeric suffix in brackets, before the
 * extension: `report.pdf`, `report (1).pdf`, `report (2).pdf`. Names are compared ignoring
 * case, as the file systems users download them to do.
 */
export function uniqueFileName(name: string, taken: Iterable<string>): string {
  const used = new Set([...taken].map((item) => item.toLowerCase()));
  if (!used.has(name.toLowerCase())) return name;
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  const extension = dot > 0 ? name.slice(dot) : '';
  for (let n = 1; ; n += 1) {
    const candidate = `${base} (${n})${extension}`;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}
