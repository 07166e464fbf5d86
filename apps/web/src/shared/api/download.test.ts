import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download';

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 name, then the plain one, then the fallback', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="order-1.xlsx"; filename*=UTF-8''zam%C3%B3wienie-1.xlsx`,
        'x.xlsx',
      ),
    ).toBe('zamówienie-1.xlsx');
    expect(fileNameFromDisposition('attachment; filename="order-1.xlsx"', 'x.xlsx')).toBe(
      'order-1.xlsx',
    );
    expect(fileNameFromDisposition(null, 'x.xlsx')).toBe('x.xlsx');
  });
});
