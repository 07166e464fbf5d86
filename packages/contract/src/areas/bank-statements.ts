import { defineArea, type AreaPaths } from '../area.js';

export const bankStatementsPaths = {
  api: '/admin/bank-statement',
  routes: {
    list: { path: '/bank-statements', permission: 'admin:bank-statement:list' },
    record: { path: '/bank-statements/:id', permission: 'admin:bank-statement:get' },
  },
} as const satisfies AreaPaths;

/**
 * Bank statements (REQ-BANK-1..9): a statement file imported (camt.053, MT940 or CSV), its credit
 * entries matched to open bank transfers, and a batch of matches confirmed, each entry through
 * the transfer confirmation's own action (four eyes judged per entry).
 */
export const bankStatementsArea = defineArea({
  permissionArea: 'bank-statement',
  paths: bankStatementsPaths,
  label: { pl: 'Wyciągi bankowe', en: 'Bank statements' },
  actions: ['list', 'get', 'import', 'match', 'confirm'],
  takesFiles: true,
  errors: {
    BANK_STATEMENT_NOT_FOUND: {
      pl: 'Nie ma takiego wyciągu bankowego.',
      en: 'There is no such bank statement.',
    },
    BANK_ENTRY_NOT_FOUND: {
      pl: 'Nie ma takiej pozycji wyciągu.',
      en: 'There is no such statement entry.',
    },
    BANK_FILE_NOT_FOUND: {
      pl: 'Nie ma takiego przesłanego pliku.',
      en: 'There is no such uploaded file.',
    },
    BANK_FILE_TOO_LARGE: {
      pl: 'Plik wyciągu jest za duży (najwyżej 20 MB).',
      en: 'The statement file is too large (20 MB at most).',
    },
    BANK_UNKNOWN_FORMAT: {
      pl: 'Nie rozpoznano formatu pliku: oczekiwano wyciągu camt.053 (XML), MT940 albo CSV.',
      en: 'The file format was not recognised: expected a camt.053 (XML), MT940 or CSV statement.',
    },
    BANK_MALFORMED_XML: {
      pl: 'Plik XML jest uszkodzony albo nie jest wyciągiem camt.053.',
      en: 'The XML file is malformed or is not a camt.053 statement.',
    },
    BANK_MALFORMED_STATEMENT: {
      pl: 'Wyciągu nie da się odczytać: brakuje w nim kwoty, daty albo rachunku.',
      en: 'The statement cannot be read: an amount, date or account is missing.',
    },
    BANK_ENCODING: {
      pl: 'Plik nie jest zapisany w UTF-8: zapisz wyciąg w kodowaniu UTF-8 i spróbuj ponownie.',
      en: 'The file is not UTF-8: save the statement as UTF-8 and try again.',
    },
    BANK_WRONG_CURRENCY: {
      pl: 'Wyciąg zawiera pozycje w walucie innej niż PLN: przyjmowane są tylko wyciągi w złotych.',
      en: 'The statement has entries in a currency other than PLN: only PLN statements are accepted.',
    },
    BANK_NO_ENTRIES: {
      pl: 'Wyciąg nie zawiera żadnej pozycji.',
      en: 'The statement has no entries.',
    },
    BANK_CSV_ACCOUNT_REQUIRED: {
      pl: 'Dla pliku CSV podaj numer rachunku, do którego należy wyciąg.',
      en: 'For a CSV file, give the account number the statement belongs to.',
    },
    BANK_CSV_MAPPING_REQUIRED: {
      pl: 'Dla tego rachunku nie zapisano mapowania kolumn CSV: wskaż kolumny daty, kwoty, waluty, kontrahenta, tytułu i referencji.',
      en: 'No CSV column mapping is saved for this account: name the date, amount, currency, counterparty, title and reference columns.',
    },
    BANK_CSV_COLUMN_MISSING: {
      pl: 'W pliku CSV brakuje kolumny wskazanej w mapowaniu.',
      en: 'The CSV file lacks a column named in the mapping.',
    },
    BANK_ENTRY_NOT_OPEN: {
      pl: 'Tę pozycję już potwierdzono albo czeka na zatwierdzenie.',
      en: 'This entry is already confirmed or awaiting approval.',
    },
    BANK_ENTRY_NOT_MATCHED: {
      pl: 'Ta pozycja nie jest już dopasowana: w międzyczasie ją pominięto albo dopasowano od nowa.',
      en: 'This entry is no longer matched: it was set aside or matched again meanwhile.',
    },
    BANK_ENTRY_NOT_CREDIT: {
      pl: 'To nie jest wpływ: dopasować można tylko pozycje uznaniowe.',
      en: 'This is not a credit: only incoming entries can be matched.',
    },
    BANK_TRANSACTION_NOT_OPEN: {
      pl: 'Wybrana transakcja nie jest oczekującym przelewem bankowym.',
      en: 'The chosen transaction is not a pending bank transfer.',
    },
    BANK_CONFIRM_NEEDS_ACCEPT: {
      pl: 'Potwierdzenie wpłat wymaga też uprawnienia do potwierdzania przelewów.',
      en: 'Confirming payments also requires the permission to confirm transfers.',
    },
  },
  group: 'finance',
  sidebar: [
    {
      section: 'menu.section.investments',
      title: 'menu.bankStatements',
      icon: 'IconFileText',
      route: 'list',
    },
  ],
  columns: {
    importedAt: { header: { pl: 'Zaimportowano', en: 'Imported' } },
    account: { header: { pl: 'Rachunek', en: 'Account' } },
    format: { header: { pl: 'Format', en: 'Format' } },
    fileName: { header: { pl: 'Plik', en: 'File' } },
    entries: { header: { pl: 'Pozycje', en: 'Entries' } },
    matched: { header: { pl: 'Dopasowane', en: 'Matched' } },
    open: { header: { pl: 'Do wyjaśnienia', en: 'To resolve' } },
  },
  audit: [
    {
      entityType: 'bank-statement',
      name: { pl: 'Wyciąg bankowy', en: 'Bank statement' },
      of: { pl: 'wyciągu bankowego', en: 'bank statement' },
      writes: [],
      actions: {
        import: { pl: 'Import wyciągu bankowego', en: 'Bank statement imported' },
        confirm: { pl: 'Potwierdzenie wpłat z wyciągu', en: 'Statement payments confirmed' },
        mapping: { pl: 'Zapis mapowania kolumn CSV', en: 'CSV column mapping saved' },
      },
    },
    {
      entityType: 'bank-entry',
      name: { pl: 'Pozycja wyciągu', en: 'Statement entry' },
      of: { pl: 'pozycji wyciągu', en: 'statement entry' },
      writes: [],
      actions: {
        match: { pl: 'Ręczne dopasowanie pozycji wyciągu', en: 'Statement entry matched by hand' },
        ignore: { pl: 'Pominięcie pozycji wyciągu', en: 'Statement entry ignored' },
        confirm: { pl: 'Potwierdzenie wpłaty z wyciągu', en: 'Statement payment confirmed' },
        refuse: {
          pl: 'Odmowa potwierdzenia wpłaty z wyciągu',
          en: 'Statement payment refused on confirming',
        },
      },
    },
  ],
});
