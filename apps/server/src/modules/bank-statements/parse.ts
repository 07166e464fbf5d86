import { createHash } from 'node:crypto';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parse as parseCsv } from 'csv-parse/sync';
import mt940 from 'mt940js';
import type { BankCsvMapping, BankStatementFormat } from '@backoffice/contract/bank-statements';

/** One booked entry as read from a statement file, before it is stored. */
export interface ParsedEntry {
  /** the bank's identity of the entry, unique within the account */
  identity: string;
  bookingDate: string;
  valueDate: string;
  /** positive, two decimals, a decimal string */
  amount: string;
  currency: string;
  credit: boolean;
  counterparty: string;
  title: string;
  bankReference: string | null;
}

export interface ParsedStatement {
  format: BankStatementFormat;
  /** null for CSV: its rows name no account */
  account: string | null;
  entries: ParsedEntry[];
}

/** Why a file is refused: the area's error code (messages in pl/en live in the contract). */
export type ParseProblem =
  | 'BANK_UNKNOWN_FORMAT'
  | 'BANK_MALFORMED_XML'
  | 'BANK_MALFORMED_STATEMENT'
  | 'BANK_ENCODING'
  | 'BANK_WRONG_CURRENCY'
  | 'BANK_NO_ENTRIES'
  | 'BANK_CSV_MAPPING_REQUIRED'
  | 'BANK_CSV_COLUMN_MISSING';

export class StatementProblem extends Error {
  constructor(
    readonly code: ParseProblem,
    message: string,
  ) {
    super(message);
  }
}

const fail = (code: ParseProblem, message: string): never => {
  throw new StatementProblem(code, message);
};

/** Statements are read in UTF-8 only: a Windows-1250 export is refused, not misread. */
export function decodeStatement(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return fail('BANK_ENCODING', 'The file is not valid UTF-8');
  }
  if (text.includes('\u0000')) fail('BANK_ENCODING', 'The file holds NUL characters');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** What a file is, told by its content (REQ-BANK-1). */
export function detectFormat(text: string): BankStatementFormat | null {
  const head = text.trimStart();
  if (head.startsWith('<')) return 'camt053';
  if (/^:20:/m.test(text) && /^:61:/m.test(text)) return 'mt940';
  const firstLine = head.split(/\r?\n/, 1)[0] ?? '';
  if ((firstLine.split(';').length >= 3 || firstLine.split(',').length >= 3) && /\n/.test(head)) {
    return 'csv';
  }
  return null;
}

export function parseStatement(text: string, csvMapping: BankCsvMapping | null): ParsedStatement {
  const format = detectFormat(text);
  if (!format) return fail('BANK_UNKNOWN_FORMAT', 'The file is in none of the statement formats');
  const parsed =
    format === 'camt053'
      ? parseCamt053(text)
      : format === 'mt940'
        ? parseMt940(text)
        : parseCsvStatement(text, csvMapping);
  if (parsed.entries.length === 0) fail('BANK_NO_ENTRIES', 'The statement has no entries');
  const foreign = parsed.entries.find((entry) => entry.currency !== 'PLN');
  if (foreign) {
    fail('BANK_WRONG_CURRENCY', `Only PLN statements are accepted, not ${foreign.currency}`);
  }
  return parsed;
}

// ---- amounts and dates, as strings (money is never a float) ----

