/** Polish texts of the blog screens; the shape every language of this feature fills. */
export const pl = {
  blog: {
    tabs: { label: 'Blog', posts: 'Wpisy', tags: 'Tagi' },
    list: {
      title: 'Blog',
      create: 'Dodaj wpis',
      searchPlaceholder: 'Tytuł, slug lub autor…',
      notFound: 'Nie znaleziono wpisów.',
    },
    fields: {
      isVisible: 'Widoczny',
      publishedAt: 'Data publikacji',
      image: 'Zdjęcie',
      position: 'Pozycja',
      author: 'Autor',
      slug: 'Slug',
      slugHint: 'Tworzony z tytułu, dopóki nie zmienisz go ręcznie',
      tags: 'Tagi',
      tagsPlaceholder: 'Wybierz tagi',
      noTags: 'Brak takiego tagu',
      title: 'Tytuł',
      description: 'Opis',
      content: 'Treść',
      seoTitle: 'Tytuł SEO',
      seoDescription: 'Opis SEO',
    },
    seo: {
      counter: '{{count}} / {{limit}} znaków',
      preview: 'Podgląd wyniku wyszukiwania ({{language}})',
      noTitle: 'Bez tytułu',
    },
    form: {
      createTitle: 'Nowy wpis',
      editTitle: 'Edycja wpisu',
      tabMain: 'Główne',
      tabContent: 'Treść',
      tabSeo: 'SEO',
    },
    delete: {
      message: 'Czy na pewno chcesz usunąć wpis „{{title}}”?',
    },
    tags: {
      title: 'Tagi bloga',
      create: 'Dodaj tag',
      createTitle: 'Nowy tag',
      editTitle: 'Edycja tagu',
      searchPlaceholder: 'Nazwa tagu…',
      notFound: 'Nie znaleziono tagów.',
      delete: 'Czy na pewno chcesz usunąć tag „{{name}}”?',
      deleteUsed:
        'Czy na pewno chcesz usunąć tag „{{name}}”? Zostanie zdjęty z wpisów (liczba wpisów: {{count}}).',
    },
    tagFields: {
      name: 'Nazwa',
      namePl: 'Nazwa polska',
      nameEn: 'Nazwa angielska',
      postCount: 'Wpisy',
    },
  },
};

export type BlogCatalogue = typeof pl;
