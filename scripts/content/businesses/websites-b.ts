/** Website businesses, part B: Retail, Food, Real estate, Education, Travel. */
import { categoryImages } from '../image-catalog.ts';
import type { Business } from '../model.ts';

export const hearth: Business = {
  slug: 'hearth-and-home',
  name: 'Hearth & Home',
  logoIcon: 'mug-hot',
  tagline: 'Handmade homeware from independent makers.',
  description:
    'Hearth & Home is a Bristol shop and online store selling ceramics, linen and lighting from 60 British makers.',
  images: categoryImages('retail'),
  hero: {
    kicker: 'New autumn collection',
    title: 'Beautiful everyday things, made by hand',
    lead: 'Stoneware, linen and lighting from 60 independent British makers, wrapped in our Bristol shop and delivered in two days.',
    primary: { label: 'Shop the collection', href: 'shop.html' },
    secondary: { label: 'Visit the shop', href: 'contact.html' },
    badges: ['Free UK delivery over £60', 'Plastic-free packaging'],
  },
  features: {
    kicker: 'Why shop with us',
    title: 'Small makers, big care',
    lead: 'Every piece is chosen by us and made by someone we know.',
    items: [
      {
        icon: 'hand-holding-heart',
        title: 'Made by hand',
        text: 'Each piece is thrown, woven or turned in a small British studio.',
      },
      {
        icon: 'truck-fast',
        title: 'Two-day delivery',
        text: 'Packed in Bristol the day you order, free over £60.',
      },
      { icon: 'leaf', title: 'Plastic-free', text: 'Recycled paper, wool padding and compostable tape.' },
      {
        icon: 'rotate-left',
        title: '30-day returns',
        text: 'Changed your mind? Send it back, no questions asked.',
      },
    ],
  },
  about: {
    kicker: 'Our story',
    title: 'A shop that started at a kitchen table',
    lead: 'Ruth and Owen opened Hearth & Home in 2016 to give local makers a home on the high street.',
    body: [
      'It began with twelve makers and a market stall. Today we work with sixty studios and ship across the UK and Europe.',
      'We visit every maker before we stock their work, and we pay them within seven days of every sale.',
    ],
    bullets: ['60 independent makers', 'Makers paid within 7 days', 'Gift wrapping on every order'],
    values: [
      { icon: 'handshake', title: 'Fair to makers', text: 'Fair prices and fast payment.' },
      { icon: 'recycle', title: 'Lighter footprint', text: 'Local sourcing and plastic-free shipping.' },
      { icon: 'star', title: 'Built to last', text: 'Things you will keep for decades.' },
      { icon: 'face-smile', title: 'Friendly help', text: 'Real people on the phone and in the shop.' },
    ],
    timeline: [
      { year: '2016', title: 'Market stall', text: 'Twelve makers and a Saturday pitch.' },
      { year: '2018', title: 'Shop opens', text: 'Our Gloucester Road shop.' },
      { year: '2021', title: 'Online store', text: 'Delivery across the UK.' },
      { year: '2024', title: '60 makers', text: 'And 25,000 happy customers.' },
    ],
  },
  services: {
    kicker: 'Shop by category',
    title: 'Find something you will love',
    lead: 'Bestsellers from each of our collections.',
    items: [
      {
        icon: 'mug-hot',
        title: 'Stoneware mugs',
        text: 'Hand-thrown mugs in speckled oat glaze.',
        price: '£24',
      },
      { icon: 'rug', title: 'Linen throws', text: 'Stonewashed Irish linen, 130 × 180 cm.', price: '£68' },
      {
        icon: 'lightbulb',
        title: 'Oak table lamp',
        text: 'Turned English oak with a linen shade.',
        price: '£145',
      },
      { icon: 'leaf', title: 'Terracotta planters', text: 'Frost-proof pots in three sizes.', price: '£18' },
      { icon: 'gift', title: 'Gift boxes', text: 'A curated box with a handwritten card.', price: '£45' },
      { icon: 'jar', title: 'Beeswax candles', text: 'Hand-dipped, 40-hour burn.', price: '£14' },
    ],
  },
  stats: [
    { value: '60', label: 'independent makers' },
    { value: '25,000', label: 'happy customers' },
    { value: '4.9', label: 'Trustpilot rating' },
    { value: '2 days', label: 'UK delivery' },
  ],
  testimonials: [
    {
      quote: 'The speckled mugs are even lovelier in person, and they arrived wrapped like a present.',
      name: 'Emily Hart',
      role: 'Customer, Bath',
    },
    {
      quote:
        'I furnish holiday cottages and Hearth & Home is my first stop. Beautiful, sturdy, and real people to talk to.',
      name: 'Gareth Price',
      role: 'Interior stylist',
    },
    {
      quote: 'Ordered on Monday, arrived Wednesday, no plastic anywhere. Perfect.',
      name: 'Sarah Nolan',
      role: 'Customer, Leeds',
    },
  ],
  team: [
    {
      name: 'Ruth Ellison',
      role: 'Co-founder, buyer',
      bio: 'Visits every maker before we stock their work.',
    },
    { name: 'Owen Davies', role: 'Co-founder, shop', bio: 'Runs the Bristol shop and our packing room.' },
  ],
  partners: { title: 'As seen in', names: ['Design Review', 'Coastal Living', 'City Weekly', 'Style Edit'] },
  faq: {
    kicker: 'Help',
    title: 'Delivery and returns',
    lead: 'Everything about getting your order.',
    items: [
      { q: 'How much is delivery?', a: 'Free UK delivery over £60; otherwise £4.95. Europe from £12.' },
      {
        q: 'When will my order arrive?',
        a: 'Orders before 2 p.m. ship the same day and arrive in two working days.',
      },
      {
        q: 'Can I return something?',
        a: 'Yes, within 30 days in its original condition, and we refund within five days.',
      },
      {
        q: 'Do you offer gift wrapping?',
        a: 'Every order is gift wrapped for free, with a handwritten note if you like.',
      },
    ],
  },
  cta: {
    kicker: 'Visit us',
    title: 'Come and see us on Gloucester Road',
    lead: 'Pick up a coffee, meet our makers on the first Saturday of each month, and browse the full collection.',
    button: { label: 'Plan your visit', href: 'contact.html' },
  },
  contact: {
    address: '214 Gloucester Road, Bristol BS7 8NU',
    phone: '+44 117 496 0733',
    email: 'hello@hearthandhome.example',
    hours: ['Mon–Sat: 9:30–17:30', 'Sun: 11:00–16:00'],
    formTitle: 'Questions about an order?',
    formLead: 'Send us a message and we will reply the same working day.',
    topics: ['Order question', 'Returns', 'Trade enquiry', 'Become a maker'],
  },
  countdown: {
    kicker: 'Autumn sale',
    title: '20% off linen this weekend',
    lead: 'Use code LINEN20 at checkout, while stock lasts.',
    days: 2,
    button: { label: 'Shop linen', href: 'shop.html' },
  },
  social: ['instagram', 'pinterest', 'facebook'],
};

