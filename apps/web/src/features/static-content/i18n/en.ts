import type { StaticContentCatalogue } from './pl';

export const en: StaticContentCatalogue = {
  staticContent: {
    list: {
      title: 'Static content',
      name: 'Name',
      type: 'Type',
      key: 'Key',
      open: 'Open',
      empty: 'This collection is empty.',
      notFound: 'This collection was not found.',
      noAccess: 'You have no permission to open elements',
      goBack: 'Go back',
    },
    types: {
      collection: 'Collection',
      text: 'Text',
      image: 'Image',
      richText: 'Rich text',
    },
    fields: {
      content: 'Content',
      alt: 'Image alternative text',
      altHint: 'Describes the image for screen readers.',
      image: 'Image',
      polishOnly: 'Static content is in Polish only.',
    },
    form: {
      editTitle: 'Edit: {{name}}',
    },
  },
};
