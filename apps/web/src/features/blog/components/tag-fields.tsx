import type { BlogTag, BlogTagInput, blogTagInputSchema } from '@backoffice/contract/blog';
import { useTranslation } from 'react-i18next';
import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import { TranslatableField } from '../../../shared/form/translatable-field';

export type TagFormValues = z.input<typeof blogTagInputSchema>;

export const toTagInput = (tag: BlogTag): TagFormValues => ({ name: tag.name });

/** REQ-BLOG-4: a tag's name per language. */
export function TagFields({ control }: { control: Control<TagFormValues, unknown, BlogTagInput> }) {
  const { t } = useTranslation();
  return <TranslatableField control={control} name="name" label={t('blog.tagFields.name')} />;
}
