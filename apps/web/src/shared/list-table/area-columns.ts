import type { ListArea, ListColumnKey } from '@backoffice/contract';
import type { TFunction } from 'i18next';

/**
 * A list column's key and header as its area declares them in the contract (`columns`): the
 * export file names the same keys under the same headers (REQ-EXPORT-1), and a key the area
 * lacks fails `tsc`. The headers are the area texts' `columns.<area>.<key>`
 * (`i18n/area-texts.ts`, loaded with the first signed-in screen), so no list chunk carries
 * `AREAS`. The page adds what is its own: the cell, the sort key, the width.
 */
export function areaColumns<Area extends ListArea>(t: TFunction, area: Area) {
  return <Key extends ListColumnKey<Area>>(key: Key) => ({
    key,
    header: t(`columns.${area}.${key}` as never) as string,
  });
}
