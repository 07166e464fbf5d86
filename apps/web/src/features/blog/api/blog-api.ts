import { blogPaths, tagsPaths } from '@backoffice/contract';
import type {
  BlogPost,
  BlogTag,
  CreateBlogPost,
  CreateBlogTag,
  UpdateBlogPost,
  UpdateBlogTag,
} from '@backoffice/contract/blog';
import { useQuery } from '@tanstack/react-query';
import { createCrudResource } from '../../../shared/api/crud-resource';
import { fetchAllPages } from '../../../shared/api/fetch-all-pages';

/**
 * `/admin/blog` (REQ-BLOG-6): create `{data}` → `{id}`; update with the loaded `version`;
 * 409 `BLOG:SLUG_NOT_UNIQUE` names the slug field that clashes.
 */
export const postsApi = createCrudResource<
  BlogPost,
  BlogPost,
  CreateBlogPost['data'],
  UpdateBlogPost
>({ path: blogPaths.api, key: 'blog', tag: 'blog' });

/** `/admin/tags`: deleting a tag takes it off its posts, so posts change too. */
export const tagsApi = createCrudResource<BlogTag, BlogTag, CreateBlogTag['data'], UpdateBlogTag>({
  path: tagsPaths.api,
  key: 'tags',
  tag: 'tags',
  changes: ['blog'],
});

/** Every tag, for the post form's multiselect. */
export function useAllTags(enabled: boolean) {
  return useQuery({
    queryKey: ['tags', 'all'],
    queryFn: ({ signal }) => fetchAllPages<BlogTag>('/admin/tags', { signal }),
    enabled,
    meta: { shows: ['tags'] },
  });
}
