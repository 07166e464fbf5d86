import { seriesPaths } from '@backoffice/contract';
import type { CreateSeries, Series, UpdateSeries } from '@backoffice/contract/series';
import { createCrudResource } from '../../../shared/api/crud-resource';

/**
 * `/admin/series`: create `{data}` → `{id}`; update with the loaded `version`; a delete of a
 * series with orders answers `SERIES:CANT_DELETE_SERIES`, one an offer sells
 * `SERIES:CANT_DELETE_ENTITY_WITH_RELATIONS`.
 */
export const seriesApi = createCrudResource<Series, Series, CreateSeries['data'], UpdateSeries>({
  path: seriesPaths.api,
  key: 'series',
  tag: 'series',
});
