import { LANGUAGES } from '@backoffice/contract';
import type { BlogPost, BlogPostInput, blogPostInputSchema } from '@backoffice/contract/blog';
import { Group, MultiSelect, Paper, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import type { z } from 'zod';
import { DateTimeField } from '../../../shared/form/date-time-field';
import { ImageField } from '../../../shared/form/image-field';
import { NumberField } from '../../../shared/form/number-field';
import { TranslatableRichTextField } from '../../../shared/form/rich-text-field';
import { SwitchField } from '../../../shared/form/switch-field';
import { TextField } from '../../../shared/form/text-field';
import { TranslatableField } from '../../../shared/form/translatable-field';
import { useSlugFromTitle } from '../../../shared/form/use-slug-from-title';
import { useFormField } from '../../../shared/form/use-form-field';
import { useAllTags } from '../api/blog-api';
import { useErrorTabs } from '../../../shared/form/error-tabs';
import { FieldLabels } from '../../../shared/form/field-labels';

export type PostFormValues = z.input<typeof blogPostInputSchema>;
type PostControl = Control<PostFormValues, unknown, BlogPostInput>;

/** The form's values of a post: a save sends no id, imageUrl or thumbUrl (REQ-BLOG-3). */
export function toPostInput(post: BlogPost): PostFormValues {
  return {
    isVisible: post.isVisible,
    publishedAt: post.publishedAt,
    position: post.position,
    author: post.author,
    slug: post.slug,
    title: post.title,
    description: post.description,
    content: post.content,
    seoTitle: post.seoTitle,
    seoDescription: post.seoDescription,
    tags: post.tags,
  };
}

/** What search engines show of a title and a description (about). */
export const SEO_TITLE_LIMIT = 60;
export const SEO_DESCRIPTION_LIMIT = 160;

function TagsField({ control, disabled }: { control: PostControl; disabled: boolean }) {
  const { t, i18n } = useTranslation();
  const field = useFormField(control, 'tags', disabled);
  const tags = useAllTags(true);
  const language = i18n.language === 'en' ? 'en' : 'pl';
  const value = Array.isArray(field.value) ? (field.value as number[]) : [];
  const data = (tags.data ?? []).map((tag) => ({
    value: String(tag.id),
    label: tag.name[language] || tag.name.pl,
  }));
  return (
    <MultiSelect
      {...field.inputProps}
      label={t('blog.fields.tags')}
      placeholder={t('blog.fields.tagsPlaceholder')}
      searchable
      clearable
      nothingFoundMessage={t('blog.fields.noTags')}
      data={data}
      value={value.map(String)}
      onChange={(next) => field.onChange(next.map(Number))}
    />
  );
}

function Counter({ length, limit }: { length: number; limit: number }) {
  const { t } = useTranslation();
  return (
    <Text size="xs" c={length > limit ? 'red.8' : 'dimmed'} aria-live="polite">
      {t('blog.seo.counter', { count: length, limit })}
    </Text>
  );
}

/** How the post would look as a search result, per language (REQ-BLOG-2, SEO tab). */
function SearchPreview({ control }: { control: PostControl }) {
  const { t } = useTranslation();
  const [seoTitle, seoDescription, title, description, slug] = useWatch({
    control,
    name: ['seoTitle', 'seoDescription', 'title', 'description', 'slug'],
  });
  return (
    <Stack gap="xs">
      {LANGUAGES.map((language) => {
        const shownTitle = seoTitle?.[language] || title?.[language] || '';
        const shownDescription = seoDescription?.[language] || description?.[language] || '';
        const path = language === 'pl' ? '/blog/' : '/en/blog/';
        return (
          <div key={language}>
            <Group gap="md" align="flex-start">
              <Counter length={(seoTitle?.[language] ?? '').length} limit={SEO_TITLE_LIMIT} />
              <Counter
                length={(seoDescription?.[language] ?? '').length}
                limit={SEO_DESCRIPTION_LIMIT}
              />
            </Group>
            <Paper
              withBorder
              p="sm"
              mt={4}
              radius="sm"
              lang={language}
              aria-label={t('blog.seo.preview', { language: language.toUpperCase() })}
              role="group"
              data-testid={`seo-preview-${language}`}
            >
              <Text size="xs" c="green.9">
                {`example.pl${path}${slug?.[language] ?? ''}`}
              </Text>
              <Text size="lg" c="blue.9" lineClamp={1}>
                {shownTitle.length > SEO_TITLE_LIMIT
                  ? `${shownTitle.slice(0, SEO_TITLE_LIMIT - 1)}…`
                  : shownTitle || t('blog.seo.noTitle')}
              </Text>
              <Text size="sm" c="dark.4" lineClamp={2}>
                {shownDescription.length > SEO_DESCRIPTION_LIMIT
                  ? `${shownDescription.slice(0, SEO_DESCRIPTION_LIMIT - 1)}…`
                  : shownDescription}
              </Text>
            </Paper>
          </div>
        );
      })}
    </Stack>
  );
}

/** Each tab's fields, for its error count (`useErrorTabs`). */
const POST_TABS = {
  main: ['isVisible', 'publishedAt', 'position', 'image', 'author', 'slug', 'tags'],
  content: ['title', 'description', 'content'],
  seo: ['seoTitle', 'seoDescription'],
} as const;

/**
 * REQ-BLOG-2 post form, three tabs: Main (visible, published at, image, position, author,
 * slugs, tags), Content (title, description and rich content per language) and SEO (title and
 * description per language, counted, with a search-result preview). Panels stay mounted, so a
 * server error on a field of another tab is still there when the tab is opened.
 */
export function PostFields({
  control,
  setValue,
  stored,
  readOnly,
}: {
  control: PostControl;
  setValue: UseFormSetValue<PostFormValues>;
  stored: BlogPost | null;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  useSlugFromTitle(control, setValue);
  const tabs = useErrorTabs(control, POST_TABS, 'main');
  return (
    <FieldLabels area="blog">
      <Tabs value={tabs.value} onChange={tabs.open} keepMounted>
        <Tabs.List mb="md">
          <Tabs.Tab value="main" rightSection={tabs.badge('main')}>
            {t('blog.form.tabMain')}
          </Tabs.Tab>
          <Tabs.Tab value="content" rightSection={tabs.badge('content')}>
            {t('blog.form.tabContent')}
          </Tabs.Tab>
          <Tabs.Tab value="seo" rightSection={tabs.badge('seo')}>
            {t('blog.form.tabSeo')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="main">
          <Stack gap="md">
            <Group gap="xl" align="flex-end">
              <SwitchField control={control} name="isVisible" />
              <DateTimeField control={control} name="publishedAt" w={240} />
              <NumberField control={control} name="position" required min={1} w={160} />
            </Group>
            <ImageField
              control={control}
              name="image"
              current={stored?.image ?? null}
              disabled={readOnly}
            />
            <TextField control={control} name="author" />
            <TranslatableField
              control={control}
              name="slug"
              description={t('blog.fields.slugHint')}
            />
            <TagsField control={control} disabled={readOnly} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="content">
          <Stack gap="md">
            <TranslatableField control={control} name="title" />
            <TranslatableField
              control={control}
              name="description"
              multiline
              requiredLanguages={[]}
            />
            <TranslatableRichTextField control={control} name="content" disabled={readOnly} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="seo">
          <Stack gap="md">
            <TranslatableField control={control} name="seoTitle" requiredLanguages={[]} />
            <TranslatableField
              control={control}
              name="seoDescription"
              multiline
              requiredLanguages={[]}
            />
            <SearchPreview control={control} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </FieldLabels>
  );
}
