import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeStatement, parseStatement, StatementProblem } from './parse.js';

const sample = (name: string) =>
  decodeStatement(fs.readFileSync(new URL(`../../../../../docs/samples/${name}`, import.meta.url)));

const MAPPING = {
  date: 'Data operacji',
  amount: 'Kwota',
  currency: 'Waluta',
  counterparty: 'Nadawca / Odbiorca',
  title: 'Tytuł',
  bankReference: 'Numer referencyjny',
};

const problem = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof StatementProblem) return error.code;
    throw error;
  }
  return null;
};

describe('statement samples (docs/samples)', () => {
  it.each([
    ['bank-statement-camt053.xml', 'camt053'],
    ['bank-statement-mt940.sta', 'mt940'],
    ['bank-statement.csv', 'csv'],
  ] as const)('%s reads as %s with the same four entries', (file, format) => {
    const parsed = parseStatement(sample(file), MAPPING);
    expect(parsed.format).toBe(format);
    if (format !== 'csv') expect(parsed.account).toBe('PL14102010550000123456789012');
    expect(
      parsed.entries.map((e) => [e.amount, e.credit, e.currency, e.bankReference, e.identity]),
    ).toEqual([
      ['5000.00', true, 'PLN', 'PKO2611270000451', 'ref:PKO2611270000451'],
      ['6000.00', true, 'PLN', 'PKO2611270000452', 'ref:PKO2611270000452'],
      ['1234.50', true, 'PLN', 'PKO2611270000453', 'ref:PKO2611270000453'],
      ['450.00', false, 'PLN', 'PKO2611270000454', 'ref:PKO2611270000454'],
    ]);
    expect(parsed.entries[0]?.title).toMatch(/^ORDER-5 /);
    expect(parsed.entries[1]?.counterparty.toLowerCase()).toBe('marek lewandowski');
    expect(parsed.entries[1]?.valueDate).toBe('2026-11-26');
  });
});

describe('refused files', () => {
  it('says which problem each has', () => {
    expect(problem(() => parseStatement('just some words', null))).toBe('BANK_UNKNOWN_FORMAT');
    expect(problem(() => parseStatement('<Document><BkToCstmrStmt>', null))).toBe(
      'BANK_MALFORMED_XML',
    );
    expect(
      problem(() =>
        parseStatement(
          '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaa">]><Document>&a;</Document>',
          null,
        ),
      ),
    ).toBe('BANK_MALFORMED_XML');
    expect(
      problem(() =>
        parseStatement(
          sample('bank-statement-camt053.xml').replaceAll('Ccy="PLN"', 'Ccy="EUR"'),
          null,
        ),
      ),
    ).toBe('BANK_WRONG_CURRENCY');
    expect(problem(() => parseStatement(sample('bank-statement.csv'), null))).toBe(
      'BANK_CSV_MAPPING_REQUIRED',
    );
    expect(problem(() => decodeStatement(Buffer.from([0x4b, 0x77, 0x6f, 0x74, 0x61, 0xb3])))).toBe(
      'BANK_ENCODING',
    );
  });
});
