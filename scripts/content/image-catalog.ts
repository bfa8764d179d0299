/**
 * Every shipped image, described once: the generator (generate-images.ts) draws from this list and
 * the section builders reference it, so an image a section uses always exists with the right size.
 * Images are generated illustrations (gradients, shapes and Font Awesome glyphs), not photos.
 */
import type { ImageRef } from './html.ts';

export interface SceneSpec {
  readonly category: string;
  readonly colors: readonly [string, string, string];
  readonly icons: readonly string[];
}

export interface CatalogImage extends ImageRef {
  readonly title: string;
  readonly category: string;
  readonly tags: readonly string[];
  readonly kind: 'scene' | 'portrait' | 'avatar' | 'logo' | 'map';
  readonly seed: number;
  readonly scene?: SceneSpec;
}

interface CategoryArt {
  readonly key: string;
  readonly label: string;
  readonly colors: readonly [string, string, string];
  /** [file stem, subject (alt text), icons] for hero, about and six gallery images. */
  readonly shots: readonly (readonly [string, string, readonly string[]])[];
}

/** Shots: first is the hero, second the about image, the rest the gallery. */
const CATEGORIES: readonly CategoryArt[] = [
  {
    key: 'technology',
    label: 'Technology',
    colors: ['#312E81', '#4F46E5', '#22D3EE'],
    shots: [
      ['hero', 'Illustrated cloud dashboard with servers and charts', ['cloud', 'server', 'chart-line']],
      ['about', 'Illustrated engineering team workspace', ['laptop-code', 'code', 'users']],
      ['security', 'Shield and lock illustration for data security', ['shield-halved', 'lock', 'key']],
      ['analytics', 'Analytics charts illustration', ['chart-pie', 'chart-column', 'gauge-high']],
      ['integrations', 'Connected app integrations illustration', ['plug', 'puzzle-piece', 'link']],
      ['mobile', 'Mobile app on a phone illustration', ['mobile-screen', 'bell', 'message']],
      ['support', 'Customer support headset illustration', ['headset', 'comments', 'life-ring']],
      ['launch', 'Rocket launch illustration', ['rocket', 'star', 'bolt']],
    ],
  },
  {
    key: 'finance',
    label: 'Finance',
    colors: ['#064E3B', '#0F766E', '#A7F3D0'],
    shots: [
      [
        'hero',
        'Illustrated financial planning desk with charts and coins',
        ['chart-line', 'coins', 'calculator'],
      ],
      ['about', 'Illustrated advisers meeting with a client', ['handshake', 'user-tie', 'briefcase']],
      [
        'retirement',
        'Piggy bank illustration for retirement savings',
        ['piggy-bank', 'umbrella', 'seedling'],
      ],
      ['tax', 'Tax forms and receipts illustration', ['file-invoice-dollar', 'receipt', 'percent']],
      ['invest', 'Growing investment portfolio illustration', ['arrow-trend-up', 'sack-dollar', 'chart-pie']],
      ['business', 'Small business accounts illustration', ['building', 'file-contract', 'wallet']],
      ['family', 'Family finances and home illustration', ['house-chimney', 'people-roof', 'heart']],
      ['mobile', 'Budgeting app on a phone illustration', ['mobile-screen', 'credit-card', 'bell']],
    ],
  },
  {
    key: 'health',
    label: 'Health',
    colors: ['#0C4A6E', '#0284C7', '#BAE6FD'],
    shots: [
      ['hero', 'Illustrated welcoming clinic reception', ['house-medical', 'stethoscope', 'heart-pulse']],
      ['about', 'Illustrated doctor consultation', ['user-doctor', 'notes-medical', 'comment-medical']],
      ['family', 'Family health care illustration', ['children', 'heart', 'shield-heart']],
      ['lab', 'Laboratory tests illustration', ['flask', 'vial', 'microscope']],
      ['physio', 'Physiotherapy and movement illustration', ['person-walking', 'dumbbell', 'bone']],
      ['dental', 'Dental care illustration', ['tooth', 'star', 'face-smile']],
      ['telehealth', 'Video consultation on a laptop illustration', ['laptop-medical', 'video', 'wifi']],
      [
        'pharmacy',
        'Prescriptions and pharmacy illustration',
        ['prescription-bottle-medical', 'pills', 'capsules'],
      ],
    ],
  },
  {
    key: 'retail',
    label: 'Retail',
    colors: ['#7C2D12', '#EA580C', '#FED7AA'],
    shots: [
      [
        'hero',
        'Illustrated homeware shop shelves with plants and ceramics',
        ['store', 'mug-saucer', 'seedling'],
      ],
      ['about', 'Illustrated shop owners packing orders', ['box-open', 'hand-holding-heart', 'tag']],
      ['ceramics', 'Handmade ceramics illustration', ['mug-hot', 'wine-glass', 'jar']],
      ['textiles', 'Linen and textiles illustration', ['rug', 'shirt', 'feather']],
      ['lighting', 'Lamps and lighting illustration', ['lightbulb', 'couch', 'star']],
      ['plants', 'Houseplants illustration', ['leaf', 'seedling', 'sun']],
      ['gifts', 'Gift boxes illustration', ['gift', 'ribbon', 'heart']],
      ['delivery', 'Delivery van illustration', ['truck-fast', 'box', 'location-dot']],
    ],
  },
  {
    key: 'food',
    label: 'Food',
    colors: ['#7C2D12', '#B45309', '#FDE68A'],
    shots: [
      [
        'hero',
        'Illustrated table with fresh pasta, bread and wine',
        ['utensils', 'wine-glass', 'bread-slice'],
      ],
      ['about', 'Illustrated chef at work in the kitchen', ['kitchen-set', 'fire-burner', 'pepper-hot']],
      ['pasta', 'Bowl of pasta illustration', ['bowl-food', 'wheat-awn', 'pepper-hot']],
      ['pizza', 'Wood-fired pizza illustration', ['pizza-slice', 'fire', 'cheese']],
      ['dessert', 'Desserts and coffee illustration', ['ice-cream', 'mug-hot', 'cake-candles']],
      ['wine', 'Wine cellar illustration', ['wine-bottle', 'wine-glass', 'champagne-glasses']],
      ['garden', 'Kitchen garden herbs illustration', ['leaf', 'lemon', 'carrot']],
      ['terrace', 'Terrace dining at sunset illustration', ['sun', 'champagne-glasses', 'umbrella-beach']],
    ],
  },
  {
    key: 'realestate',
    label: 'Real estate',
    colors: ['#1E3A8A', '#2563EB', '#BFDBFE'],
    shots: [
      ['hero', 'Illustrated waterfront homes at dusk', ['house', 'water', 'moon']],
      ['about', 'Illustrated agent handing over house keys', ['key', 'handshake', 'house-circle-check']],
      ['apartment', 'City apartment building illustration', ['building', 'city', 'elevator']],
      ['family-home', 'Family home with garden illustration', ['house-chimney', 'tree', 'dog']],
      ['interior', 'Bright living room interior illustration', ['couch', 'lightbulb', 'image']],
      ['kitchen', 'Modern kitchen illustration', ['kitchen-set', 'sink', 'blender']],
      ['garden', 'Garden and patio illustration', ['tree', 'sun', 'chair']],
      [
        'valuation',
        'Home valuation report illustration',
        ['file-signature', 'magnifying-glass-dollar', 'chart-line'],
      ],
    ],
  },
  {
    key: 'education',
    label: 'Education',
    colors: ['#4C1D95', '#7C3AED', '#DDD6FE'],
    shots: [
      [
        'hero',
        'Illustrated students learning with laptops and books',
        ['graduation-cap', 'laptop', 'book-open'],
      ],
      ['about', 'Illustrated teacher leading a workshop', ['chalkboard-user', 'lightbulb', 'users']],
      ['coding', 'Coding course illustration', ['code', 'terminal', 'laptop-code']],
      ['design', 'Design course illustration', ['pen-nib', 'palette', 'bezier-curve']],
      ['data', 'Data course illustration', ['database', 'chart-simple', 'table']],
      ['mentor', 'Mentoring session illustration', ['comments', 'user-graduate', 'handshake']],
      ['campus', 'Study space illustration', ['building-columns', 'mug-hot', 'book']],
      ['certificate', 'Certificate illustration', ['certificate', 'award', 'star']],
    ],
  },
  {
    key: 'travel',
    label: 'Travel',
    colors: ['#0E7490', '#06B6D4', '#FDE68A'],
    shots: [
      ['hero', 'Illustrated northern lights over snowy mountains', ['mountain-sun', 'star', 'moon']],
      ['about', 'Illustrated guide with travellers on a trail', ['person-hiking', 'compass', 'map']],
      ['fjords', 'Fjord cruise illustration', ['ship', 'water', 'mountain']],
      ['cabins', 'Glass cabins under the stars illustration', ['house-chimney-window', 'star', 'snowflake']],
      ['husky', 'Husky sledding illustration', ['dog', 'snowflake', 'person-skiing']],
      ['city', 'City break illustration', ['city', 'camera', 'map-location-dot']],
      ['flight', 'Flight and luggage illustration', ['plane-departure', 'suitcase-rolling', 'passport']],
      ['lagoon', 'Hot springs lagoon illustration', ['hot-tub-person', 'water', 'cloud']],
    ],
  },
  {
    key: 'automotive',
    label: 'Automotive',
    colors: ['#111827', '#DC2626', '#FCA5A5'],
    shots: [
      ['hero', 'Illustrated electric car in a modern showroom', ['car-side', 'charging-station', 'bolt']],
      ['about', 'Illustrated technicians in a service bay', ['screwdriver-wrench', 'gears', 'user-gear']],
      ['service', 'Car service illustration', ['oil-can', 'wrench', 'gauge']],
      ['tyres', 'Tyres and wheels illustration', ['circle-dot', 'car', 'road']],
      ['electric', 'Electric vehicle charging illustration', ['plug-circle-bolt', 'battery-full', 'leaf']],
      ['bodywork', 'Bodywork and paint illustration', ['spray-can', 'car-burst', 'brush']],
      ['test-drive', 'Test drive on an open road illustration', ['road', 'sun', 'car-side']],
      ['finance', 'Car finance illustration', ['file-contract', 'key', 'coins']],
    ],
  },
  {
    key: 'entertainment',
    label: 'Entertainment',
    colors: ['#4A044E', '#C026D3', '#FBCFE8'],
    shots: [
      ['hero', 'Illustrated concert stage with lights and crowd', ['music', 'guitar', 'star']],
      ['about', 'Illustrated theatre curtains and spotlight', ['masks-theater', 'lightbulb', 'ticket']],
      ['comedy', 'Comedy night microphone illustration', ['microphone', 'face-laugh-beam', 'star']],
      ['jazz', 'Jazz night illustration', ['music', 'record-vinyl', 'moon']],
      ['cinema', 'Outdoor cinema illustration', ['film', 'video', 'star']],
      ['festival', 'Festival lights illustration', ['champagne-glasses', 'fire', 'music']],
      ['tickets', 'Tickets illustration', ['ticket', 'qrcode', 'calendar']],
      ['bar', 'Cocktail bar illustration', ['martini-glass-citrus', 'wine-glass', 'lemon']],
    ],
  },
  {
    key: 'fashion',
    label: 'Fashion',
    colors: ['#1C1917', '#A16207', '#FDE68A'],
    shots: [
      ['hero', 'Illustrated clothing rail with coats and knitwear', ['shirt', 'vest', 'bag-shopping']],
      ['about', 'Illustrated tailor at a sewing table', ['scissors', 'ruler', 'pen-ruler']],
      ['denim', 'Denim collection illustration', ['shirt', 'tag', 'star']],
      ['knitwear', 'Knitwear collection illustration', ['mitten', 'snowflake', 'leaf']],
      ['accessories', 'Bags and accessories illustration', ['bag-shopping', 'glasses', 'gem']],
      ['shoes', 'Shoes illustration', ['shoe-prints', 'star', 'tag']],
      ['sustainable', 'Sustainable materials illustration', ['leaf', 'recycle', 'seedling']],
      ['lookbook', 'Lookbook camera illustration', ['camera-retro', 'image', 'star']],
    ],
  },
  {
    key: 'beauty',
    label: 'Beauty',
    colors: ['#831843', '#DB2777', '#FBCFE8'],
    shots: [
      ['hero', 'Illustrated calm beauty studio with mirrors and plants', ['spa', 'leaf', 'star']],
      ['about', 'Illustrated stylist with a client', ['scissors', 'wand-magic-sparkles', 'face-smile']],
      ['facial', 'Facial treatment illustration', ['spa', 'droplet', 'leaf']],
      ['hair', 'Hair styling illustration', ['scissors', 'wind', 'star']],
      ['nails', 'Manicure illustration', ['hand-sparkles', 'paintbrush', 'gem']],
      ['massage', 'Massage and wellness illustration', ['hand-holding-heart', 'spa', 'moon']],
      ['products', 'Skincare products illustration', ['pump-soap', 'bottle-droplet', 'leaf']],
      ['brows', 'Brow and lash illustration', ['eye', 'wand-magic-sparkles', 'star']],
    ],
  },
  {
    key: 'construction',
    label: 'Construction',
    colors: ['#1F2937', '#D97706', '#FDE68A'],
    shots: [
      [
        'hero',
        'Illustrated building site with crane and new homes',
        ['helmet-safety', 'building', 'truck-pickup'],
      ],
      [
        'about',
        'Illustrated site manager reviewing plans',
        ['compass-drafting', 'clipboard-check', 'user-gear'],
      ],
      ['extension', 'Home extension illustration', ['house-chimney', 'hammer', 'ruler-combined']],
      ['commercial', 'Commercial fit-out illustration', ['building', 'person-digging', 'warehouse']],
      ['kitchen', 'Kitchen renovation illustration', ['kitchen-set', 'toolbox', 'paint-roller']],
      ['roofing', 'Roofing illustration', ['house', 'cloud-rain', 'hammer']],
      ['eco', 'Energy-efficient building illustration', ['solar-panel', 'leaf', 'temperature-low']],
      ['team', 'Construction crew illustration', ['people-carry-box', 'helmet-safety', 'trowel']],
    ],
  },
  {
    key: 'manufacturing',
    label: 'Manufacturing',
    colors: ['#0F172A', '#0EA5E9', '#BAE6FD'],
    shots: [
      ['hero', 'Illustrated CNC machining line in a clean factory', ['industry', 'gears', 'robot']],
      ['about', 'Illustrated engineers inspecting parts', ['magnifying-glass', 'ruler', 'user-gear']],
      ['cnc', 'CNC machining illustration', ['gear', 'screwdriver-wrench', 'microchip']],
      ['sheet-metal', 'Sheet metal fabrication illustration', ['fire-flame-curved', 'layer-group', 'hammer']],
      [
        'quality',
        'Quality inspection illustration',
        ['clipboard-check', 'magnifying-glass-chart', 'certificate'],
      ],
      ['assembly', 'Assembly line illustration', ['boxes-stacked', 'pallet', 'robot']],
      ['logistics', 'Shipping logistics illustration', ['truck', 'warehouse', 'globe']],
      ['prototype', 'Rapid prototyping illustration', ['cube', 'cubes', 'lightbulb']],
    ],
  },
  {
    key: 'hospitality',
    label: 'Hospitality',
    colors: ['#422006', '#A16207', '#FEF3C7'],
    shots: [
      ['hero', 'Illustrated boutique hotel terrace by the sea', ['hotel', 'umbrella-beach', 'sun']],
      ['about', 'Illustrated hotel lobby with a warm welcome', ['bell-concierge', 'key', 'couch']],
      ['room', 'Sea-view room illustration', ['bed', 'water', 'moon']],
      ['suite', 'Suite with a bath illustration', ['bath', 'spa', 'star']],
      ['breakfast', 'Breakfast on the terrace illustration', ['mug-saucer', 'bread-slice', 'lemon']],
      ['pool', 'Swimming pool illustration', ['person-swimming', 'sun', 'water-ladder']],
      ['restaurant', 'Hotel restaurant illustration', ['utensils', 'wine-glass', 'fish']],
      ['events', 'Wedding and events illustration', ['champagne-glasses', 'heart', 'camera']],
    ],
  },
  {
    key: 'coaching',
    label: 'Coaching',
    colors: ['#3B0764', '#9333EA', '#FDE68A'],
    shots: [
      ['hero', 'Illustrated coach on a video call with a client', ['video', 'comments', 'lightbulb']],
      ['about', 'Illustrated workbook and planner', ['book-open-reader', 'list-check', 'pen']],
      ['growth', 'Personal growth illustration', ['seedling', 'arrow-trend-up', 'star']],
      ['webinar', 'Live webinar illustration', ['chalkboard-user', 'users', 'video']],
      ['calendar', 'Booking calendar illustration', ['calendar-check', 'clock', 'phone']],
      ['course', 'Online course illustration', ['laptop', 'graduation-cap', 'play']],
      ['community', 'Community group illustration', ['people-group', 'heart', 'comments']],
      ['ebook', 'Free guide e-book cover illustration', ['book', 'download', 'star']],
    ],
  },
];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const SIZES = [
  [1280, 800],
  [880, 1000],
] as const;

