import type { Db } from '../../core/db/database.js';
import { demoImage } from '../../core/files/demo-image.js';
import type { SeedContext } from '../../core/module.js';
import { slider } from './schema.js';

interface DemoSlide {
  name: [string, string];
  content: [string, string];
  guest: [string, string];
  loggedUser: [string, string];
  url: string;
  colours: [string, string];
  active: boolean;
}

const DEMO_SLIDES: DemoSlide[] = [
  {
    name: ['Osiedle Nad Wisłą', 'Riverside Estate'],
    content: [
      'Nowa emisja udziałów w projekcie mieszkaniowym w Warszawie. Od 500 zł.',
      'A new share issue in a Warsaw housing project. From PLN 500.',
    ],
    guest: ['Załóż konto', 'Sign up'],
    loggedUser: ['Zobacz ofertę', 'See the offer'],
    url: '/oferty/osiedle-nad-wisla',
    colours: ['#1864ab', '#74c0fc'],
    active: true,
  },
  {
    name: ['Biurowiec Centrum', 'City Centre Offices'],
    content: [
      'Udziały w nowoczesnym biurowcu klasy A z najemcami na 10 lat.',
      'Shares in a modern grade A office building let for 10 years.',
    ],
    guest: ['Dołącz teraz', 'Join now'],
    loggedUser: ['Inwestuj', 'Invest'],
    url: '/oferty/biurowiec-centrum',
    colours: ['#2b8a3e', '#b2f2bb'],
    active: true,
  },
  {
    name: ['Jak to działa?', 'How does it work?'],
    content: [
      'Trzy kroki do pierwszej inwestycji: konto, weryfikacja, zakup udziałów.',
      'Three steps to your first investment: account, verification, shares.',
    ],
    guest: ['Dowiedz się więcej', 'Learn more'],
    loggedUser: ['Moje inwestycje', 'My investments'],
    url: '/jak-to-dziala',
    colours: ['#862e9c', '#e599f7'],
    active: false,
  },
];

/** Three homepage slides with generated pictures, two of them active (none without a store). */
export async function seedSliderDemo(db: Db, { files }: SeedContext): Promise<void> {
  for (const [index, slide] of DEMO_SLIDES.entries()) {
    const imageFileId = await demoImage(db, files, {
      fileName: `slajd-${index + 1}.png`,
      title: slide.name[0],
      colours: slide.colours,
    });
    const both = ([pl, en]: [string, string]) => ({ pl, en });
    await db.insert(slider).values({
      position: index + 1,
      active: slide.active,
      name: both(slide.name),
      content: both(slide.content),
      guestButtonLabel: both(slide.guest),
      guestButtonUrl: { pl: '/rejestracja', en: '/register' },
      loggedUserButtonLabel: both(slide.loggedUser),
      loggedUserButtonUrl: { pl: slide.url, en: slide.url },
      imageFileId,
    });
  }
}
