import {
  AREAS,
  SIDEBAR_ENTRIES,
  areaErrorMessages,
  columnHeaders,
  type Language,
  type ToastedRecordType,
} from '@backoffice/contract';

/**
 * The areas' own texts in one language, as a catalogue: the error messages each area declares
 * in the contract (`defineArea`'s `errors`, REQ-ERR-3), its sidebar links' names (`menu.faq`)
 * its records' names for the shared toasts (`records.faq.one`) and its list's column headers
 * (`columns.faq.question`, the export file's headers too: REQ-EXPORT-1). Loaded with the first
 * signed-in screen like a feature's texts, before the shell draws the sidebar (the router
 * awaits a route's chunk and texts before it renders), so the shell's own chunks carry none of
 * `AREAS`. The sign-in area's messages are in the shell catalogues: the public screens show
 * them.
 */
export function areaTexts(language: Language) {
  const menu: Record<string, string> = {};
  for (const entry of SIDEBAR_ENTRIES)
    menu[entry.title.slice('menu.'.length)] = entry.label[language];
  // a record's names in the shared toasts (`recordToast.*`): `it` after "saved", `of` after
  // "error saving"; Polish takes the accusative and the genitive, English the same noun twice
  const records: Partial<Record<ToastedRecordType, { it: string; of: string }>> = {};
  for (const area of AREAS)
    for (const record of area.audit)
      if ('one' in record)
        records[record.entityType as ToastedRecordType] = {
          it: record.one[language],
          of: language === 'pl' ? record.of.pl : record.one.en,
        };
  return {
    errors: areaErrorMessages(language, AREAS),
    menu,
    records,
    columns: columnHeaders(language, AREAS),
  };
}