export const casaVerde: Business = {
  slug: 'casa-verde',
  name: 'Casa Verde Trattoria',
  logoIcon: 'utensils',
  tagline: 'Fresh pasta, wood-fired pizza and a garden terrace.',
  description:
    'Casa Verde is a family trattoria in Portland serving handmade pasta and wood-fired pizza with herbs from our own garden.',
  images: categoryImages('food'),
  hero: {
    kicker: 'Family trattoria since 1998',
    title: 'Handmade pasta, every morning',
    lead: 'Our kitchen rolls fresh pasta at dawn and fires the oven at noon. Join us for lunch, dinner or a long Sunday on the garden terrace.',
    primary: { label: 'Book a table', href: 'contact.html' },
    secondary: { label: 'See the menu', href: 'menu.html' },
    badges: ['Open 7 days', 'Garden terrace', 'Vegetarian friendly'],
  },
  features: {
    kicker: 'The Casa Verde way',
    title: 'Simple food, done properly',
    lead: 'Three generations of the Romano family in one kitchen.',
    items: [
      {
        icon: 'wheat-awn',
        title: 'Pasta made at dawn',
        text: 'Rolled by hand every morning from Italian 00 flour and free-range eggs.',
      },
      { icon: 'fire', title: 'Wood-fired oven', text: 'Neapolitan pizza baked in ninety seconds at 450 °C.' },
      {
        icon: 'leaf',
        title: 'From our garden',
        text: 'Basil, tomatoes and courgette flowers grown behind the kitchen.',
      },
      { icon: 'wine-glass', title: 'Italian cellar', text: 'Eighty wines from small family vineyards.' },
      {
        icon: 'children',
        title: 'Family welcome',
        text: 'Half portions and colouring sheets for little guests.',
      },
      {
        icon: 'seedling',
        title: 'Vegetarian friendly',
        text: 'Half the menu is meat-free, with vegan options daily.',
      },
    ],
  },
  about: {
    kicker: 'Our family',
    title: 'Three generations, one kitchen',
    lead: 'Nonna Rosa brought her recipes from Bologna in 1998. We still make them her way.',
    body: [
      'What started as a twelve-table dining room on Alberta Street is now a trattoria with a garden terrace, a wine cellar and a pasta window where you can watch us work.',
      'Rosa’s grandson Luca runs the kitchen today, and Rosa still checks the ragù every Sunday.',
    ],
    bullets: ['Nonna Rosa’s original recipes', 'Herbs grown on site', 'Private dining for 24'],
    values: [
      { icon: 'heart', title: 'Generosity', text: 'Nobody leaves hungry.' },
      { icon: 'leaf', title: 'Seasonality', text: 'The menu changes with the garden.' },
      { icon: 'people-group', title: 'Family', text: 'Staff who stay for years.' },
      { icon: 'hand-sparkles', title: 'Craft', text: 'Everything made in house.' },
    ],
    timeline: [
      { year: '1998', title: 'Twelve tables', text: 'Rosa opens on Alberta Street.' },
      { year: '2006', title: 'The oven', text: 'Our wood-fired oven arrives from Naples.' },
      { year: '2015', title: 'Garden terrace', text: 'Sixty seats among the herbs.' },
      { year: '2023', title: 'Third generation', text: 'Luca takes over the kitchen.' },
    ],
  },
  services: {
    kicker: 'Menu',
    title: 'From the kitchen',
    lead: 'A taste of this season’s menu. Ask us about today’s specials.',
    items: [
      {
        icon: 'bowl-food',
        title: 'Tagliatelle al ragù',
        text: 'Nonna Rosa’s slow-cooked beef and pork ragù, fresh egg tagliatelle.',
        price: '$24',
      },
      {
        icon: 'bowl-food',
        title: 'Cacio e pepe',
        text: 'Tonnarelli, pecorino romano, toasted black pepper.',
        price: '$19',
      },
      {
        icon: 'pizza-slice',
        title: 'Margherita DOP',
        text: 'San Marzano tomato, buffalo mozzarella, garden basil.',
        price: '$18',
      },
      {
        icon: 'pizza-slice',
        title: 'Funghi e tartufo',
        text: 'Wild mushrooms, fior di latte, truffle oil, thyme.',
        price: '$23',
      },
      {
        icon: 'leaf',
        title: 'Burrata dell’orto',
        text: 'Burrata, heirloom tomatoes, basil oil, sourdough.',
        price: '$16',
      },
      {
        icon: 'ice-cream',
        title: 'Tiramisù della casa',
        text: 'Espresso-soaked savoiardi, mascarpone, cocoa.',
        price: '$11',
      },
    ],
  },
  stats: [
    { value: '27', label: 'years of family cooking' },
    { value: '1,500', label: 'plates of pasta a week' },
    { value: '80', label: 'Italian wines' },
    { value: '4.8', label: 'rating from 2,300 reviews' },
  ],
  testimonials: [
    {
      quote:
        'The tagliatelle al ragù is the best I have had outside Bologna. The terrace on a summer night is magic.',
      name: 'Michael Chen',
      role: 'Guest',
    },
    {
      quote: 'They made our daughter’s birthday so special, and the tiramisù was gone in seconds.',
      name: 'Laura Bennett',
      role: 'Regular guest',
    },
    {
      quote: 'Warm, generous, and the pizza crust is perfect every single time.',
      name: 'Dev Patel',
      role: 'Local food writer',
    },
    {
      quote: 'Our go-to for Sunday lunch for ten years. It feels like eating with family.',
      name: 'Frank and Judy Moss',
      role: 'Regulars since 2014',
    },
  ],
  team: [
    { name: 'Rosa Romano', role: 'Founder', bio: 'Brought the family recipes from Bologna in 1998.' },
    { name: 'Luca Romano', role: 'Head chef', bio: 'Trained in Modena; runs the kitchen and the garden.' },
    { name: 'Giulia Ferri', role: 'Sommelier', bio: 'Chooses every wine from small family producers.' },
  ],
  partners: {
    title: 'Featured in',
    names: ['Taste Journal', 'City Weekly', 'Verde Farms', 'Wander Magazine'],
  },
  gallery: {
    kicker: 'Gallery',
    title: 'A table at Casa Verde',
    lead: 'The kitchen, the garden and the terrace.',
  },
  faq: {
    kicker: 'Good to know',
    title: 'Planning your visit',
    lead: 'Bookings, dietary needs and private dining.',
    items: [
      {
        q: 'Do I need to book?',
        a: 'We recommend booking for dinner and weekends; lunch walk-ins are usually fine.',
      },
      {
        q: 'Do you cater for allergies?',
        a: 'Yes. Tell us when booking and our chefs will adapt dishes; gluten-free pasta is available.',
      },
      {
        q: 'Can we book the terrace?',
        a: 'Terrace tables are first come, first served from May to September.',
      },
      {
        q: 'Do you host private events?',
        a: 'Our private dining room seats 24 for birthdays, rehearsal dinners and work events.',
      },
    ],
  },
  cta: {
    kicker: 'Reservations',
    title: 'Save your seat at the table',
    lead: 'Tables for two to twenty-four, seven days a week.',
    button: { label: 'Book a table', href: 'contact.html' },
  },
  contact: {
    address: '1820 NE Alberta St, Portland, OR 97211',
    phone: '+1 503 555 0119',
    email: 'ciao@casaverde.example',
    hours: ['Mon–Thu: 12:00–22:00', 'Fri–Sat: 12:00–23:00', 'Sun: 12:00–21:00'],
    formTitle: 'Book a table',
    formLead: 'Tell us when you would like to come; we confirm every booking by email within the hour.',
    topics: ['Table booking', 'Private dining', 'Gift vouchers', 'Feedback'],
  },
  blog: {
    kicker: 'From the kitchen',
    title: 'Recipes and stories',
    lead: 'What we are cooking and growing this month.',
    posts: [
      {
        title: 'Nonna Rosa’s Sunday ragù, step by step',
        excerpt: 'Six hours, two meats and one wooden spoon: our most-asked-for recipe.',
        date: '1 Jun 2025',
        tag: 'Recipes',
        minutes: 8,
      },
      {
        title: 'What is growing in the garden this month',
        excerpt: 'Courgette flowers, basil and the first tomatoes of summer.',
        date: '15 May 2025',
        tag: 'Garden',
        minutes: 3,
      },
      {
        title: 'Five wines for a summer terrace',
        excerpt: 'Giulia’s picks from our cellar, all under $50 a bottle.',
        date: '2 May 2025',
        tag: 'Wine',
        minutes: 4,
      },
    ],
  },
  social: ['instagram', 'facebook', 'tiktok'],
};

