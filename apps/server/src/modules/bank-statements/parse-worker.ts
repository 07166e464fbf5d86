import type { BankCsvMapping } from '@backoffice/contract/bank-statements';
import {
  decodeStatement,
  parseStatement,
  StatementProblem,
  type ParsedStatement,
} from './parse.js';

export interface ParseTask {
  bytes: Uint8Array;
  mapping: BankCsvMapping | null;
}

export type ParseResult =
  | { ok: true; statement: ParsedStatement }
  | { ok: false; code: StatementProblem['code']; message: string };

/** Runs in a worker thread (parse-pool.ts): a class does not cross threads, so a refusal is data. */
export default function parseTask(task: ParseTask): ParseResult {
  try {
    const text = decodeStatement(task.bytes);
    return { ok: true, statement: parseStatement(text, task.mapping) };
  } catch (error) {
    if (error instanceof StatementProblem) {
      return { ok: false, code: error.code, message: error.message };
    }
    throw error;
  }
}
