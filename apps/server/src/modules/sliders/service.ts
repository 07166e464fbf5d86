import { type ListQueryParams, type RestoreRequest, slidersArea } from '@backoffice/contract';
import type { CreateSlider, Slider, UpdateSlider } from '@backoffice/contract/sliders';
import type { AuditActor } from '../../core/audit.js';
import {
  createAudited,
  deleteAudited,
  idOf,
  restoreRowsAudited,
  setFlagsAudited,
  updateAudited,
  type AuditedEntity,
  type RowsRestorableEntity,
} from '../../core/crud.js';
import type { Db, DbOrTx } from '../../core/db/database.js';
import { badRequest, conflict, notFound } from '../../core/errors.js';
import { resolveFileInput, type FileService } from '../../core/files/service.js';
import {
  booleanCell,
  exportColumns,
  type ListExport,
  positionCell,
  textCell,
  translatedCell,
} from '../../core/export.js';
import { runList } from '../../core/list-query/index.js';
import { sanitizeTranslatableHtml } from '../../core/rich-text.js';
import * as repo from './repository.js';
import { slider } from './schema.js';

const AREA = 'SLIDER';

const entity: AuditedEntity<typeof slider, repo.SliderRecord> & RowsRestorableEntity = {
  table: slider,
  area: AREA,
  missing: 'SLIDER_NOT_EXISTS',
  entityType: 'slider',
  toDto: repo.toSliderRecord,
  restoreRows: true,
};

export function list(db: Db, query: ListQueryParams) {
  return runList(db, repo.sliderList, query, (q) => repo.listPage(db, q));
}

/** `GET /api/admin/slider/export` (REQ-EXPORT-1): the area's columns, with their cells. */
export const listExport: ListExport<Slider> = {
  area: 'slider',
  fileName: 'sliders',
  list: repo.sliderList,
  fetchPage: repo.listPage,
  columns: exportColumns(slidersArea, {
    thumbnail: textCell((s) => s.image.url),
    position: positionCell(),
    name: translatedCell((s) => s.name),
    active: booleanCell((s) => s.active),
  }),
};

export async function get(db: DbOrTx, id: number): Promise<Slider> {
  const row = await repo.findById(db, id);
  const [found] = row ? await repo.withImages(db, [row]) : [];
  if (!found) throw notFound(AREA, 'SLIDER_NOT_EXISTS', `Slide ${id} does not exist`);
  return found;
}

type SliderFields = Omit<CreateSlider['data'], 'image'>;

/**
 * The stored form of the fields: the slide's text is rich HTML, sanitised on every save (in the
 * sanitiser's worker pool, before the transaction opens).
 */
async function toValues(fields: SliderFields, prefix: string) {
  return { ...fields, content: await sanitizeTranslatableHtml(fields.content, `${prefix}content`) };
}

const lastActive = () =>
  conflict(
    AREA,
    'CANT_REMOVE_LAST_ACTIVE',
    'The last active slide cannot be removed or deactivated',
  );

/**
 * REQ-SLIDER-4: the homepage always keeps one active slide. Under the area's lock, so two requests
 * (deleting or deactivating the last two active slides at once) cannot both pass.
 */
async function keepOneActive(tx: DbOrTx, before: repo.SliderRow): Promise<void> {
  if (!before.active) return;
  await repo.lockActiveSlides(tx);
  if ((await repo.countOtherActive(tx, before.id)) === 0) throw lastActive();
}

const imageRequired = (context: string) =>
  badRequest(AREA, 'IMAGE_IS_REQUIRED', 'A slide needs an image', context);

export async function create(
  db: Db,
  files: FileService,
  actor: AuditActor,
  input: CreateSlider['data'],
): Promise<{ id: number }> {
  const { image, ...fields } = input;
  const clean = await toValues(fields, 'data.');
  return idOf(
    await createAudited(db, actor, entity, async (tx) => {
      const imageFileId = await resolveFileInput(tx, image, {
        files,
        kind: 'photo',
        actor,
        context: 'data.image',
      });
      if (!imageFileId) throw imageRequired('data.image');
      return repo.insert(tx, { ...clean, imageFileId });
    }),
  );
}

export async function update(
  db: Db,
  files: FileService,
  actor: AuditActor,
  id: number,
  input: UpdateSlider,
): Promise<Slider> {
  const { version, image, ...fields } = input;
  const clean = await toValues(fields, '');
  let imageFileId: string | undefined;
  await updateAudited(
    db,
    actor,
    entity,
    id,
    version,
    () => ({ ...clean, ...(imageFileId ? { imageFileId } : {}) }),
    {
      check: async (tx, before) => {
        if (!fields.active) await keepOneActive(tx, before);
        // a new image replaces the stored one; left out, the stored one stays
        if (image) {
          const resolved = await resolveFileInput(tx, image, {
            files,
            kind: 'photo',
            actor,
            current: before.imageFileId,
            context: 'image',
          });
          if (!resolved) throw imageRequired('image');
          imageFileId = resolved;
        }
      },
    },
  );
  return get(db, id);
}

export async function remove(db: Db, actor: AuditActor, id: number): Promise<void> {
  await deleteAudited(db, actor, entity, id, keepOneActive);
}

/**
 * Undo of a delete (decision 0005). The image is a stored file: should the unused-file cleanup
 * have removed it since (an upload older than a day that nothing referred to), the restore is
 * refused with RESTORE_PARENT_MISSING rather than bringing back a slide without its image.
 */
export async function restore(
  db: Db,
  actor: AuditActor,
  id: number,
  body: RestoreRequest,
  now: Date,
): Promise<Slider> {
  await restoreRowsAudited(db, actor, entity, id, body.auditId, now);
  return get(db, id);
}

/** Activate or deactivate one slide at the version listed; the last active one stays. */
export function setActive(
  db: Db,
  actor: AuditActor,
  id: number,
  version: number,
  active: boolean,
): Promise<void> {
  const snapshot = async (_tx: DbOrTx, row: repo.SliderRow) => entity.toDto(row);
  return setFlagsAudited(
    db,
    actor,
    { ...entity, snapshot },
    id,
    version,
    { active },
    (tx, before) => (active ? Promise.resolve() : keepOneActive(tx, before)),
  );
}
