import { slidersPaths } from '@backoffice/contract';
import type { CreateSlider, Slider, UpdateSlider } from '@backoffice/contract/sliders';
import { createCrudResource } from '../../../shared/api/crud-resource';

/**
 * `/admin/slider` (REQ-SLIDER-5): create `{data}` → `{id}`; update with the fields and the
 * loaded `version` → the saved slide, 409 `SLIDER:STALE_WRITE` when someone saved it since;
 * 409 `SLIDER:CANT_REMOVE_LAST_ACTIVE` for a delete or deactivation of the last active slide.
 */
export const slidersApi = createCrudResource<Slider, Slider, CreateSlider['data'], UpdateSlider>({
  path: slidersPaths.api,
  key: 'slider',
  tag: 'slider',
});
