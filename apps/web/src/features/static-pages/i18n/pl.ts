/** Polish texts of the static-page screens; the shape every language of this feature fills. */
export const pl = {
  staticPages: {
    list: {
      title: 'Strony statyczne',
      create: 'Dodaj stronę',
      searchPlaceholder: 'Tytuł lub slug…',
      notFound: 'Nie znaleziono stron.',
    },
    fields: {
      active: 'Aktywna',
      slug: 'Slug',
      title: 'Tytuł',
      subTitle: 'Podtytuł',
      content: 'Treść',
      seoTitle: 'Tytuł SEO',
      seoDescription: 'Opis SEO',
      image: 'Zdjęcie',
      attachments: 'Załączniki',
    },
    form: {
      createTitle: 'Nowa strona',
      editTitle: 'Edycja strony',
    },
    delete: {
      message: 'Czy na pewno chcesz usunąć stronę {{title}}?',
    },
  },
};

export type StaticPagesCatalogue = typeof pl;