export const harbor: Business = {
  slug: 'harbor-haven-realty',
  name: 'Harbor Haven Realty',
  logoIcon: 'house-chimney',
  tagline: 'Coastal homes, sold with care.',
  description:
    'Harbor Haven is an independent estate agency in San Diego helping buyers and sellers along the coast since 2008.',
  images: categoryImages('realestate'),
  hero: {
    kicker: 'Coastal San Diego real estate',
    title: 'Find the home that feels like a holiday',
    lead: 'Local agents, honest valuations and homes from Point Loma to Del Mar. We sell in 24 days on average.',
    primary: { label: 'Get a free valuation', href: 'contact.html' },
    secondary: { label: 'View listings', href: 'listings.html' },
    badges: ['Sold in 24 days on average', '1.2% fee'],
  },
  features: {
    kicker: 'Why Harbor Haven',
    title: 'Selling made simple',
    lead: 'Everything included for one fair fee.',
    items: [
      {
        icon: 'camera',
        title: 'Pro photography',
        text: 'Photos, floor plans and a video tour for every home.',
      },
      {
        icon: 'magnifying-glass-dollar',
        title: 'Honest valuations',
        text: 'Priced from real local sales, not wishful thinking.',
      },
      {
        icon: 'calendar-check',
        title: 'Viewings handled',
        text: 'We host every viewing, evenings and weekends.',
      },
      { icon: 'file-signature', title: 'Sale progression', text: 'A named agent from offer to keys.' },
    ],
  },
  about: {
    kicker: 'About us',
    title: 'Locals selling homes to locals',
    lead: 'Founded by two San Diego natives who grew up on these streets.',
    body: [
      'We are a team of nine agents who live in the neighbourhoods we sell in. That local knowledge is how we price right and sell fast.',
      'Since 2008 we have helped over 1,800 families move, and most of our business comes from referrals.',
    ],
    bullets: ['1,800 homes sold', 'Average 24 days to sale', '70% of clients come by referral'],
    values: [
      {
        icon: 'house-circle-check',
        title: 'Honesty',
        text: 'A price we can achieve, not one that wins the listing.',
      },
      { icon: 'phone', title: 'Always reachable', text: 'Your agent’s mobile, seven days a week.' },
      { icon: 'map-location-dot', title: 'Local', text: 'We live where we sell.' },
      { icon: 'handshake', title: 'Fair fees', text: 'One fee, everything included.' },
    ],
    timeline: [
      { year: '2008', title: 'Founded', text: 'A small office in Point Loma.' },
      { year: '2014', title: 'Second office', text: 'Opening in Del Mar.' },
      { year: '2019', title: '1,000 homes', text: 'Our thousandth family moves.' },
      { year: '2024', title: 'Agency of the year', text: 'Voted best local agency.' },
    ],
  },
  services: {
    kicker: 'Featured homes',
    title: 'New on the market',
    lead: 'A selection of homes we are proud to represent.',
    items: [
      {
        icon: 'building',
        title: 'Bayview apartment, Point Loma',
        text: '2 bed · 2 bath · 1,150 sq ft · balcony with harbour views.',
        price: '$895,000',
      },
      {
        icon: 'house-chimney',
        title: 'Craftsman bungalow, North Park',
        text: '3 bed · 2 bath · 1,640 sq ft · restored original details.',
        price: '$1,240,000',
      },
      {
        icon: 'water',
        title: 'Beach cottage, Del Mar',
        text: '2 bed · 1 bath · 980 sq ft · two blocks from the sand.',
        price: '$1,695,000',
      },
      {
        icon: 'tree',
        title: 'Family home, Kensington',
        text: '4 bed · 3 bath · 2,300 sq ft · big garden and pool.',
        price: '$1,850,000',
      },
    ],
  },
  stats: [
    { value: '1,800', label: 'homes sold' },
    { value: '24 days', label: 'average time to sale' },
    { value: '101%', label: 'of asking price achieved' },
    { value: '4.9', label: 'Google rating' },
  ],
  testimonials: [
    {
      quote:
        'Harbor Haven priced our house honestly and sold it in nine days, above asking. Calm and clear the whole way.',
      name: 'Olivia Grant',
      role: 'Sold in North Park',
    },
    {
      quote:
        'As first-time buyers we had a hundred questions. Mateo answered every one, usually within minutes.',
      name: 'Ryan and Mia Lopez',
      role: 'Bought in Kensington',
    },
    {
      quote: 'The photos and video tour were stunning. We had twelve viewings in the first weekend.',
      name: 'Patricia Young',
      role: 'Sold in Del Mar',
    },
  ],
  team: [
    {
      name: 'Mateo Alvarez',
      role: 'Co-founder, Broker',
      bio: 'Born in Point Loma; has sold over 600 homes.',
    },
    { name: 'Claire Donovan', role: 'Co-founder, Broker', bio: 'Leads our Del Mar office and luxury homes.' },
    { name: 'Jasmine Cole', role: 'Sales Agent', bio: 'Specialist in first-time buyers and condos.' },
    { name: 'Noah Bennett', role: 'Sales Progressor', bio: 'Keeps every sale on track from offer to keys.' },
  ],
  partners: {
    title: 'Featured in',
    names: ['Coastal Living', 'City Weekly', 'Design Review', 'Harbourline'],
  },
  faq: {
    kicker: 'FAQ',
    title: 'Selling with us',
    lead: 'How our service and fees work.',
    items: [
      {
        q: 'How much do you charge?',
        a: 'A flat 1.2% of the sale price, only when your home sells. Photography and marketing are included.',
      },
      {
        q: 'How do you value my home?',
        a: 'We visit, then compare recent sales on your street and similar homes nearby. You get the valuation in writing.',
      },
      {
        q: 'How long will it take to sell?',
        a: 'Our homes sell in 24 days on average; we will give you a realistic timeline for yours.',
      },
      {
        q: 'Do you help buyers too?',
        a: 'Yes. Register your search and we will send new homes before they reach the portals.',
      },
    ],
  },
  cta: {
    kicker: 'Free valuation',
    title: 'What is your home worth today?',
    lead: 'A local agent will visit, look around and give you a written valuation within 48 hours.',
    button: { label: 'Book a valuation', href: 'contact.html' },
  },
  contact: {
    address: '1010 Rosecrans St, San Diego, CA 92106',
    phone: '+1 619 555 0177',
    email: 'homes@harborhaven.example',
    hours: ['Mon–Fri: 9:00–18:00', 'Sat–Sun: 10:00–16:00'],
    formTitle: 'Book a free valuation',
    formLead: 'Tell us about your home and a local agent will call you back today.',
    topics: ['Valuation', 'Buying', 'Renting', 'Something else'],
  },
  blog: {
    kicker: 'Market notes',
    title: 'San Diego market updates',
    lead: 'Monthly prices, trends and advice.',
    posts: [
      {
        title: 'San Diego coastal prices: spring 2025 update',
        excerpt: 'What sold, for how much, and where demand is strongest.',
        date: '5 Jun 2025',
        tag: 'Market',
        minutes: 5,
      },
      {
        title: 'Ten small fixes that help a home sell faster',
        excerpt: 'Low-cost jobs that make a big difference in photos and viewings.',
        date: '22 May 2025',
        tag: 'Sellers',
        minutes: 4,
      },
      {
        title: 'Buying your first condo: a checklist',
        excerpt: 'HOA fees, reserves and the questions to ask before you offer.',
        date: '8 May 2025',
        tag: 'Buyers',
        minutes: 6,
      },
    ],
  },
  social: ['instagram', 'facebook', 'linkedin'],
};

