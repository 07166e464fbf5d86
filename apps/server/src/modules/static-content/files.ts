export async function demoImage(
  _db: DbOrTx,
  _picture: { fileName: string; title: string; colours: [string, string] },
): Promise<string> {
  throw new Error('files not merged yet');
}
