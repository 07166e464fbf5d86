import { LANGUAGES, slugify, type Translatable } from '@backoffice/contract';
import { useEffect, useRef } from 'react';
import { useWatch, type Control, type FieldValues, type UseFormSetValue } from 'react-hook-form';

/** The part of a form this hook reads and writes: a title and a slug per language. */
interface TitledWithSlug {
  title: Translatable;
  slug: Translatable;
}

/**
 * REQ-FORM-8: the slug follows the title as it is typed (Polish letters transliterated) until
 * the user writes a slug of their own: a slug that is empty or still what the previous title
 * gave keeps following; one edited by hand stays. Used by every form with a title and slugs
 * (blog posts, offers).
 */
export function useSlugFromTitle<
  T extends FieldValues & TitledWithSlug,
  TOut extends FieldValues = T,
>(control: Control<T, unknown, TOut>, setValue: UseFormSetValue<T>) {
  // react-hook-form's path types cannot follow `title`/`slug` through a generic form type
  const own = control as unknown as Control<TitledWithSlug>;
  const set = setValue as unknown as UseFormSetValue<TitledWithSlug>;
  const title = useWatch({ control: own, name: 'title' });
  const slug = useWatch({ control: own, name: 'slug' });
  const previous = useRef(title);
  useEffect(() => {
    for (const language of LANGUAGES) {
      const before = previous.current?.[language] ?? '';
      const now = title?.[language] ?? '';
      if (before === now) continue;
      const current = slug?.[language] ?? '';
      if (current === '' || current === slugify(before)) {
        set(`slug.${language}`, slugify(now), { shouldDirty: true });
      }
    }
    previous.current = title;
  }, [title, slug, set]);
}
