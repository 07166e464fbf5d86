import type { StaticContentType } from '@backoffice/contract/static-content';
import type { Db } from '../../core/db/database.js';
import { demoImage } from '../../core/files/demo-image.js';
import type { SeedContext } from '../../core/module.js';
import { staticContent } from './schema.js';

interface DemoNode {
  key: string;
  name: string;
  type: StaticContentType;
  content?: string;
  alt?: string;
  /** image elements: the picture's caption, drawn into a generated image */
  picture?: { title: string; colours: [string, string] };
  children?: DemoNode[];
}

/** The public site's texts (REQ-STATIC-1): footer, homepage hero, contact page. */
const DEMO_TREE: DemoNode[] = [
  {
    key: 'footer',
    name: 'Stopka serwisu',
    type: 'collection',
    children: [
      {
        key: 'footer.copyright',
        name: 'Prawa autorskie',
        type: 'text',
        content: '© 2026 Wspólne Inwestycje sp. z o.o. Wszelkie prawa zastrzeżone.',
      },
      {
        key: 'footer.address',
        name: 'Adres firmy',
        type: 'text',
        content: 'ul. Prosta 51, 00-838 Warszawa\nNIP 525-000-00-00, KRS 0000000000',
      },
      {
        key: 'footer.riskWarning',
        name: 'Ostrzeżenie o ryzyku',
        type: 'text',
        content:
          'Inwestowanie wiąże się z ryzykiem utraty części lub całości wpłaconego kapitału. Wyniki osiągnięte w przeszłości nie gwarantują przyszłych zysków.',
      },
      {
        key: 'footer.newsletter',
        name: 'Newsletter',
        type: 'collection',
        children: [
          {
            key: 'footer.newsletter.heading',
            name: 'Nagłówek',
            type: 'text',
            content: 'Bądź na bieżąco z nowymi ofertami',
          },
          {
            key: 'footer.newsletter.consent',
            name: 'Zgoda pod formularzem',
            type: 'text',
            content: 'Zapisując się, zgadzasz się na otrzymywanie wiadomości o ofertach.',
          },
        ],
      },
    ],
  },
  {
    key: 'homepage',
    name: 'Strona główna',
    type: 'collection',
    children: [
      {
        key: 'homepage.hero',
        name: 'Zdjęcie główne',
        type: 'image',
        alt: 'Osiedle mieszkaniowe nad Wisłą o zachodzie słońca',
        picture: { title: 'Wspólne Inwestycje', colours: ['#1c7ed6', '#f59f00'] },
      },
      {
        key: 'homepage.heroTitle',
        name: 'Tytuł pod zdjęciem',
        type: 'text',
        content: 'Inwestuj w nieruchomości razem z tysiącami inwestorów',
      },
    ],
  },
  {
    key: 'contact',
    name: 'Strona kontaktowa',
    type: 'collection',
    children: [
      {
        key: 'contact.body',
        name: 'Treść strony kontaktowej',
        type: 'richText',
        content:
          '<h2>Skontaktuj się z nami</h2><p>Nasz zespół odpowiada od poniedziałku do piątku w godzinach <strong>9:00–17:00</strong>.</p><ul><li>Telefon: +48 22 000 00 00</li><li>E-mail: <a href="mailto:kontakt@example.com">kontakt@example.com</a></li></ul><p>Zapraszamy też do biura przy ul. Prostej 51 w Warszawie.</p>',
      },
    ],
  },
  {
    key: 'site.tagline',
    name: 'Hasło serwisu',
    type: 'text',
    content: 'Nieruchomości na wyciągnięcie ręki',
  },
];

/** The demo tree; the hero picture only with a file store. */
export async function seedStaticContentDemo(db: Db, { files }: SeedContext): Promise<void> {
  const insertLevel = async (nodes: DemoNode[], parentId: number | null) => {
    for (const [index, node] of nodes.entries()) {
      const imageFileId = node.picture
        ? await demoImage(db, files, {
            fileName: 'zdjecie-glowne.png',
            title: node.picture.title,
            colours: node.picture.colours,
          })
        : null;
      const [row] = await db
        .insert(staticContent)
        .values({
          parentId,
          key: node.key,
          name: node.name,
          type: node.type,
          position: index + 1,
          content: { pl: node.content ?? '' },
          alt: { pl: node.alt ?? '' },
          imageFileId,
        })
        .returning({ id: staticContent.id });
      if (node.children && row) await insertLevel(node.children, row.id);
    }
  };
  await insertLevel(DEMO_TREE, null);
}
