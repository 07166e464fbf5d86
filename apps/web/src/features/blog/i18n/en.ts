import type { BlogCatalogue } from './pl';

export const en: BlogCatalogue = {
  blog: {
    tabs: { label: 'Blog', posts: 'Posts', tags: 'Tags' },
    list: {
      title: 'Blog',
      create: 'Add post',
      searchPlaceholder: 'Title, slug or author…',
      notFound: 'No posts found.',
    },
    fields: {
      isVisible: 'Visible',
      publishedAt: 'Published at',
      image: 'Image',
      position: 'Position',
      author: 'Author',
      slug: 'Slug',
      slugHint: 'Made from the title until you change it by hand',
      tags: 'Tags',
      tagsPlaceholder: 'Choose tags',
      noTags: 'No such tag',
      title: 'Title',
      description: 'Description',
      content: 'Content',
      seoTitle: 'SEO title',
      seoDescription: 'SEO description',
    },
    seo: {
      counter: '{{count}} / {{limit}} characters',
      preview: 'Search result preview ({{language}})',
      noTitle: 'Untitled',
    },
    form: {
      createTitle: 'New post',
      editTitle: 'Edit post',
      tabMain: 'Main',
      tabContent: 'Content',
      tabSeo: 'SEO',
    },
    delete: {
      message: 'Are you sure you want to delete the post "{{title}}"?',
    },
    tags: {
      title: 'Blog tags',
      create: 'Add tag',
      createTitle: 'New tag',
      editTitle: 'Edit tag',
      searchPlaceholder: 'Tag name…',
      notFound: 'No tags found.',
      delete: 'Are you sure you want to delete the tag "{{name}}"?',
      deleteUsed:
        'Are you sure you want to delete the tag "{{name}}"? It will be taken off its posts (posts: {{count}}).',
    },
    tagFields: {
      name: 'Name',
      namePl: 'Polish name',
      nameEn: 'English name',
      postCount: 'Posts',
    },
  },
};
