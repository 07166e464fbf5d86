import { blogTagInputSchema } from '@backoffice/contract/blog';
import { useTranslation } from 'react-i18next';
import { EditForm } from '../../../shared/form/edit-form';
import { useIdParam } from '../../../shared/navigation/use-id-param';
import { useCan } from '../../../shared/permissions/use-can';
import { tagsApi } from '../api/blog-api';
import { TagFields, toTagInput } from '../components/tag-fields';
import { recordToasts } from '../../../shared/notifications/record-toasts';

/** `/blog/tags/:id`. REQ-BLOG-5: read-only without the blog's edit permission (decision 0009). */
export function TagEditPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const tag = tagsApi.useOne(id);
  const updateTag = tagsApi.useUpdate(id);
  const can = useCan();
  return (
    <EditForm
      title={t('blog.tags.editTitle')}
      listPath="/blog/tags"
      listTitle={t('blog.tags.title')}
      query={tag}
      schema={blogTagInputSchema}
      toValues={toTagInput}
      onSave={(values, loaded) => updateTag.mutateAsync({ ...values, version: loaded.version })}
      readOnly={!can('admin:tags:edit') || !can('admin:blog:edit')}
      messages={recordToasts(t, 'blog-tag').update}
    >
      {(form) => <TagFields control={form.control} />}
    </EditForm>
  );
}
