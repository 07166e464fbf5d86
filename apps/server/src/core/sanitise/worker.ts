// A sanitiser thread of the pool in ./pool.ts: JSDOM and DOMPurify are loaded here only, never
// on the server's event loop (docs/architecture.md, "Sanitising off the event loop").
import v8 from 'node:v8';
import { sanitizeRichHtmlNow } from './rich-text-policy.js';
import { checkAndSanitizeSvg } from './svg-policy.js';

export type SanitiseTask = { kind: 'rich-text'; text: string } | { kind: 'svg'; text: string };

export interface SanitiseResult {
  /** rich text: the clean HTML; SVG: the clean file, `''` if nothing is left, `null` if no SVG */
  value: string | null;
  /** the share of this thread's heap cap in use after the job */
  heapUsed: number;
}

export default function sanitise(task: SanitiseTask): SanitiseResult {
  const value =
    task.kind === 'svg' ? checkAndSanitizeSvg(task.text) : sanitizeRichHtmlNow(task.text);
  const { used_heap_size, heap_size_limit } = v8.getHeapStatistics();
  return { value, heapUsed: used_heap_size / heap_size_limit };
}
