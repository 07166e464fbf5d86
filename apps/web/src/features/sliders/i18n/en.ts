import type { SlidersCatalogue } from './pl';

export const en: SlidersCatalogue = {
  sliders: {
    list: {
      title: 'Sliders',
      create: 'Add slide',
      searchPlaceholder: 'Slide name…',
      notFound: 'No slides found.',
    },
    fields: {
      position: 'Position',
      active: 'Active',
      name: 'Name',
      content: 'Content',
      guestButtonLabel: 'Guest button label',
      guestButtonUrl: 'Guest button URL',
      loggedUserButtonLabel: 'Signed-in user button label',
      loggedUserButtonUrl: 'Signed-in user button URL',
      urlHint: 'A path on the site (/offers) or an http(s):// address',
      image: 'Image',
    },
    form: {
      createTitle: 'New slide',
      editTitle: 'Edit slide',
      buttons: 'Buttons',
    },
    delete: {
      message: 'Are you sure you want to delete the slide "{{name}}"?',
    },
  },
};