export const summit: Business = {
  slug: 'summit-academy',
  name: 'Summit Academy',
  logoIcon: 'graduation-cap',
  tagline: 'Career-changing online courses with real mentors.',
  description:
    'Summit Academy runs 12-week online bootcamps in web development, UX design and data analysis, with a mentor for every student.',
  images: categoryImages('education'),
  hero: {
    kicker: 'Next cohort starts 8 September',
    title: 'Learn the skills for your next career in 12 weeks',
    lead: 'Live online bootcamps in web development, UX design and data analysis, with a personal mentor and a portfolio you can show employers.',
    primary: { label: 'Explore courses', href: 'courses.html' },
    secondary: { label: 'Talk to an adviser', href: 'contact.html' },
    badges: ['87% hired within 6 months', 'Pay monthly'],
  },
  features: {
    kicker: 'How you learn',
    title: 'A bootcamp built around you',
    lead: 'Small live classes, real projects and one-to-one support.',
    items: [
      { icon: 'video', title: 'Live classes', text: 'Three evening sessions a week with cohorts of 20.' },
      {
        icon: 'user-graduate',
        title: 'Personal mentor',
        text: 'A weekly one-to-one with a working professional.',
      },
      { icon: 'folder-open', title: 'Portfolio projects', text: 'Four real projects to show employers.' },
      {
        icon: 'briefcase',
        title: 'Career coaching',
        text: 'CV reviews, mock interviews and employer introductions.',
      },
      {
        icon: 'clock',
        title: 'Fits around work',
        text: 'Evenings and Saturdays; recordings for every class.',
      },
      { icon: 'certificate', title: 'Recognised certificate', text: 'Accredited certificate on completion.' },
    ],
  },
  about: {
    kicker: 'Our mission',
    title: 'Education that opens doors',
    lead: 'We believe anyone can learn a digital career with the right teaching and support.',
    body: [
      'Summit was founded in 2017 by teachers and engineers who saw talented people locked out of tech by cost and time.',
      'Since then 6,400 graduates have changed careers, and 87% found a new role within six months.',
    ],
    bullets: ['6,400 graduates', 'Mentors from leading companies', 'Monthly payment plans'],
    values: [
      { icon: 'door-open', title: 'Access', text: 'Fair prices and payment plans.' },
      { icon: 'people-group', title: 'Community', text: 'Learn with a cohort, not alone.' },
      { icon: 'hammer', title: 'Practice', text: 'Build real things from week one.' },
      { icon: 'compass', title: 'Guidance', text: 'A mentor who has done the job.' },
    ],
    timeline: [
      { year: '2017', title: 'First cohort', text: 'Eighteen students learn web development.' },
      { year: '2019', title: 'UX design', text: 'Our second bootcamp launches.' },
      { year: '2022', title: 'Data analysis', text: 'A third track and 3,000 graduates.' },
      { year: '2025', title: '6,400 graduates', text: 'Working at 900 companies.' },
    ],
  },
  services: {
    kicker: 'Courses',
    title: 'Choose your path',
    lead: 'Three bootcamps, one proven format.',
    items: [
      {
        icon: 'code',
        title: 'Web Development',
        text: 'HTML, CSS, JavaScript, React and Node. Build and deploy four apps.',
        price: '12 weeks',
      },
      {
        icon: 'pen-nib',
        title: 'UX Design',
        text: 'Research, wireframes, prototypes and usability testing in Figma.',
        price: '12 weeks',
      },
      {
        icon: 'database',
        title: 'Data Analysis',
        text: 'SQL, spreadsheets, Python and dashboards that tell a story.',
        price: '12 weeks',
      },
    ],
  },
  stats: [
    { value: '6,400', label: 'graduates' },
    { value: '87%', label: 'hired within 6 months' },
    { value: '900', label: 'hiring companies' },
    { value: '4.8', label: 'course rating' },
  ],
  pricing: {
    kicker: 'Tuition',
    title: 'Invest in your next career',
    lead: 'Pay upfront and save, or spread the cost over twelve months.',
    plans: [
      {
        name: 'Pay upfront',
        price: '$5,900',
        period: ' once',
        description: 'Save $1,300 on tuition.',
        features: [
          '12-week live bootcamp',
          'Weekly one-to-one mentor',
          'Career coaching',
          'Lifetime alumni community',
        ],
        cta: 'Enrol now',
      },
      {
        name: 'Pay monthly',
        price: '$600',
        period: '/month',
        description: 'Twelve interest-free payments.',
        features: [
          '12-week live bootcamp',
          'Weekly one-to-one mentor',
          'Career coaching',
          'Lifetime alumni community',
        ],
        featured: true,
        cta: 'Enrol monthly',
      },
    ],
  },
  testimonials: [
    {
      quote: 'I went from retail manager to junior developer in eight months. My mentor made the difference.',
      name: 'Chloe Adams',
      role: 'Web Development graduate',
    },
    {
      quote: 'The projects were real and so was the feedback. I showed my portfolio in every interview.',
      name: 'Marcus Bell',
      role: 'UX Design graduate, now at Brightwave',
    },
    {
      quote: 'Evening classes meant I could keep my job while I studied. Best decision I have made.',
      name: 'Anita Rao',
      role: 'Data Analysis graduate',
    },
  ],
  team: [
    {
      name: 'Dr. Helen Foster',
      role: 'Academic Director',
      bio: 'Former university lecturer in computer science.',
    },
    { name: 'Kwame Mensah', role: 'Lead, Web Development', bio: 'Ten years building products at start-ups.' },
    { name: 'Isabel Moreno', role: 'Lead, UX Design', bio: 'Design lead for banking and health apps.' },
    { name: 'Oliver Grant', role: 'Careers Coach', bio: 'Has placed 1,200 graduates in new roles.' },
  ],
  partners: {
    title: 'Our graduates work at',
    names: ['Brightwave', 'Kestrel Labs', 'Northpeak', 'Meridian', 'Copperleaf', 'Summit Bank'],
  },
  faq: {
    kicker: 'FAQ',
    title: 'Questions about studying with us',
    lead: 'Entry requirements, time and money.',
    items: [
      {
        q: 'Do I need any experience?',
        a: 'No. Our bootcamps start from the basics; a free pre-course gets you ready.',
      },
      {
        q: 'How many hours a week?',
        a: 'About 15 hours: three evening classes, a Saturday workshop and project time.',
      },
      { q: 'What if I miss a class?', a: 'Every class is recorded, and your mentor helps you catch up.' },
      {
        q: 'Do you help with finding a job?',
        a: 'Yes. Career coaching continues for six months after you graduate.',
      },
    ],
  },
  cta: {
    kicker: 'Applications open',
    title: 'Start your new career this autumn',
    lead: 'Places for the September cohort are limited to 20 per course.',
    button: { label: 'Apply now', href: 'contact.html' },
    secondary: { label: 'Download the prospectus', href: '#' },
  },
  contact: {
    address: '45 Market Street, San Francisco, CA 94105',
    phone: '+1 415 555 0163',
    email: 'admissions@summitacademy.example',
    hours: ['Mon–Fri: 9:00–19:00', 'Sat: 10:00–14:00'],
    formTitle: 'Talk to an admissions adviser',
    formLead: 'Ask about courses, funding or start dates; we reply within one working day.',
    topics: ['Web Development', 'UX Design', 'Data Analysis', 'Funding and payment'],
  },
  blog: {
    kicker: 'Blog',
    title: 'Career change stories and guides',
    lead: 'Advice from our teachers, mentors and graduates.',
    posts: [
      {
        title: 'From teacher to developer: Sam’s story',
        excerpt: 'How one science teacher landed a developer job at 38.',
        date: '12 Jun 2025',
        tag: 'Stories',
        minutes: 6,
      },
      {
        title: 'What does a UX designer actually do?',
        excerpt: 'A day in the life, and the skills employers look for.',
        date: '28 May 2025',
        tag: 'Careers',
        minutes: 5,
      },
      {
        title: 'SQL in one evening: a beginner’s guide',
        excerpt: 'Write your first queries with a free practice database.',
        date: '14 May 2025',
        tag: 'Tutorials',
        minutes: 9,
      },
    ],
  },
  countdown: {
    kicker: 'Enrolment closes soon',
    title: 'September cohort: last places',
    lead: 'Apply before the deadline to save your seat.',
    days: 9,
    button: { label: 'Apply now', href: 'contact.html' },
  },
  social: ['linkedin', 'youtube', 'instagram'],
};

