import { BLOG_TAG_DEFAULTS, createBlogTagSchema } from '@backoffice/contract/blog';
import { useTranslation } from 'react-i18next';
import { CreateForm } from '../../../shared/form/create-form';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { useCan } from '../../../shared/permissions/use-can';
import { tagsApi } from '../api/blog-api';
import { TagFields } from '../components/tag-fields';
import { recordToasts } from '../../../shared/notifications/record-toasts';

/**
 * `/blog/tags/create` (`admin:tags:create`). REQ-BLOG-5: the tag create form also needs the
 * blog's create permission; without it the form is read-only (decision 0009).
 */
export function TagCreatePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('blog.tags.createTitle'));
  const can = useCan();
  const createTag = tagsApi.useCreate();
  return (
    <CreateForm
      title={t('blog.tags.createTitle')}
      listPath="/blog/tags"
      listTitle={t('blog.tags.title')}
      schema={createBlogTagSchema.shape.data}
      defaultValues={BLOG_TAG_DEFAULTS}
      onCreate={(values) => createTag.mutateAsync(values)}
      readOnly={!can('admin:tags:create') || !can('admin:blog:create')}
      messages={recordToasts(t, 'blog-tag').create}
    >
      {(form) => <TagFields control={form.control} />}
    </CreateForm>
  );
}
