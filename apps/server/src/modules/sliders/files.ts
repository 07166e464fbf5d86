import type { FileInput, StoredFile } from '@backoffice/contract';
import type { DbOrTx } from '../../core/db/database.js';

// Placeholder until the files-server branch is merged: these become thin calls into core/files.
export async function loadStoredFiles(
  _db: DbOrTx,
  _ids: string[],
): Promise<Map<string, StoredFile>> {
  return new Map();
}
export async function resolveImage(_tx: DbOrTx, _input: FileInput | undefined): Promise<string> {
  throw new Error('files not merged yet');
}
export async function resolveOptionalImage(_tx: DbOrTx, _input: FileInput): Promise<string | null> {
  throw new Error('files not merged yet');
}
export async function demoImage(
  _db: DbOrTx,
  _picture: { fileName: string; title: string; colours: [string, string] },
): Promise<string> {
  throw new Error('files not merged yet');
}
