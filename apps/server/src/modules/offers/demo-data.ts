import { eq } from 'drizzle-orm';
import {
  newElementCommon,
  offerSectionsInputSchema,
  slugify,
  tableFromTemplate,
} from '@backoffice/contract';
import type { Db } from '../../core/db/database.js';
import { demoImage } from '../../core/files/demo-image.js';
import { storeFile } from '../../core/files/service.js';
import type { SeedContext } from '../../core/module.js';
import { users } from '../../db/schema/index.js';
import { orders } from '../money/orders/schema.js';
import { series } from '../series/schema.js';
import {
  offer,
  offerAgreement,
  offerAttachment,
  offerBadge,
  offerDescription,
  offerProperty,
} from './schema.js';
import { saveSections } from './sections.js';

type Pair = [string, string];
const SYSTEM = { id: null, email: null, ip: null };
const t = ([pl, en]: Pair) => ({ pl, en });

interface DemoOffer {
  title: Pair;
  type: Pair;
  address: string;
  /** days from the seed's today */
  start: number;
  end: number;
  totalCost: string;
  costPerStock: string;
  debt: string;
  returnPct: string;
  capRate: string;
  minStock: number;
  /**
   * What the offer raises from investors (its investors' equity): the dashboard's "raised
   * against target". The demo orders raise a different share of each, from none to sold out.
   */
  target: string;
  tenants: Pair;
  series: string | null;
  colours: [string, string];
  open: boolean;
  visible: boolean;
  area: string;
}

