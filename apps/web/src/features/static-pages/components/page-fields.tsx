import type { Page, PageInput, pageInputSchema } from '@backoffice/contract/pages';
import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import { AttachmentsField, attachmentValues } from '../../../shared/form/attachments-field';
import { ImageField } from '../../../shared/form/image-field';
import { RichTextField } from '../../../shared/form/rich-text-field';
import { SwitchField } from '../../../shared/form/switch-field';
import { TranslatableField } from '../../../shared/form/translatable-field';

export type PageFormValues = z.input<typeof pageInputSchema>;

/** The form's values of a page; its saved attachments are kept as `{id, displayName}`. */
export function toPageInput(page: Page): PageFormValues {
  return {
    active: page.active,
    slug: page.slug,
    title: page.title,
    subTitle: page.subTitle,
    content: page.content,
    seoTitle: page.seoTitle,
    seoDescription: page.seoDescription,
    attachments: attachmentValues(page.attachments),
  };
}

/**
 * REQ-PAGE-1 form: slug, active, SEO title and description (multiline), title,
 * subtitle, content (rich text) per language, the image and the attachments.
 */
export function PageFields({
  control,
  stored,
}: {
  control: Control<PageFormValues, unknown, PageInput>;
  stored: Page | null;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Group pb={4}>
        <SwitchField control={control} name="active" label={t('staticPages.fields.active')} />
      </Group>
      <TranslatableField control={control} name="slug" label={t('staticPages.fields.slug')} />
      <TranslatableField control={control} name="title" label={t('staticPages.fields.title')} />
      <TranslatableField
        control={control}
        name="subTitle"
        label={t('staticPages.fields.subTitle')}
        requiredLanguages={[]}
      />
      <RichTextField
        control={control}
        name="content.pl"
        label={`${t('staticPages.fields.content')} (${t('language.pl')})`}
      />
      <RichTextField
        control={control}
        name="content.en"
        label={`${t('staticPages.fields.content')} (${t('language.en')})`}
      />
      <TranslatableField
        control={control}
        name="seoTitle"
        label={t('staticPages.fields.seoTitle')}
        requiredLanguages={[]}
      />
      <TranslatableField
        control={control}
        name="seoDescription"
        label={t('staticPages.fields.seoDescription')}
        multiline
        requiredLanguages={[]}
      />
      <ImageField
        control={control}
        name="image"
        current={stored?.image ?? null}
        label={t('staticPages.fields.image')}
      />
      <AttachmentsField
        control={control}
        name="attachments"
        current={stored?.attachments ?? null}
        label={t('staticPages.fields.attachments')}
      />
    </Stack>
  );
}
