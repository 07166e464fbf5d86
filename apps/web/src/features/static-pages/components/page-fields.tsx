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
import { FieldLabels } from '../../../shared/form/field-labels';

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
    <FieldLabels area="staticPages">
      <Stack gap="md">
        <Group pb={4}>
          <SwitchField control={control} name="active" />
        </Group>
        <TranslatableField control={control} name="slug" />
        <TranslatableField control={control} name="title" />
        <TranslatableField control={control} name="subTitle" requiredLanguages={[]} />
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
        <TranslatableField control={control} name="seoTitle" requiredLanguages={[]} />
        <TranslatableField
          control={control}
          name="seoDescription"
          multiline
          requiredLanguages={[]}
        />
        <ImageField control={control} name="image" current={stored?.image ?? null} />
        <AttachmentsField
          control={control}
          name="attachments"
          current={stored?.attachments ?? null}
        />
      </Stack>
    </FieldLabels>
  );
}