/** Eight Polish property projects; the series names are the ones the series area seeds. */
const OFFERS: DemoOffer[] = [
  {
    title: ['Apartamenty Zabłocie', 'Zabłocie Apartments'],
    type: ['Mieszkania na wynajem', 'Build-to-rent apartments'],
    address: 'ul. Lipowa 12, 30-702 Kraków',
    start: -30,
    end: 60,
    totalCost: '48500000.00',
    costPerStock: '500.00',
    debt: '21000000.00',
    returnPct: '8.50',
    capRate: '5.75',
    minStock: 10,
    target: '200000.00',
    tenants: ['Najemcy indywidualni, 142 lokale', 'Private tenants, 142 flats'],
    series: 'Seria A – Kraków Zabłocie',
    colours: ['#1864ab', '#74c0fc'],
    open: true,
    visible: true,
    area: '8 950 m²',
  },
  {
    title: ['Wrocław Logistics Park', 'Wrocław Logistics Park'],
    type: ['Park logistyczny', 'Logistics park'],
    address: 'Bielany Wrocławskie, ul. Logistyczna 4, 55-040 Kobierzyce',
    start: -90,
    end: 30,
    totalCost: '126000000.00',
    costPerStock: '1000.00',
    debt: '70000000.00',
    returnPct: '9.20',
    capRate: '6.50',
    minStock: 5,
    target: '150000.00',
    tenants: ['Operatorzy e-commerce i 3PL', 'E-commerce and 3PL operators'],
    series: 'Seria A – Wrocław Logistics Park',
    colours: ['#e67700', '#ffe066'],
    open: true,
    visible: true,
    area: '42 000 m²',
  },
  {
    title: ['Hotel Motława', 'Motława Hotel'],
    type: ['Hotel', 'Hotel'],
    address: 'ul. Chmielna 20, 80-748 Gdańsk',
    start: -200,
    end: -20,
    totalCost: '64000000.00',
    costPerStock: '750.00',
    debt: '30000000.00',
    returnPct: '10.10',
    capRate: '7.00',
    minStock: 4,
    target: '750000.00',
    tenants: ['Operator hotelowy (umowa na 20 lat)', 'Hotel operator (20-year lease)'],
    series: 'Seria A – Gdańsk Hotel Motława',
    colours: ['#0b7285', '#99e9f2'],
    open: false,
    visible: true,
    area: '11 300 m²',
  },
  {
    title: ['Mokotów Biura', 'Mokotów Offices'],
    type: ['Biurowiec klasy A', 'Grade A office building'],
    address: 'ul. Domaniewska 41, 02-672 Warszawa',
    start: 0,
    end: 120,
    totalCost: '98000000.00',
    costPerStock: '1000.00',
    debt: '52000000.00',
    returnPct: '7.40',
    capRate: '5.90',
    minStock: 5,
    target: '180000.00',
    tenants: ['Firmy IT i usług biznesowych', 'IT and business-services firms'],
    series: 'Seria A – Warszawa Mokotów Biura',
    colours: ['#364fc7', '#bac8ff'],
    open: true,
    visible: true,
    area: '18 600 m²',
  },
  {
    title: ['Zabłocie Etap II', 'Zabłocie Phase II'],
    type: ['Mieszkania na wynajem', 'Build-to-rent apartments'],
    address: 'ul. Przemysłowa 5, 30-701 Kraków',
    start: 45,
    end: 180,
    totalCost: '52000000.00',
    costPerStock: '500.00',
    debt: '24000000.00',
    returnPct: '8.20',
    capRate: '5.60',
    minStock: 10,
    target: '300000.00',
    tenants: ['Najemcy indywidualni, 156 lokali', 'Private tenants, 156 flats'],
    series: 'Seria B – Kraków Zabłocie',
    colours: ['#2b8a3e', '#b2f2bb'],
    open: true,
    visible: false,
    area: '9 700 m²',
  },
  {
    title: ['Poznań Retail Park', 'Poznań Retail Park'],
    type: ['Park handlowy', 'Retail park'],
    address: 'ul. Głogowska 432, 60-004 Poznań',
    start: -10,
    end: 90,
    totalCost: '37500000.00',
    costPerStock: '250.00',
    debt: '15000000.00',
    returnPct: '8.90',
    capRate: '7.25',
    minStock: 20,
    target: '500000.00',
    tenants: [
      'Sieci handlowe: spożywcza, RTV, drogeria',
      'Grocery, electronics and drugstore chains',
    ],
    series: null,
    colours: ['#c92a2a', '#ffa8a8'],
    open: true,
    visible: true,
    area: '14 200 m²',
  },
  {
    title: ['Łódź Manufaktura Lofts', 'Łódź Manufaktura Lofts'],
    type: ['Lofty w rewitalizowanej fabryce', 'Lofts in a regenerated mill'],
    address: 'ul. Ogrodowa 17, 91-065 Łódź',
    start: -60,
    end: 15,
    totalCost: '29000000.00',
    costPerStock: '500.00',
    debt: '11000000.00',
    returnPct: '9.60',
    capRate: '6.10',
    minStock: 6,
    target: '240000.00',
    tenants: ['Najem krótko- i długoterminowy', 'Short- and long-term lets'],
    series: null,
    colours: ['#862e9c', '#e599f7'],
    open: true,
    visible: true,
    area: '6 400 m²',
  },
  {
    title: ['Sopot Residence', 'Sopot Residence'],
    type: ['Apartamenty wakacyjne', 'Holiday apartments'],
    address: 'ul. Powstańców Warszawy 10, 81-718 Sopot',
    start: 90,
    end: 240,
    totalCost: '41000000.00',
    costPerStock: '1000.00',
    debt: '17500000.00',
    returnPct: '7.90',
    capRate: '5.40',
    minStock: 3,
    target: '1000000.00',
    tenants: ['Operator najmu wakacyjnego', 'Holiday-let operator'],
    series: null,
    colours: ['#5c940d', '#d8f5a2'],
    open: false,
    visible: false,
    area: '5 100 m²',
  },
];

const DAY = 24 * 60 * 60 * 1000;

/**
 * An amount (a decimal string, never a float) as each language writes money: `48 500 000,00 zł`
 * and `PLN 48,500,000.00`.
 */