/** `1 234,5` / `1234.50` / `-12,00` → sign and `1234.50`; null when it is not an amount. */
export function decimalOf(raw: string): { negative: boolean; amount: string } | null {
  const cleaned = raw.replace(/[\s\u00a0']/g, '');
  const match = /^([+-]?)(\d{1,13})(?:[.,](\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const [, sign, digits = '', fraction = ''] = match;
  const whole = digits.replace(/^0+(?=\d)/, '');
  return { negative: sign === '-', amount: `${whole}.${fraction.padEnd(2, '0')}` };
}

/** `2026-11-20`, `20.11.2026`, `20/11/2026`, `20-11-2026`, `20261120` → `2026-11-20`. */
export function isoDateOf(raw: string): string | null {
  const value = raw.trim();
  let y: string, m: string, d: string;
  let match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value);
  if (match) [, y, m, d] = match as unknown as [string, string, string, string];
  else if ((match = /^(\d{2})[./-](\d{2})[./-](\d{4})$/.exec(value)))
    [, d, m, y] = match as unknown as [string, string, string, string];
  else if ((match = /^(\d{4})(\d{2})(\d{2})$/.exec(value)))
    [, y, m, d] = match as unknown as [string, string, string, string];
  else return null;
  const date = new Date(`${y}-${m}-${d}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== `${y}-${m}-${d}`) {
    return null;
  }
  return `${y}-${m}-${d}`;
}

const clean = (value: unknown, max = 500): string =>
  (typeof value === 'string' || typeof value === 'number' ? String(value) : '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);

/**
 * The entry's identity: the bank's own reference when it gives one, else a digest of what
 * describes it (date, amount, side, reference, title, counterparty), so the same line of a
 * statement imported again is known again.
 */
function identityOf(
  bankReference: string | null,
  fields: Omit<ParsedEntry, 'identity' | 'bankReference'>,
): string {
  if (bankReference && !/^NONREF$/i.test(bankReference)) return `ref:${bankReference}`;
  const digest = createHash('sha256')
    .update(
      [
        fields.bookingDate,
        fields.valueDate,
        fields.amount,
        fields.credit ? 'C' : 'D',
        fields.title,
        fields.counterparty,
      ].join('\u001f'),
    )
    .digest('hex');
  return `sha256:${digest}`;
}

function entryOf(
  fields: Omit<ParsedEntry, 'identity' | 'bankReference'>,
  bankReference: string | null,
): ParsedEntry {
  const reference = bankReference ? clean(bankReference, 200) || null : null;
  return { ...fields, bankReference: reference, identity: identityOf(reference, fields) };
}

// ---- ISO 20022 camt.053 ----

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  // amounts and references stay text: "100.10" never becomes a float, "0012" keeps its zeros
  parseTagValue: false,
  parseAttributeValue: false,
  // no entity expansion: a statement has no use for it, and it is how XML bombs explode
  processEntities: false,
  htmlEntities: false,
  isArray: (name) => ['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd'].includes(name),
});

type Node = Record<string, unknown>;
const node = (value: unknown): Node =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : {};
const list = (value: unknown): Node[] =>
  Array.isArray(value) ? value.map(node) : value === undefined ? [] : [node(value)];
const path = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>((at, key) => node(at)[key], value);
const text = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value && typeof value === 'object' && '#text' in value
      ? String((value as Node)['#text'])
      : '';

function parseCamt053(source: string): ParsedStatement {
  // a DOCTYPE is where entities are declared; a bank's camt.053 never has one
  if (/<!DOCTYPE|<!ENTITY/i.test(source)) {
    fail('BANK_MALFORMED_XML', 'The XML declares a DOCTYPE or entities');
  }
  const valid = XMLValidator.validate(source);
  if (valid !== true) {
    fail('BANK_MALFORMED_XML', `Malformed XML at line ${valid.err.line}: ${valid.err.msg}`);
  }
  const document = node(xml.parse(source));
  const root = path(document, 'Document', 'BkToCstmrStmt');
  if (!root || typeof root !== 'object') {
    fail('BANK_MALFORMED_XML', 'The XML is not a camt.053 statement (no BkToCstmrStmt)');
  }
  const statements = list(node(root)['Stmt']);
  let account: string | null = null;
  const entries: ParsedEntry[] = [];
  for (const statement of statements) {
    const id = path(statement, 'Acct', 'Id');
    const iban = text(path(id, 'IBAN')) || text(path(id, 'Othr', 'Id'));
    if (!iban) fail('BANK_MALFORMED_STATEMENT', 'The statement names no account');
    account ??= iban.replace(/\s+/g, '').toUpperCase();
    for (const entry of list(statement['Ntry'])) {
      const amountNode = entry['Amt'];
      const value = decimalOf(text(amountNode));
      const currency = clean(node(amountNode)['@_Ccy'], 3) || '';
      const side = text(entry['CdtDbtInd']);
      const bookingDate = isoDateOf(
        text(path(entry, 'BookgDt', 'Dt')) || text(path(entry, 'BookgDt', 'DtTm')),
      );
      const valueDate =
        isoDateOf(text(path(entry, 'ValDt', 'Dt')) || text(path(entry, 'ValDt', 'DtTm'))) ??
        bookingDate;
      if (!value || value.negative || !bookingDate || !valueDate || !/^(CRDT|DBIT)$/.test(side)) {
        return fail('BANK_MALFORMED_STATEMENT', 'An entry lacks its amount, side or date');
      }
      const details = list(entry['NtryDtls']).flatMap((d) => list(d['TxDtls']));
      const first = details[0] ?? {};
      const credit = side === 'CRDT';
      const party = path(first, 'RltdPties', credit ? 'Dbtr' : 'Cdtr');
      const counterparty = clean(text(path(party, 'Nm')) || text(path(party, 'Pty', 'Nm')), 200);
      const title = clean(
        details
          .flatMap((d) => list(path(d, 'RmtInf')).flatMap((r) => (r['Ustrd'] as unknown[]) ?? []))
          .map(text)
          .join(' ') || text(entry['AddtlNtryInf']),
      );
      const reference =
        text(entry['AcctSvcrRef']) ||
        text(path(first, 'Refs', 'AcctSvcrRef')) ||
        text(entry['NtryRef']) ||
        null;
      entries.push(
        entryOf(
          {
            bookingDate,
            valueDate,
            amount: value.amount,
            currency,
            credit,
            counterparty,
            title,
          },
          reference,
        ),
      );
    }
  }
  return { format: 'camt053', account, entries };
}

// ---- SWIFT MT940 ----

interface Mt940Transaction {
  date: Date;
  entryDate?: Date;
  amount: number;
  currency: string;
  reference?: string;
  bankReference?: string;
  details?: string;
  structuredDetails?: Record<string, string>;
  extraDetails?: string;
}
interface Mt940Statement {
  accountIdentification: string;
  currency: string;
  transactions: Mt940Transaction[];
}

const isoOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * The amount as the :61: line writes it: mt940js answers a float, and money is never a float,
 * so the text of each :61: line (in the file's order, which is the parser's) gives the digits.
 */
function mt940Amounts(source: string): { credit: boolean; amount: string }[] {
  const amounts: { credit: boolean; amount: string }[] = [];
  for (const match of source.matchAll(/^:61:\d{6}(?:\d{4})?(R?[CD])[A-Z]?(\d{1,15},\d{0,2})/gm)) {
    const [, mark = '', written = ''] = match;
    const value = decimalOf(written.endsWith(',') ? written.slice(0, -1) : written);
    if (!value) return fail('BANK_MALFORMED_STATEMENT', 'An MT940 amount is not a number');
    amounts.push({ credit: mark === 'C' || mark === 'RD', amount: value.amount });
  }
  return amounts;
}

function parseMt940(source: string): ParsedStatement {
  let statements: Mt940Statement[];
  try {
    statements = new mt940.Parser().parse(source.replace(/\r\n/g, '\n')) as Mt940Statement[];
  } catch (error) {
    return fail(
      'BANK_MALFORMED_STATEMENT',
      `The MT940 file cannot be read: ${(error as Error).message}`,
    );
  }
  const amounts = mt940Amounts(source.replace(/\r\n/g, '\n'));
  const entries: ParsedEntry[] = [];
  let account: string | null = null;
  let index = 0;
  for (const statement of statements) {
    // ":25:/PL61…": the slash and any spaces are not the number
    account ??= clean(statement.accountIdentification, 50)
      .replace(/[^A-Za-z0-9]/g, '')
      .toUpperCase();
    for (const transaction of statement.transactions) {
      const written = amounts[index++];
      if (!written) return fail('BANK_MALFORMED_STATEMENT', 'An MT940 entry has no amount');
      const structured = transaction.structuredDetails ?? {};
      // Polish banks (ZBP layout): ?20–?25 the title, ?32–?33 the counterparty
      const title =
        clean(['20', '21', '22', '23', '24', '25'].map((k) => structured[k] ?? '').join('')) ||
        clean(transaction.details);
      const counterparty = clean(`${structured['32'] ?? ''}${structured['33'] ?? ''}`, 200);
      const valueDate = isoOf(transaction.date);
      const bookingDate = transaction.entryDate ? isoOf(transaction.entryDate) : valueDate;
      entries.push(
        entryOf(
          {
            bookingDate,
            valueDate,
            amount: written.amount,
            currency: clean(transaction.currency || statement.currency, 3),
            credit: written.credit,
            counterparty,
            title,
          },
          transaction.bankReference || transaction.reference || null,
        ),
      );
    }
  }
  return { format: 'mt940', account: account || null, entries };
}

// ---- CSV with a saved column mapping ----

function parseCsvStatement(source: string, mapping: BankCsvMapping | null): ParsedStatement {
  if (!mapping) {
    return fail('BANK_CSV_MAPPING_REQUIRED', 'No CSV column mapping is saved for this account');
  }
  const firstLine = source.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.split(';').length >= firstLine.split(',').length ? ';' : ',';
  let rows: Record<string, string>[];
  try {
    rows = parseCsv(source, {
      columns: (header: string[]) => header.map((name) => name.trim()),
      delimiter,
      bom: true,
      skip_empty_lines: true,
      trim: true,
      max_record_size: 64 * 1024,
    }) as Record<string, string>[];
  } catch (error) {
    return fail(
      'BANK_MALFORMED_STATEMENT',
      `The CSV file cannot be read: ${(error as Error).message}`,
    );
  }
  const header = Object.keys(rows[0] ?? {});
  for (const name of Object.values(mapping)) {
    if (rows.length > 0 && !header.includes(name)) {
      fail('BANK_CSV_COLUMN_MISSING', `The CSV file has no column "${name}"`);
    }
  }
  const entries = rows.map((row, line) => {
    const value = decimalOf(row[mapping.amount] ?? '');
    const date = isoDateOf(row[mapping.date] ?? '');
    if (!value || !date) {
      return fail(
        'BANK_MALFORMED_STATEMENT',
        `CSV row ${line + 2}: the amount or the date cannot be read`,
      );
    }
    return entryOf(
      {
        bookingDate: date,
        valueDate: date,
        amount: value.amount,
        currency: clean(row[mapping.currency], 3).toUpperCase(),
        credit: !value.negative,
        counterparty: clean(row[mapping.counterparty], 200),
        title: clean(row[mapping.title]),
      },
      row[mapping.bankReference] || null,
    );
  });
  return { format: 'csv', account: null, entries };
}
