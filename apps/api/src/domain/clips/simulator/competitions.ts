// The demo catalog's competitions and clubs: all invented, none a real league or club. Each club has a home
// and an away kit so two sides in a clip never wear similar shirts.

export interface Kit {
  shirt: string;
  shorts: string;
  number: string;
}

export interface Club {
  name: string;
  home: Kit;
  away: Kit;
}

export interface Competition {
  name: string;
  clubs: readonly Club[];
}

const kit = (shirt: string, shorts: string, number: string): Kit => ({ shirt, shorts, number });

export const DEMO_COMPETITIONS: readonly Competition[] = [
  {
    name: 'Aurora Coast League',
    clubs: [
      { name: 'Port Aurelia', home: kit('#1e63c4', '#ffffff', '#ffffff'), away: kit('#f2f2f2', '#1e63c4', '#1e63c4') },
      {
        name: 'Saltmere Rovers',
        home: kit('#d62828', '#111111', '#ffffff'),
        away: kit('#ffd166', '#111111', '#111111'),
      },
      { name: 'Kestrel Bay', home: kit('#2a9d8f', '#ffffff', '#ffffff'), away: kit('#264653', '#2a9d8f', '#ffffff') },
      {
        name: 'Driftwood Harbour',
        home: kit('#f4a261', '#3d2c1e', '#3d2c1e'),
        away: kit('#3d2c1e', '#f4a261', '#f4a261'),
      },
    ],
  },
  {
    name: 'Ironvale Division',
    clubs: [
      {
        name: 'Ironvale Forge',
        home: kit('#4a4e69', '#22223b', '#f2e9e4'),
        away: kit('#f2e9e4', '#4a4e69', '#4a4e69'),
      },
      { name: 'Cinderholt', home: kit('#e85d04', '#1b1b1b', '#ffffff'), away: kit('#ffffff', '#e85d04', '#e85d04') },
      { name: 'Brassmoor', home: kit('#c9a227', '#1d3557', '#1d3557'), away: kit('#1d3557', '#c9a227', '#c9a227') },
      {
        name: 'Quarrytown Picks',
        home: kit('#6a994e', '#f2e8cf', '#f2e8cf'),
        away: kit('#bc4749', '#f2e8cf', '#ffffff'),
      },
    ],
  },
  {
    name: 'Tidewater Cup',
    clubs: [
      { name: 'Marlow Reach', home: kit('#0077b6', '#03045e', '#ffffff'), away: kit('#caf0f8', '#0077b6', '#03045e') },
      {
        name: 'Estuary Wanderers',
        home: kit('#7b2cbf', '#ffffff', '#ffffff'),
        away: kit('#e0aaff', '#3c096c', '#3c096c'),
      },
      {
        name: 'Lowtide Mariners',
        home: kit('#ef233c', '#edf2f4', '#edf2f4'),
        away: kit('#2b2d42', '#ef233c', '#edf2f4'),
      },
      { name: 'Shingle Point', home: kit('#ffb703', '#023047', '#023047'), away: kit('#023047', '#ffb703', '#ffb703') },
    ],
  },
  {
    name: 'Stormreach Trophy',
    clubs: [
      { name: 'Thunderfell', home: kit('#14213d', '#fca311', '#fca311'), away: kit('#fca311', '#14213d', '#14213d') },
      { name: 'Galehaven', home: kit('#8ecae6', '#023047', '#023047'), away: kit('#fb8500', '#023047', '#ffffff') },
      { name: 'Nimbus Vale', home: kit('#e5e5e5', '#6c757d', '#212529'), away: kit('#212529', '#e5e5e5', '#e5e5e5') },
      {
        name: 'Cragstone Athletic',
        home: kit('#9d0208', '#ffffff', '#ffffff'),
        away: kit('#f8f9fa', '#9d0208', '#9d0208'),
      },
    ],
  },
  {
    name: 'Amberfield League',
    clubs: [
      {
        name: 'Amberfield Reapers',
        home: kit('#ff9f1c', '#2ec4b6', '#1b1b1b'),
        away: kit('#2ec4b6', '#ff9f1c', '#1b1b1b'),
      },
      {
        name: 'Millbrook Harriers',
        home: kit('#588157', '#dad7cd', '#ffffff'),
        away: kit('#dad7cd', '#344e41', '#344e41'),
      },
      { name: 'Hollowmere', home: kit('#5e548e', '#e0b1cb', '#ffffff'), away: kit('#e0b1cb', '#231942', '#231942') },
      {
        name: 'Oastridge Town',
        home: kit('#d00000', '#ffba08', '#ffba08'),
        away: kit('#ffba08', '#d00000', '#d00000'),
      },
    ],
  },
  {
    name: 'Silverpine Series',
    clubs: [
      { name: 'Silverpine', home: kit('#adb5bd', '#1b4332', '#1b4332'), away: kit('#1b4332', '#adb5bd', '#ffffff') },
      { name: 'Frostmark', home: kit('#48cae4', '#ffffff', '#03045e'), away: kit('#03045e', '#48cae4', '#ffffff') },
      {
        name: 'Larchwood United',
        home: kit('#2d6a4f', '#d8f3dc', '#d8f3dc'),
        away: kit('#d8f3dc', '#2d6a4f', '#2d6a4f'),
      },
      { name: 'Redcap Valley', home: kit('#c1121f', '#fdf0d5', '#fdf0d5'), away: kit('#fdf0d5', '#780000', '#780000') },
    ],
  },
];

/** Keeper shirts, picked to stand apart from both outfield kits. */
export const GOALKEEPER_KITS: readonly Kit[] = [
  kit('#c6ff00', '#111111', '#111111'),
  kit('#ff6d00', '#111111', '#111111'),
  kit('#111111', '#111111', '#ffffff'),
  kit('#e040fb', '#311b92', '#ffffff'),
];

/** Perceived distance between two #rrggbb colours (redmean approximation), 0 to about 765. */
export function colourDistance(a: string, b: string): number {
  const parse = (hex: string): [number, number, number] => [
    parseInt(hex.slice(1, 3), 16),
    parseInt(hex.slice(3, 5), 16),
    parseInt(hex.slice(5, 7), 16),
  ];
  const [r1, g1, b1] = parse(a);
  const [r2, g2, b2] = parse(b);
  const rMean = (r1 + r2) / 2;
  const dr = r1 - r2;
  const dg = g1 - g2;
  const db = b1 - b2;
  return Math.sqrt((2 + rMean / 256) * dr * dr + 4 * dg * dg + (2 + (255 - rMean) / 256) * db * db);
}