export function formatMoney(amount: string, language: 'pl' | 'en'): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  const cents = fraction.padEnd(2, '0').slice(0, 2);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, language === 'pl' ? '\u00a0' : ',');
  return language === 'pl' ? `${grouped},${cents}\u00a0zł` : `PLN ${grouped}.${cents}`;
}
const money = (amount: string): Pair => [formatMoney(amount, 'pl'), formatMoney(amount, 'en')];
/** `a − b − c` on whole-cent integers: amounts never pass through floats. */
function subtract(a: string, b: string, c: string): string {
  const cents = (v: string) => {
    const [whole = '0', fraction = ''] = v.split('.');
    return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  };
  const left = cents(a) - cents(b) - cents(c);
  return `${left / 100n}.${String(left % 100n).padStart(2, '0')}`;
}
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Eight offers with every list, pictures generated now, and a few orders. The series area
 * seeds the series; offers link to them by name when they exist (this module seeds after it).
 * The Gdańsk series is sold out: its completed orders add up to its share limit.
 */
/** The pictures the first offer's showcase sections use besides the offer's own. */
interface ShowcaseImages {
  gallery: string[];
  story: string;
}

/**
 * The Sections tab of each demo offer: a header with the offer's picture and a button, a text,
 * the figures as counters, the timeline and the map at the address. The first offer shows
 * every one of the builder's fifteen element types (`ELEMENT_TYPES`; test/seed.test.ts checks
 * it): also a table, a pie and a bar chart, a tile grid, a success story, a gallery, a picture,
 * a film, the surroundings in a frame and a contact form.
 */
function demoSections(
  demo: (typeof OFFERS)[number],
  imageFileId: string,
  index: number,
  showcase: ShowcaseImages | null,
) {
  const both = (pl: string, en: string) => ({ pl, en });
  const el = (type: string, title: [string, string], content: object, extra: object = {}) => ({
    ...newElementCommon(),
    title: both(...title),
    type,
    content,
    ...extra,
  });
  const sections = [
    {
      elements: [
        el('pageHeader', [demo.title[0], demo.title[1]], {
          title: both(demo.title[0], demo.title[1]),
          content: both(
            `<p>${demo.type[0]} – ${demo.address}.</p>`,
            `<p>${demo.type[1]} – ${demo.address}.</p>`,
          ),
          buttons: [{ label: both('Zainwestuj', 'Invest'), url: both('/zainwestuj', '/invest') }],
          images: [{ file: { fileId: imageFileId } }],
        }),
        el('text', ['O inwestycji', 'About the investment'], {
          content: both(
            `<p>Najemcy: ${demo.tenants[0].toLowerCase()}. Powierzchnia ${demo.area}.</p>`,
            `<p>Tenants: ${demo.tenants[1].toLowerCase()}. Floor area ${demo.area}.</p>`,
          ),
        }),
      ],
    },
    {
      elements: [
        el(
          'counter',
          ['W liczbach', 'In figures'],
          {
            elements: [
              {
                countTo: Number(demo.returnPct.split('.')[0]),
                label: both('% zwrotu rocznie', '% return a year'),
                color: '#615FCF',
              },
              {
                countTo: demo.minStock,
                label: both('udziałów minimum', 'shares minimum'),
                color: '#7B61E8',
              },
            ],
          },
          { grid: { desktop: 6, tablet: 12, mobile: 12 } },
        ),
        el(
          'timeline',
          ['Harmonogram', 'Schedule'],
          {
            elements: [
              {
                label: both('Zapisy', 'Subscriptions'),
                content: both('Zbieramy zapisy inwestorów.', 'Investors subscribe.'),
                current: true,
              },
              {
                label: both('Zakup', 'Purchase'),
                content: both('Spółka kupuje nieruchomość.', 'The company buys the property.'),
              },
              { label: both('Wypłaty', 'Payouts'), content: both('Co kwartał.', 'Every quarter.') },
            ],
          },
          { grid: { desktop: 6, tablet: 12, mobile: 12 } },
        ),
        el('map', ['Lokalizacja', 'Location'], { address: both(demo.address, demo.address) }),
      ],
    },
  ];
  if (index === 0 && showcase) sections.push(...showcaseSections(demo, imageFileId, showcase));
  return offerSectionsInputSchema.parse(sections);
}