function sceneImages(): CatalogImage[] {
  return CATEGORIES.flatMap((cat) =>
    cat.shots.map(([stem, subject, icons], i): CatalogImage => {
      const [width, height] = SIZES[i] ?? [800, 600];
      return {
        file: `${cat.key}/${stem}.webp`,
        alt: subject,
        width,
        height,
        title: subject.replace(/^Illustrated /, '').replace(/ illustration$/, ''),
        category: cat.label,
        tags: [cat.key, stem, ...icons.map((x) => x.replace(/-/g, ' '))],
        kind: 'scene',
        seed: hash(`${cat.key}/${stem}`),
        scene: { category: cat.key, colors: cat.colors, icons },
      };
    }),
  );
}

export const PEOPLE_COUNT = 16;

function peopleImages(): CatalogImage[] {
  const out: CatalogImage[] = [];
  for (let i = 1; i <= PEOPLE_COUNT; i++) {
    out.push({
      file: `people/portrait-${i}.webp`,
      alt: `Illustrated portrait ${i}`,
      width: 600,
      height: 700,
      title: `Portrait ${i}`,
      category: 'People',
      tags: ['people', 'portrait', 'team'],
      kind: 'portrait',
      seed: i,
    });
    out.push({
      file: `people/avatar-${i}.webp`,
      alt: `Illustrated avatar ${i}`,
      width: 160,
      height: 160,
      title: `Avatar ${i}`,
      category: 'People',
      tags: ['people', 'avatar', 'testimonial'],
      kind: 'avatar',
      seed: i,
    });
  }
  return out;
}

