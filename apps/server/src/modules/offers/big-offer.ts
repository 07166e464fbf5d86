import {
  defaultElementContent,
  newElementCommon,
  tableFromTemplate,
  type ElementType,
  type OfferSectionInput,
} from '@backoffice/contract';
import { OFFER_DEFAULTS, type CreateOffer } from '@backoffice/contract/offers';

/**
 * The size budget of REQ-PERF-5: an offer of 100 sections × 10 elements of mixed types, with text
 * in every field a keystroke benchmark may type into (`npm run seed:big-offer`, the server tests
 * and `npm run bench:editor` use it). No images: they would need uploads, and the editor's cost
 * does not depend on them.
 */
const MIX: ElementType[] = [
  'text',
  'pageHeader',
  'grid',
  'table',
  'counter',
  'timeline',
  'map',
  'contactForm',
  'pieChart',
  'successStory',
];

const both = (text: string) => ({ pl: text, en: text });

function contentOf(type: ElementType, label: string) {
  switch (type) {
    case 'text':
      return { content: both(`<p>${label}: opis inwestycji, lokalizacja i harmonogram.</p>`) };
    case 'pageHeader':
      return {
        ...defaultElementContent('pageHeader'),
        title: both(label),
        content: both(`<p>${label}</p>`),
        buttons: [
          {
            label: both('Zainwestuj'),
            url: both('/zainwestuj'),
            target: '_self',
            icon: '',
            cssClasses: ['btn-primary'],
          },
        ],
      };
    case 'grid':
      return {
        ...defaultElementContent('grid'),
        subtitle: both(label),
        items: [1, 2, 3].map((n) => ({
          grid: { desktop: 4, tablet: 6, mobile: 12 },
          target: '',
          url: both(''),
          title: both(`${label} – kafel ${n}`),
          content: both(`<p>Kafel ${n}</p>`),
          file: null,
          buttons: [],
        })),
      };
    case 'table':
      return { ...tableFromTemplate('technologies'), subtitle: both(label) };
    case 'counter':
      return {
        animationDuration: 1,
        elements: [
          { countFrom: 0, countTo: 120, color: '#615FCF', prefix: '', label: both('mieszkań') },
          { countFrom: 0, countTo: 8, color: '#7B61E8', prefix: '%', label: both('zwrotu') },
        ],
      };
    case 'timeline':
      return {
        elements: [
          { label: both('Start'), content: both(label), date: '2026-01-15', current: false },
          { label: both('Budowa'), content: both(label), date: '2026-06-01', current: true },
        ],
      };
    case 'map':
      return { ...defaultElementContent('map'), address: both('Rynek Główny 1, Kraków') };
    case 'contactForm':
      return { codeName: 'contact', title: both(label) };
    case 'pieChart':
      return {
        items: [
          { value: 60, color: '#CDCBFF', label: both('Mieszkania') },
          { value: 40, color: '#615FCF', label: both('Lokale') },
        ],
      };
    default:
      return { ...defaultElementContent(type), description: both(label) };
  }
}

export function bigOfferSections(sections = 100, perSection = 10): OfferSectionInput[] {
  return Array.from({ length: sections }, (_, i) => ({
    elements: Array.from({ length: perSection }, (_, j) => {
      const type = MIX[j % MIX.length] as ElementType;
      const label = `Sekcja ${i + 1}, element ${j + 1}`;
      return {
        ...newElementCommon(),
        title: both(label),
        type,
        content: contentOf(type, label),
      } as OfferSectionInput['elements'] extends (infer E)[] | undefined ? E : never;
    }),
  }));
}

export function bigOfferInput(slug = 'duza-oferta'): CreateOffer['data'] {
  return {
    // the form's own defaults (contract), then what makes this offer itself
    ...OFFER_DEFAULTS,
    noRobots: true,
    title: { pl: 'Duża oferta (1000 elementów)', en: 'Big offer (1,000 elements)' },
    slug: { pl: slug, en: '' },
    seoTitle: both('Duża oferta'),
    seoDescription: both('Oferta do pomiarów edytora sekcji'),
    investmentStart: '2026-01-01',
    investmentEnd: '2026-12-31',
    offerProperties: [],
    offerBadges: [],
    offerDescriptions: [],
    offerAgreements: [],
    offerAttachments: [],
    offerSections: bigOfferSections() as CreateOffer['data']['offerSections'],
  };
}