/** The first offer's further sections: the element types the others do not use. */
function showcaseSections(
  demo: (typeof OFFERS)[number],
  imageFileId: string,
  images: ShowcaseImages,
) {
  const both = (pl: string, en: string) => ({ pl, en });
  const el = (type: string, title: [string, string], content: object, extra: object = {}) => ({
    ...newElementCommon(),
    title: both(...title),
    type,
    content,
    ...extra,
  });
  const half = { grid: { desktop: 6, tablet: 12, mobile: 12 } };
  const tile = (title: Pair, content: Pair, url: Pair) => ({
    grid: { desktop: 4, tablet: 6, mobile: 12 },
    target: '_self',
    url: both(...url),
    title: both(...title),
    content: both(`<p>${content[0]}</p>`, `<p>${content[1]}</p>`),
    file: null,
    buttons: [],
  });
  return [
    {
      elements: [
        el('grid', ['Dlaczego Zabłocie', 'Why Zabłocie'], {
          subtitle: both('Trzy powody, dla których ta lokalizacja się broni', 'Three reasons'),
          layout: 'GRID_TILES',
          defaultGrid: { desktop: 4, tablet: 6, mobile: 12 },
          items: [
            tile(
              ['Komunikacja', 'Transport'],
              [
                'Tramwaj i kolej aglomeracyjna w 5 minut pieszo; Rynek Główny 15 minut.',
                'Tram and commuter rail 5 minutes on foot; the Main Square 15 minutes away.',
              ],
              ['/oferty/apartamenty-zablocie#lokalizacja', '/offers/zablocie-apartments#location'],
            ),
            tile(
              ['Popyt na najem', 'Rental demand'],
              [
                'Obłożenie mieszkań na wynajem w Podgórzu przekracza 96% od 2022 roku.',
                'Rental occupancy in Podgórze has been above 96% since 2022.',
              ],
              ['', ''],
            ),
            tile(
              ['Operator', 'Operator'],
              [
                'Budynkiem zarządza operator z 12-letnim doświadczeniem w najmie instytucjonalnym.',
                'The building is run by an operator with 12 years in institutional lettings.',
              ],
              ['', ''],
            ),
          ],
        }),
      ],
    },
    {
      elements: [
        el(
          'table',
          ['Technologie budynku', 'Building technology'],
          tableFromTemplate('technologies'),
        ),
        el(
          'pieChart',
          ['Struktura finansowania', 'Financing structure'],
          {
            items: [
              { value: 43, color: '#CDCBFF', label: both('Kredyt bankowy', 'Bank loan') },
              {
                value: 45,
                color: '#9E87F8',
                label: both('Kapitał dewelopera', "Developer's equity"),
              },
              {
                value: 12,
                color: '#615FCF',
                label: both('Inwestorzy platformy', 'Platform investors'),
              },
            ],
          },
          half,
        ),
        el(
          'barChart',
          ['Przychody z najmu (mln zł)', 'Rental income (PLN million)'],
          {
            items: [
              { value: 3.1, color: '#CDCBFF', label: both('2026', '2026') },
              { value: 3.6, color: '#9E87F8', label: both('2027', '2027') },
              { value: 3.8, color: '#615FCF', label: both('2028', '2028') },
            ],
          },
          half,
        ),
      ],
    },
    {
      elements: [
        el('successStory', ['Zrealizowana inwestycja', 'A completed investment'], {
          file: { fileId: images.story },
          description: both(
            'Kamienica przy ul. Józefińskiej 14 w Krakowie: 38 inwestorów, 24 mieszkania, sprzedaż po czterech latach z zyskiem 41%.',
            'The tenement at 14 Józefińska Street in Kraków: 38 investors, 24 flats, sold after four years at a 41% gain.',
          ),
          tags: [{ name: both('Kraków', 'Kraków') }, { name: both('Zakończona', 'Completed') }],
          items: [
            {
              title: both('Wpłacony kapitał', 'Capital raised'),
              description: both(...money('1250000.00')),
            },
            {
              title: both('Wypłacone dywidendy', 'Dividends paid'),
              description: both(...money('212400.00')),
            },
          ],
        }),
        el('gallery', ['Galeria', 'Gallery'], {
          layout: 'DEFAULT',
          items: images.gallery.map((fileId, n) => ({
            title: both(...(GALLERY_CAPTIONS[n % GALLERY_CAPTIONS.length] as Pair)),
            description: both('', ''),
            file: { fileId },
          })),
        }),
        el(
          'image',
          ['Wizualizacja elewacji', 'Facade visualisation'],
          {
            file: { fileId: imageFileId },
            alt: both(
              `${demo.title[0]}: wizualizacja elewacji od strony ul. Lipowej`,
              `${demo.title[1]}: the facade seen from Lipowa Street`,
            ),
          },
          half,
        ),
        el(
          'youtube',
          ['Film z budowy', 'Construction film'],
          {
            label: both('Film z placu budowy', 'Film from the building site'),
            autoPlay: false,
            url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
          },
          half,
        ),
        el('iframe', ['Okolica na mapie', 'The neighbourhood on a map'], {
          title: both('Zabłocie na mapie OpenStreetMap', 'Zabłocie on OpenStreetMap'),
          url: 'https://www.openstreetmap.org/export/embed.html?bbox=19.951%2C50.045%2C19.971%2C50.055&layer=mapnik',
        }),
        el('contactForm', ['Masz pytania?', 'Questions?'], {
          codeName: 'investor',
          title: both('Zapytaj o ofertę', 'Ask about the offer'),
        }),
      ],
    },
  ];
}

