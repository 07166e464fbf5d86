import { blogPostInputSchema } from '@backoffice/contract/blog';
import { useTranslation } from 'react-i18next';
import { EditForm } from '../../../shared/form/edit-form';
import { useIdParam } from '../../../shared/navigation/use-id-param';
import { useCan } from '../../../shared/permissions/use-can';
import { postsApi } from '../api/blog-api';
import { PostFields, toPostInput } from '../components/post-fields';
import { recordToasts } from '../../../shared/notifications/record-toasts';

/**
 * `/blog/:id` (`admin:blog:get`). REQ-BLOG-5: the post form is read-only without the *create*
 * permission, for edit too (decision 0009); saving also needs `admin:blog:edit` on the server.
 */
export function PostEditPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const post = postsApi.useOne(id);
  const updatePost = postsApi.useUpdate(id);
  const can = useCan();
  const readOnly = !can('admin:blog:create') || !can('admin:blog:edit');
  return (
    <EditForm
      title={t('blog.form.editTitle')}
      listPath="/blog"
      listTitle={t('blog.list.title')}
      query={post}
      schema={blogPostInputSchema}
      toValues={toPostInput}
      onSave={(values, loaded) => updatePost.mutateAsync({ ...values, version: loaded.version })}
      readOnly={readOnly}
      messages={recordToasts(t, 'blog-post').update}
    >
      {(form, loaded) => (
        <PostFields
          control={form.control}
          setValue={form.setValue}
          stored={loaded}
          readOnly={readOnly}
        />
      )}
    </EditForm>
  );
}
