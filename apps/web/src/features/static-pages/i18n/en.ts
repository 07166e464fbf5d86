import type { StaticPagesCatalogue } from './pl';

export const en: StaticPagesCatalogue = {
  staticPages: {
    list: {
      title: 'Static pages',
      create: 'Add page',
      searchPlaceholder: 'Title or slug…',
      notFound: 'No pages found.',
    },
    fields: {
      active: 'Active',
      slug: 'Slug',
      title: 'Title',
      subTitle: 'Subtitle',
      content: 'Content',
      seoTitle: 'SEO title',
      seoDescription: 'SEO description',
      image: 'Image',
      attachments: 'Attachments',
    },
    form: {
      createTitle: 'New page',
      editTitle: 'Edit page',
    },
    delete: {
      message: 'Are you sure you want to delete page {{title}}?',
    },
  },
};
