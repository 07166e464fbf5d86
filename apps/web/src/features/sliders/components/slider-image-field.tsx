import type { SliderInput, StoredFile } from '@backoffice/contract';
import type { Control } from 'react-hook-form';
import type { SliderFormValues } from './slider-fields';

/** Placeholder until the shared ImageField lands (files-client). */
export function SliderImageField(_props: {
  control: Control<SliderFormValues, unknown, SliderInput>;
  stored: StoredFile | null;
}) {
  return null;
}
