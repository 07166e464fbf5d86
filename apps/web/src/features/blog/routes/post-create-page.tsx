import { BLOG_POST_DEFAULTS, createBlogPostSchema } from '@backoffice/contract/blog';
import { useTranslation } from 'react-i18next';
import { CreateForm } from '../../../shared/form/create-form';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { useCan } from '../../../shared/permissions/use-can';
import { postsApi } from '../api/blog-api';
import { PostFields } from '../components/post-fields';
import { recordToasts } from '../../../shared/notifications/record-toasts';

/** `/blog/create` (`admin:blog:create`): create → `/blog/{id}`, create and back → `/blog`. */
export function PostCreatePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('blog.form.createTitle'));
  const can = useCan();
  const createPost = postsApi.useCreate();
  const readOnly = !can('admin:blog:create');
  return (
    <CreateForm
      title={t('blog.form.createTitle')}
      listPath="/blog"
      listTitle={t('blog.list.title')}
      schema={createBlogPostSchema.shape.data}
      defaultValues={BLOG_POST_DEFAULTS}
      onCreate={(values) => createPost.mutateAsync(values)}
      readOnly={readOnly}
      messages={recordToasts(t, 'blog-post').create}
    >
      {(form) => (
        <PostFields
          control={form.control}
          setValue={form.setValue}
          stored={null}
          readOnly={readOnly}
        />
      )}
    </CreateForm>
  );
}