const GALLERY_CAPTIONS: Pair[] = [
  ['Dziedziniec', 'Courtyard'],
  ['Mieszkanie 2-pokojowe', 'Two-room flat'],
  ['Taras na dachu', 'Roof terrace'],
];

export async function seedOffersDemo(db: Db, { files }: SeedContext): Promise<void> {
  const now = files.clock.now().getTime();
  const seriesRows = await db.select().from(series);
  const seriesByName = new Map(seriesRows.map((s) => [s.name, s]));
  const prospectus = await storeFile(files, db, {
    content: Buffer.from(
      'Prospekt informacyjny — dokument demonstracyjny.\nInformation memorandum — demo document.\n',
    ),
    fileName: 'prospekt-informacyjny.txt',
    kind: 'file',
    actor: SYSTEM,
  });
  const offerIds = new Map<string, number>();
  const picture = (fileName: string, title: string, colours: [string, string]) =>
    demoImage(db, files, { fileName, title, colours });
  const showcase: ShowcaseImages = {
    gallery: [
      await picture('galeria-1.png', 'Dziedziniec', ['#1864ab', '#a5d8ff']),
      await picture('galeria-2.png', 'Mieszkanie', ['#0b7285', '#c5f6fa']),
      await picture('galeria-3.png', 'Taras', ['#5f3dc4', '#d0bfff']),
    ],
    story: await picture('jozefinska-14.png', 'Józefińska 14', ['#862e9c', '#fcc2d7']),
  };
  for (const [index, demo] of OFFERS.entries()) {
    const imageFileId = await demoImage(db, files, {
      fileName: `offer-${index + 1}.png`,
      title: demo.title[0],
      colours: demo.colours,
    });
    const linked = demo.series ? (seriesByName.get(demo.series) ?? null) : null;
    const [row] = await db
      .insert(offer)
      .values({
        position: index + 1,
        isOpen: demo.open,
        isVisible: demo.visible,
        noRobots: !demo.visible,
        title: t(demo.title),
        slugPl: slugify(demo.title[0]),
        slugEn:
          slugify(demo.title[1]) === slugify(demo.title[0])
            ? `${slugify(demo.title[1])}-en`
            : slugify(demo.title[1]),
        seoTitle: { pl: `${demo.title[0]} – inwestycja`, en: `${demo.title[1]} – investment` },
        seoDescription: {
          pl: `${demo.type[0]}: ${demo.address}. Kup udziały od ${formatMoney(demo.costPerStock, 'pl')}.`,
          en: `${demo.type[1]}: ${demo.address}. Buy shares from ${formatMoney(demo.costPerStock, 'en')}.`,
        },
        mainDescription: {
          pl: `<p><strong>${demo.title[0]}</strong> to ${demo.type[0].toLowerCase()} o powierzchni ${demo.area}. Inwestorzy kupują udziały w spółce celowej, która jest właścicielem nieruchomości.</p>`,
          en: `<p><strong>${demo.title[1]}</strong> is a ${demo.type[1].toLowerCase()} project of ${demo.area}. Investors buy shares of the special-purpose company that owns the property.</p>`,
        },
        projectType: t(demo.type),
        templateName: index % 2 === 0 ? 'default' : 'wide',
        address: demo.address,
        investmentStart: isoDay(now + demo.start * DAY),
        investmentEnd: isoDay(now + demo.end * DAY),
        investmentReturn: demo.returnPct,
        redemptionCapRate: demo.capRate,
        totalCost: demo.totalCost,
        costPerStock: demo.costPerStock,
        debt: demo.debt,
        minStock: demo.minStock,
        // the capital stack adds up: bank loan + developer + the platform's investors
        developerEquity: subtract(demo.totalCost, demo.debt, demo.target),
        investorsEquity: demo.target,
        fixedInvestorsEquity: index === 2 ? demo.target : null,
        tenants: t(demo.tenants),
        seriesId: linked?.id ?? null,
        imageFileId,
      })
      .returning({ id: offer.id });
    if (!row) continue;
    offerIds.set(demo.title[0], row.id);
    const offerId = row.id;
    await saveSections(
      db,
      files,
      SYSTEM,
      offerId,
      demoSections(demo, imageFileId, index, index === 0 ? showcase : null),
      '',
    );
    await db.insert(offerProperty).values([
      {
        offerId,
        position: 1,
        name: t(['Powierzchnia', 'Floor area']),
        value: t([demo.area, demo.area]),
      },
      {
        offerId,
        position: 2,
        name: t(['Lokalizacja', 'Location']),
        value: t([demo.address, demo.address]),
      },
      {
        offerId,
        position: 3,
        name: t(['Stopa zwrotu', 'Expected return']),
        value: t([`${demo.returnPct.replace('.', ',')}% rocznie`, `${demo.returnPct}% a year`]),
      },
    ]);
    await db.insert(offerBadge).values([
      { offerId, position: 1, name: t(demo.open ? ['Otwarta', 'Open'] : ['Zamknięta', 'Closed']) },
      {
        offerId,
        position: 2,
        name: t([`Zysk ${demo.returnPct.replace('.', ',')}%`, `${demo.returnPct}% return`]),
      },
    ]);
    await db.insert(offerDescription).values([
      {
        offerId,
        position: 1,
        title: t(['O projekcie', 'About the project']),
        content: {
          pl: `<p>${demo.type[0]} w lokalizacji ${demo.address}. Najemcy: ${demo.tenants[0].toLowerCase()}.</p>`,
          en: `<p>${demo.type[1]} at ${demo.address}. Tenants: ${demo.tenants[1].toLowerCase()}.</p>`,
        },
      },
      {
        offerId,
        position: 2,
        title: t(['Finansowanie', 'Financing']),
        content: {
          pl: `<p>Koszt całkowity ${formatMoney(demo.totalCost, 'pl')}, w tym kredyt bankowy ${formatMoney(demo.debt, 'pl')}. Od inwestorów platformy zbieramy ${formatMoney(demo.target, 'pl')}, udział kosztuje ${formatMoney(demo.costPerStock, 'pl')}.</p>`,
          en: `<p>Total cost ${formatMoney(demo.totalCost, 'en')}, including a bank loan of ${formatMoney(demo.debt, 'en')}. The platform's investors are asked for ${formatMoney(demo.target, 'en')}; a share costs ${formatMoney(demo.costPerStock, 'en')}.</p>`,
        },
      },
    ]);
    await db.insert(offerAgreement).values([
      {
        offerId,
        position: 1,
        type: 'risk',
        target: 'order',
        required: true,
        content: {
          pl: '<p>Rozumiem ryzyko inwestycji w nieruchomości i mogę stracić część wpłaconych środków.</p>',
          en: '<p>I understand the risk of property investment and that I may lose part of my money.</p>',
        },
      },
      {
        offerId,
        position: 2,
        type: 'investment',
        target: 'order',
        required: true,
        content: {
          pl: '<p>Zapoznałem się z prospektem informacyjnym oferty.</p>',
          en: '<p>I have read the information memorandum of this offer.</p>',
        },
      },
    ]);
    await db.insert(offerAttachment).values([
      {
        offerId,
        position: 1,
        displayName: t(['Prospekt informacyjny', 'Information memorandum']),
        fileId: prospectus.id,
      },
      {
        offerId,
        position: 2,
        displayName: t(['Raport kwartalny (wkrótce)', 'Quarterly report (soon)']),
        fileId: null,
      },
    ]);
  }
  await seedOrders(db, seriesByName, offerIds, now);
}

