import { BLOG_POST_DEFAULTS, createBlogPostSchema } from '@backoffice/contract';
import { useTranslation } from 'react-i18next';
import { CreateForm } from '../../../shared/form/create-form';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { usePermissions } from '../../../shared/permissions/use-permissions';
import { postsApi } from '../api/blog-api';
import { POST_SCREEN_PERMISSIONS } from '../blog-screen-permissions';
import { PostFields } from '../components/post-fields';

/** `/blog/create` (`admin:blog:create`): create → `/blog/{id}`, create and back → `/blog`. */
export function PostCreatePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('blog.form.createTitle'));
  const { can, isChecked } = usePermissions('blog', POST_SCREEN_PERMISSIONS);
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
      busy={!isChecked}
      messages={{ success: t('blog.toast.created'), error: t('blog.toast.createError') }}
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