/** Fictional partner, client and press names used by the logo sections. */
export const LOGO_NAMES = [
  'Brightwave',
  'Northpeak',
  'Kestrel Labs',
  'Oakridge',
  'Lumen & Co',
  'Fieldstone',
  'Harbourline',
  'Copperleaf',
  'Meridian',
  'Silverpine',
  'The Daily Ledger',
  'City Weekly',
  'Taste Journal',
  'Design Review',
  'Wander Magazine',
  'Motor Trend Weekly',
  'Stagelight',
  'Style Edit',
  'Glow Digest',
  'Build Today',
  'Industry Now',
  'Stay & Savour',
  'Verde Farms',
  'Atlas Freight',
  'Bluebird Health',
  'Summit Bank',
  'Pioneer Steel',
  'Coastal Living',
] as const;

const LOGO_ICONS = [
  'wave-square',
  'mountain',
  'feather',
  'tree',
  'sun',
  'gem',
  'anchor',
  'leaf',
  'compass',
  'snowflake',
];

function logoImages(): CatalogImage[] {
  return LOGO_NAMES.map((name, i) => ({
    file: `logos/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`,
    alt: name,
    width: 44 + Math.round(name.length * 10.4),
    height: 48,
    title: `${name} logo`,
    category: 'Logos',
    tags: ['logo', 'partner', name.toLowerCase()],
    kind: 'logo' as const,
    seed: i,
    scene: {
      category: 'logo',
      colors: ['#6B7280', '#6B7280', '#6B7280'],
      icons: [LOGO_ICONS[i % LOGO_ICONS.length]!],
    },
  }));
}