/**
 * A mix of order statuses; the Gdańsk series' completed orders reach its share limit. On a fresh
 * database these are orders 1–11, the ones docs/samples/README.md names: the bank statement
 * samples pay the open transfers of orders 5 and 10, the money demo makes order 9 a paid order
 * rejected (its refund to send) and order 11 partly paid.
 */
async function seedOrders(
  db: Db,
  seriesByName: Map<string, typeof series.$inferSelect>,
  offerIds: Map<string, number>,
  now: number,
) {
  const investors = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.isAdmin, false))
    .orderBy(users.id)
    .limit(6);
  if (investors.length === 0) return;
  const investor = (n: number) => investors[n % investors.length]?.id ?? 0;
  const rows: (typeof orders.$inferInsert)[] = [];
  const add = (
    seriesName: string,
    offerTitle: string,
    status: 'new' | 'paid' | 'completed' | 'rejected',
    quantity: number,
    n: number,
    ageDays = (n + 1) * 3,
  ) => {
    const s = seriesByName.get(seriesName);
    const offerId = offerIds.get(offerTitle);
    if (!s || !offerId || quantity <= 0) return;
    // exact cents: price × quantity on integers
    const cents = BigInt(Math.round(Number(s.pricePerShare) * 100)) * BigInt(quantity);
    rows.push({
      userId: investor(n),
      offerId,
      seriesId: s.id,
      status,
      date: new Date(now - ageDays * DAY),
      dateCompleted: status === 'completed' ? new Date(now - (n + 1) * 2 * DAY) : null,
      dateRejected: status === 'rejected' ? new Date(now - (n + 1) * 2 * DAY) : null,
      pricePerShare: s.pricePerShare,
      quantity,
      totalAmount: `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`,
    });
  };
  const gdansk = seriesByName.get('Seria A – Gdańsk Hotel Motława');
  if (gdansk) {
    // sold out: three completed orders summing to the limit
    const limit = gdansk.limit;
    const first = Math.floor(limit / 2);
    const second = Math.floor((limit - first) / 2);
    add(gdansk.name, 'Hotel Motława', 'completed', first, 0);
    add(gdansk.name, 'Hotel Motława', 'completed', second, 1);
    add(gdansk.name, 'Hotel Motława', 'completed', limit - first - second, 2);
    add(gdansk.name, 'Hotel Motława', 'rejected', 5, 3);
  }
  add('Seria A – Kraków Zabłocie', 'Apartamenty Zabłocie', 'new', 10, 4);
  add('Seria A – Kraków Zabłocie', 'Apartamenty Zabłocie', 'paid', 20, 5);
  add('Seria A – Kraków Zabłocie', 'Apartamenty Zabłocie', 'completed', 40, 6);
  // placed while the Wrocław series was open (it closed 60 days ago)
  add('Seria A – Wrocław Logistics Park', 'Wrocław Logistics Park', 'completed', 15, 7, 90);
  add('Seria A – Wrocław Logistics Park', 'Wrocław Logistics Park', 'rejected', 3, 8, 75);
  // order 10: an open transfer to the Kraków series' account, which the bank statement samples
  // pay (the Warsaw series opens next month: it has no orders yet)
  add('Seria A – Kraków Zabłocie', 'Apartamenty Zabłocie', 'new', 12, 9);
  // order 11: the money demo records part of its transfer (a partly paid order)
  add('Seria A – Kraków Zabłocie', 'Apartamenty Zabłocie', 'new', 16, 10, 4);
  if (rows.length > 0) await db.insert(orders).values(rows);
}
