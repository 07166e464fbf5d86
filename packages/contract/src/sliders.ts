import { z } from 'zod';
import { evenWhenFieldsFail, positionSchema, recordVersionSchema } from './common.js';
import { fileInputSchema, storedFileSchema } from './files.js';
import { siteLinkSchema } from './links.js';

const urlsSchema = z.object({ pl: siteLinkSchema, en: siteLinkSchema });
const labelsSchema = z.object({ pl: z.string().trim().max(200), en: z.string().trim().max(200) });

/** REQ-SLIDER-2, without its image. Messages are catalogue codes. */
const sliderFieldsSchema = z.object({
  position: positionSchema(),
  active: z.boolean().default(true),
  name: z.object({
    pl: z.string().trim().min(1, 'NAME_IS_EMPTY').max(200),
    en: z.string().trim().max(200),
  }),
  /** rich HTML, sanitised by the server on save */
  content: z.object({ pl: z.string().max(50_000), en: z.string().max(50_000) }),
  // REQ-SLIDER-3: the guest button label needs both languages
  guestButtonLabel: z.object({
    pl: z.string().trim().min(1, 'GUEST_BUTTON_LABEL_IS_EMPTY').max(200),
    en: z.string().trim().min(1, 'GUEST_BUTTON_LABEL_IS_EMPTY').max(200),
  }),
  guestButtonUrl: urlsSchema,
  loggedUserButtonLabel: labelsSchema,
  loggedUserButtonUrl: urlsSchema,
});

/**
 * The image on save (`FileInput`): `{fileId}` (uploaded first) or `{base64, fileName}` sets it;
 * left out, the stored image stays. A slide always has one (REQ-SLIDER-3 `IMAGE_IS_REQUIRED`): a
 * bare `{delete: true}` is refused, a delete with a new file replaces it.
 */
const sliderImageSchema = fileInputSchema.refine(
  (v) => v.fileId !== undefined || v.base64 !== undefined,
  'IMAGE_IS_REQUIRED',
);

export const sliderInputSchema = sliderFieldsSchema.extend({
  image: sliderImageSchema.optional(),
});
export type SliderInput = z.infer<typeof sliderInputSchema>;

/**
 * A new slide's fields: the image is required (REQ-SLIDER-3 `IMAGE_IS_REQUIRED`), checked by the
 * schema itself, so the form reports it with every other error of the same save (the button
 * label's) rather than only once those are mended and the server is asked.
 */
export const sliderCreateInputSchema = sliderInputSchema.refine((v) => v.image !== undefined, {
  message: 'IMAGE_IS_REQUIRED',
  path: ['image'],
  // an absent optional key is never parsed, so the rule sits on the object, run with the
  // other fields' failures too
  ...evenWhenFieldsFail,
});

/** Create: `{data}` (REQ-SLIDER-5), answers the new id. */
export const createSliderSchema = z.object({ data: sliderCreateInputSchema });
export type CreateSlider = z.infer<typeof createSliderSchema>;
/** Edit carries the version it was loaded at: a stale save answers 409. */
export const updateSliderSchema = sliderInputSchema.extend({ version: recordVersionSchema });
export type UpdateSlider = z.infer<typeof updateSliderSchema>;

/** A slide as read: its image with `url`, `imageUrl` and `thumbUrl` (the list's 96 × 64 thumbnail). */
export const sliderSchema = sliderFieldsSchema.extend({
  id: z.number(),
  image: storedFileSchema,
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Slider = z.infer<typeof sliderSchema>;

/** REQ-SLIDER-4: position 1, active, empty fields. */
export const SLIDER_DEFAULTS: SliderInput = {
  position: 1,
  active: true,
  name: { pl: '', en: '' },
  content: { pl: '', en: '' },
  guestButtonLabel: { pl: '', en: '' },
  guestButtonUrl: { pl: '', en: '' },
  loggedUserButtonLabel: { pl: '', en: '' },
  loggedUserButtonUrl: { pl: '', en: '' },
};