const MAP: CatalogImage = {
  file: 'maps/city-map.svg',
  alt: 'Map of the neighbourhood',
  width: 1200,
  height: 675,
  title: 'City map',
  category: 'Maps',
  tags: ['map', 'location', 'contact'],
  kind: 'map',
  seed: 7,
};

export const CATALOG: readonly CatalogImage[] = [...sceneImages(), ...peopleImages(), ...logoImages(), MAP];

const byFile = new Map(CATALOG.map((image) => [image.file, image]));

export function image(file: string): ImageRef {
  const found = byFile.get(file);
  if (!found) throw new Error(`No image ${file} in the catalog`);
  return { file: found.file, alt: found.alt, width: found.width, height: found.height };
}

/** The hero, about and gallery images of one illustration category. */
export function categoryImages(key: string): { hero: ImageRef; about: ImageRef; gallery: ImageRef[] } {
  const cat = CATEGORIES.find((c) => c.key === key);
  if (!cat) throw new Error(`No image category ${key}`);
  const refs = cat.shots.map(([stem]) => image(`${cat.key}/${stem}.webp`));
  return { hero: refs[0]!, about: refs[1]!, gallery: refs.slice(2) };
}

function personIndex(name: string): number {
  return (hash(name) % PEOPLE_COUNT) + 1;
}

export function avatar(name: string): ImageRef {
  return { ...image(`people/avatar-${personIndex(name)}.webp`), alt: `Portrait of ${name}` };
}

export function portrait(name: string): ImageRef {
  return { ...image(`people/portrait-${personIndex(name)}.webp`), alt: `Portrait of ${name}` };
}

export function logoFor(name: string): ImageRef {
  return image(`logos/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`);
}

export function mapImage(): ImageRef {
  return image(MAP.file);
}