export const aurora: Business = {
  slug: 'aurora-escapes',
  name: 'Aurora Escapes',
  logoIcon: 'mountain-sun',
  tagline: 'Small-group adventures in the Arctic north.',
  description:
    'Aurora Escapes runs small-group winter and summer tours in Norway, Iceland and Finnish Lapland, led by local guides.',
  images: categoryImages('travel'),
  hero: {
    kicker: 'Arctic adventures for small groups',
    title: 'Chase the northern lights with people who live here',
    lead: 'Four- to eight-day journeys across Norway, Iceland and Lapland, with local guides, cosy cabins and never more than twelve travellers.',
    primary: { label: 'Find your trip', href: 'tours.html' },
    secondary: { label: 'Ask a guide', href: 'contact.html' },
    badges: ['Groups of 12 or fewer', 'Free date changes'],
  },
  features: {
    kicker: 'Travel with us',
    title: 'Small groups, big landscapes',
    lead: 'The Arctic at a slower, kinder pace.',
    items: [
      {
        icon: 'people-group',
        title: 'Twelve travellers max',
        text: 'Room for everyone at the campfire and the viewpoint.',
      },
      {
        icon: 'compass',
        title: 'Local guides',
        text: 'Guides born in the north who know where the lights appear.',
      },
      {
        icon: 'leaf',
        title: 'Low impact',
        text: 'Electric vehicles where possible and carbon-balanced trips.',
      },
      {
        icon: 'calendar-check',
        title: 'Flexible booking',
        text: 'Change your dates free up to 60 days before departure.',
      },
    ],
  },
  about: {
    kicker: 'About us',
    title: 'Born under the northern lights',
    lead: 'Aurora Escapes was founded in Tromsø in 2012 by guide Ingrid Solberg.',
    body: [
      'Ingrid started with one minibus and a thermos of hot chocolate. Today twenty guides lead trips across three countries.',
      'We still run every trip the same way: small groups, local food, and time to simply look up.',
    ],
    bullets: ['Founded in Tromsø in 2012', '20 local guides', '14,000 travellers'],
    values: [
      { icon: 'snowflake', title: 'Respect nature', text: 'Leave no trace, always.' },
      { icon: 'house-chimney-window', title: 'Local stays', text: 'Family cabins and guesthouses.' },
      { icon: 'shield-halved', title: 'Safety', text: 'Certified guides and proper kit.' },
      { icon: 'face-smile', title: 'Wonder', text: 'Time to stop and take it in.' },
    ],
    timeline: [
      { year: '2012', title: 'First lights tour', text: 'One minibus from Tromsø.' },
      { year: '2016', title: 'Iceland', text: 'Trips around the south coast.' },
      { year: '2020', title: 'Lapland', text: 'Glass cabins and husky trails.' },
      { year: '2024', title: '14,000 travellers', text: 'And a 4.9 average rating.' },
    ],
  },
  services: {
    kicker: 'Trips',
    title: 'Our most-loved journeys',
    lead: 'Prices per person, sharing a room, including guides and most meals.',
    items: [
      {
        icon: 'star',
        title: 'Tromsø Northern Lights',
        text: 'Four nights, three light chases, a fjord cruise and a Sámi dinner.',
        price: '$1,890',
      },
      {
        icon: 'snowflake',
        title: 'Lapland Glass Cabins',
        text: 'Five nights under glass roofs, husky sledding and a sauna by the lake.',
        price: '$2,750',
      },
      {
        icon: 'water',
        title: 'Iceland South Coast',
        text: 'Six days of waterfalls, black beaches, glaciers and hot springs.',
        price: '$2,340',
      },
      {
        icon: 'sun',
        title: 'Midnight Sun Fjords',
        text: 'A summer week of hiking, kayaking and 24-hour daylight.',
        price: '$2,590',
      },
    ],
  },
  stats: [
    { value: '14,000', label: 'happy travellers' },
    { value: '12', label: 'people per group max' },
    { value: '93%', label: 'saw the northern lights' },
    { value: '4.9', label: 'average trip rating' },
  ],
  testimonials: [
    {
      quote:
        'Our guide Erik found a gap in the clouds at 1 a.m. and the whole sky turned green. Unforgettable.',
      name: 'Rachel Green',
      role: 'Tromsø Northern Lights',
    },
    {
      quote: 'The glass cabins, the huskies, the food: every detail was perfect and never felt rushed.',
      name: 'Ahmed Hassan',
      role: 'Lapland Glass Cabins',
    },
    {
      quote: 'A small group meant we became friends. We are already planning our summer trip.',
      name: 'Julia Schmidt',
      role: 'Iceland South Coast',
    },
  ],
  team: [
    {
      name: 'Ingrid Solberg',
      role: 'Founder & Lead Guide',
      bio: 'Born in Tromsø; has guided over 1,000 light chases.',
    },
    { name: 'Erik Lund', role: 'Senior Guide, Norway', bio: 'Photographer and aurora forecaster.' },
    { name: 'Aino Virtanen', role: 'Guide, Lapland', bio: 'Husky musher and wilderness first-aider.' },
  ],
  partners: {
    title: 'Recommended by',
    names: ['Wander Magazine', 'Stay & Savour', 'City Weekly', 'Coastal Living'],
  },
  gallery: {
    kicker: 'Gallery',
    title: 'Moments from the north',
    lead: 'Fjords, cabins, huskies and hot springs.',
  },
  faq: {
    kicker: 'FAQ',
    title: 'Before you travel',
    lead: 'What to expect on an Arctic trip.',
    items: [
      {
        q: 'Will I see the northern lights?',
        a: '93% of our winter travellers do. If you see none, your next lights trip is half price.',
      },
      {
        q: 'How cold will it be?',
        a: 'Typically −5 to −15 °C in winter. We lend thermal suits, boots and mittens.',
      },
      {
        q: 'Are flights included?',
        a: 'Trips start and end at the local airport; we are happy to suggest flights.',
      },
      {
        q: 'Can I travel solo?',
        a: 'Yes, about a third of our travellers do, and we can pair you with a roommate.',
      },
    ],
  },
  cta: {
    kicker: 'Winter 2025–26',
    title: 'Winter trips are filling fast',
    lead: 'Reserve with a $200 deposit and change your dates free up to 60 days before.',
    button: { label: 'See winter dates', href: 'tours.html' },
  },
  contact: {
    address: 'Storgata 52, 9008 Tromsø, Norway',
    phone: '+47 77 60 12 34',
    email: 'hello@auroraescapes.example',
    hours: ['Mon–Fri: 8:00–18:00 CET', 'Sat: 10:00–14:00 CET'],
    formTitle: 'Plan your trip with a guide',
    formLead: 'Tell us when you would like to travel and we will suggest the best trip and dates.',
    topics: ['Winter trips', 'Summer trips', 'Private groups', 'Existing booking'],
  },
  blog: {
    kicker: 'Journal',
    title: 'Stories from the north',
    lead: 'Tips, forecasts and guides’ favourite places.',
    posts: [
      {
        title: 'How to photograph the northern lights on a phone',
        excerpt: 'Night mode, a steady hand and three settings to change.',
        date: '10 Jan 2025',
        tag: 'Photography',
        minutes: 5,
      },
      {
        title: 'What to pack for the Arctic in winter',
        excerpt: 'Layers, boots and the small things guides never travel without.',
        date: '2 Dec 2024',
        tag: 'Packing',
        minutes: 6,
      },
      {
        title: 'Midnight sun: a summer in Tromsø',
        excerpt: 'Why June might be the best-kept secret of the north.',
        date: '14 Nov 2024',
        tag: 'Summer',
        minutes: 4,
      },
    ],
  },
  social: ['instagram', 'facebook', 'youtube'],
};
