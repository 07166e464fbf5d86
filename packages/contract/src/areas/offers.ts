import { CRUD_ACTIONS, CRUD_AUDIT_WRITES, defineArea, type AreaPaths } from '../area.js';

export const offersPaths = {
  api: '/admin/offer',
  routes: {
    list: { path: '/pages', permission: 'admin:offer:list' },
    create: { path: '/pages/create', permission: 'admin:offer:create' },
    record: { path: '/pages/:id/edit', permission: 'admin:offer:get' },
  },
} as const satisfies AreaPaths;

/** REQ-OFFER-1 and the offer editor, with clone and revalidation (REQ-OFFER-9, REQ-OFFER-10). */
export const offersArea = defineArea({
  permissionArea: 'offer',
  paths: offersPaths,
  label: { pl: 'Oferty', en: 'Offers' },
  actions: [...CRUD_ACTIONS, 'clone', 'revalidate', 'export'],
  errors: {
    OFFER_NOT_EXISTS: { pl: 'Oferta nie istnieje.', en: 'The offer does not exist.' },
    OFFER_SLUG_NOT_EXISTS: {
      pl: 'Oferta o takim slugu nie istnieje.',
      en: 'No offer has this slug.',
    },
    OFFER_NOT_VISIBLE: { pl: 'Oferta nie jest widoczna.', en: 'The offer is not visible.' },
    SLUG_NOT_UNIQUE: { pl: 'Taki slug już istnieje.', en: 'This slug is already taken.' },
    INVESTMENT_END_BEFORE_START: {
      pl: 'Inwestycja nie może zakończyć się przed rozpoczęciem.',
      en: 'The investment cannot end before it starts.',
    },
    SERIES_NOT_EXISTS: { pl: 'Seria nie istnieje.', en: 'The series does not exist.' },
    REVALIDATION_FAILED: {
      pl: 'Strona publiczna nie przyjęła odświeżenia. Spróbuj ponownie później.',
      en: 'The public site did not accept the revalidation. Try again later.',
    },
    REVALIDATION_TIMEOUT: {
      pl: 'Strona publiczna nie odpowiedziała na czas. Spróbuj ponownie później.',
      en: 'The public site did not answer in time. Try again later.',
    },
    INVALID_NUMBER: {
      pl: 'Podaj liczbę z najwyżej dwoma miejscami po przecinku.',
      en: 'Enter a number with at most two decimal places.',
    },
    INVALID_DATE: { pl: 'Podaj poprawną datę.', en: 'Enter a valid date.' },
    // the Sections page builder (offer-sections.ts)
    ELEMENT_TYPE_IS_REQUIRED: { pl: 'Wybierz typ elementu.', en: 'Choose the element type.' },
    INVALID_COLOR: { pl: 'Podaj kolor w postaci #RRGGBB.', en: 'Enter a colour as #RRGGBB.' },
    INVALID_GRID_SPAN: {
      pl: 'Szerokość musi wynosić od 1 do 12 kolumn.',
      en: 'The width must be 1 to 12 columns.',
    },
    INVALID_ZOOM: {
      pl: 'Powiększenie musi wynosić od 15 do 18.',
      en: 'The zoom must be 15 to 18.',
    },
    INVALID_ELEMENT_ID: {
      pl: 'Identyfikator musi zaczynać się literą i zawierać tylko litery, cyfry, - i _.',
      en: 'The id must start with a letter and hold only letters, digits, - and _.',
    },
    INVALID_YOUTUBE_URL: {
      pl: 'Podaj link do filmu w YouTube.',
      en: 'Enter a YouTube video link.',
    },
    URL_MUST_BE_HTTPS: {
      pl: 'Adres musi zaczynać się od https://.',
      en: 'The address must start with https://.',
    },
    TOO_MANY_IMAGES: {
      pl: 'Nagłówek może mieć najwyżej 3 zdjęcia.',
      en: 'A page header takes at most 3 images.',
    },
    TOO_MANY_ITEMS: {
      pl: 'Galeria może mieć najwyżej 5 elementów.',
      en: 'A gallery takes at most 5 items.',
    },
    TOO_MANY_ELEMENTS: {
      pl: 'Strona oferty może mieć najwyżej 2000 elementów.',
      en: 'An offer page takes at most 2,000 elements.',
    },
    CELLS_DO_NOT_MATCH_COLUMNS: {
      pl: 'Liczba komórek wiersza musi być równa liczbie kolumn.',
      en: 'A row must have one cell per column.',
    },
    ADDRESS_EMPTY: { pl: 'Podaj adres.', en: 'Enter an address.' },
    ADDRESS_INVALID: { pl: 'Nie znaleziono takiego adresu.', en: 'No such address was found.' },
    // the address lookup: 502 not configured or failing, 504 too slow (never the maintenance 503)
    GEOCODER_NOT_CONFIGURED: {
      pl: 'Wyszukiwanie adresów nie jest skonfigurowane. Wpisz szerokość i długość geograficzną albo kliknij na mapie.',
      en: 'No address lookup is configured. Type the latitude and longitude, or click the map.',
    },
    GEOCODER_UNAVAILABLE: {
      pl: 'Wyszukiwanie adresów nie działa w tej chwili. Spróbuj później albo wpisz szerokość i długość geograficzną.',
      en: 'The address lookup is not working right now. Try again later, or type the latitude and longitude.',
    },
    GEOCODER_TIMEOUT: {
      pl: 'Wyszukiwanie adresów nie odpowiedziało na czas. Spróbuj ponownie albo wpisz szerokość i długość geograficzną.',
      en: 'The address lookup did not answer in time. Try again, or type the latitude and longitude.',
    },
  },
  group: 'content',
  takesFiles: true,
  sidebar: [
    {
      section: 'menu.section.investments',
      title: 'menu.offers',
      icon: 'IconBuildingSkyscraper',
      route: 'list',
    },
  ],
  columns: {
    position: { header: { pl: 'Pozycja', en: 'Position' } },
    title: { header: { pl: 'Tytuł', en: 'Title' } },
    slug: { header: { pl: 'Slug', en: 'Slug' } },
    investmentStart: { header: { pl: 'Początek inwestycji', en: 'Investment start' } },
    investmentEnd: { header: { pl: 'Koniec inwestycji', en: 'Investment end' } },
    isOpen: { header: { pl: 'Otwarta', en: 'Open' } },
    isVisible: { header: { pl: 'Widoczna', en: 'Visible' } },
  },
  audit: [
    {
      entityType: 'offer',
      name: { pl: 'Oferta', en: 'Offer' },
      of: { pl: 'oferty', en: 'offer' },
      one: { pl: 'ofertę', en: 'offer' },
      writes: CRUD_AUDIT_WRITES,
      actions: {
        clone: { pl: 'Sklonowanie oferty', en: 'Offer cloned' },
        /** a call to the public site's webhook; `after` holds the slugs and the outcome */
        revalidate: { pl: 'Odświeżenie strony publicznej', en: 'Public site revalidated' },
      },
    },
  ],
});
