import { faqArea } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { booleanCell, exportColumns, positionCell, textCell, type ExportColumn } from './export.js';

interface Row {
  question: string;
  position: number;
  active: boolean;
  isFeatured: boolean;
}

describe('exportColumns', () => {
  it('takes the keys, their order and the headers from the area (REQ-EXPORT-1)', () => {
    const columns: ExportColumn<Row>[] = exportColumns(faqArea, {
      homepage: booleanCell((row) => row.isFeatured),
      active: booleanCell((row) => row.active),
      position: positionCell(),
      question: textCell((row) => row.question),
    });
    expect(columns.map((c) => c.key)).toEqual(['question', 'position', 'active', 'homepage']);
    expect(columns[3]?.header).toEqual({ pl: 'Strona główna', en: 'Homepage' });
    expect(columns[1]?.kind).toBe('number');
  });

  it('fails `tsc` for a key the area lacks and for a declared key without a cell', () => {
    const typo = (): ExportColumn<Row>[] =>
      exportColumns(faqArea, {
        question: textCell((row) => row.question),
        position: positionCell(),
        active: booleanCell((row) => row.active),
        homepage: booleanCell((row) => row.isFeatured),
        // @ts-expect-error `questoin` is not a column of the FAQ area
        questoin: textCell((row) => row.question),
      });
    const missing = (): ExportColumn<Row>[] =>
      // @ts-expect-error `homepage` is declared and has no cell
      exportColumns(faqArea, {
        question: textCell((row) => row.question),
        position: positionCell(),
        active: booleanCell((row) => row.active),
      });
    expect([typo, missing]).toHaveLength(2);
  });
});
