import type { FaqCatalogue } from './pl';

export const en: FaqCatalogue = {
  faq: {
    list: {
      title: 'FAQ',
      create: 'Add question',
      homepage: 'Homepage',
      searchPlaceholder: 'Question or answer…',
      notFound: 'No FAQ entries found.',
    },
    fields: {
      position: 'Position',
      isFeatured: 'Featured',
      isFeaturedHint: 'Shown on the homepage.',
      active: 'Active',
      question: 'Question',
      answer: 'Answer',
    },
    form: {
      createTitle: 'New FAQ entry',
      editTitle: 'Edit FAQ entry',
    },
    delete: {
      message: 'Are you sure you want to delete the question "{{question}}"?',
    },
  },
};
