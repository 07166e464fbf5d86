import { z } from 'zod';

/** Translatable content: an object with pl and en keys. */
export const translatableSchema = z.object({ pl: z.string(), en: z.string() });
export type Translatable = z.infer<typeof translatableSchema>;

/**
 * A rich-text field's limits, per language: the schemas' 200,000 characters, and the elements
 * the server's sanitiser parses (an editor's 200,000 characters have a few thousand; the
 * server refuses more before parsing, docs/architecture.md "Sanitising off the event loop").
 */
export const RICH_TEXT_MAX_CHARS = 200_000;
export const RICH_TEXT_MAX_ELEMENTS = 10_000;
