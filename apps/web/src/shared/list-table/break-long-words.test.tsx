import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { breakLongWords, breakableCell } from './break-long-words';

const html = (node: React.ReactNode) => render(<span>{node}</span>).container.innerHTML;

describe('breakLongWords', () => {
  it('leaves ordinary words whole', () => {
    expect(breakLongWords('Seria A – Kraków Zabłocie')).toBe('Seria A – Kraków Zabłocie');
    expect(breakLongWords('Nieruchomościowe')).toBe('Nieruchomościowe');
  });

  it('breaks a long unspaced run after its separators and every 10 other characters', () => {
    expect(html(breakLongWords('Seria 0-pl-seriawithaverylongname'))).toBe(
      '<span>Seria 0-<wbr>pl-<wbr>seriawitha<wbr>verylongna<wbr>me</span>',
    );
    expect(html(breakLongWords('zofia.wroblewska@example.com'))).toBe(
      '<span>zofia.<wbr>wroblewska@<wbr>example.<wbr>com</span>',
    );
  });

  it('keeps the text as it was, to read and to copy', () => {
    const { container } = render(<span>{breakLongWords('a-very-long-generated-slug-2026')}</span>);
    expect(container.textContent).toBe('a-very-long-generated-slug-2026');
  });

  it('passes anything but text through', () => {
    const node = <b>x</b>;
    expect(breakableCell(node)).toBe(node);
  });
});
