import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCan } from '../../../shared/permissions/use-can';

/** REQ-BLOG-4: Posts and Tags; the Tags tab only with the tag-list permission. */
export function BlogTabs({ current }: { current: 'posts' | 'tags' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = useCan();
  return (
    <Tabs
      value={current}
      onChange={(value) => {
        if (value === 'posts') void navigate('/blog');
        if (value === 'tags') void navigate('/blog/tags');
      }}
      mb="md"
    >
      <Tabs.List aria-label={t('blog.tabs.label')}>
        <Tabs.Tab value="posts">{t('blog.tabs.posts')}</Tabs.Tab>
        {can('admin:tags:list') ? <Tabs.Tab value="tags">{t('blog.tabs.tags')}</Tabs.Tab> : null}
      </Tabs.List>
    </Tabs>
  );
}
