import sharp from 'sharp';

/**
 * Demo "photos" drawn on the spot (the app ships nothing downloaded): a plate seen from above on a
 * table, with the dish in its colours. Deterministic for a given seed, so reseeding looks the same.
 */
export interface DishLook {
  /** The food's main, second and accent colours. */
  colors: [string, string, string];
  shape: 'dumplings' | 'soup' | 'slices' | 'round' | 'bowl' | 'rolls' | 'cake' | 'skewers';
}

const TABLES = ['#7a4a2a', '#8b5a3c', '#e9dccb', '#5b3a29', '#c9b79c', '#3f4a3c'];

function random(seed: number) {
  let state = seed % 2147483647 || 1;
  return () => (state = (state * 48271) % 2147483647) / 2147483647;
}

function food(look: DishLook, rnd: () => number): string {
  const [main, second, accent] = look.colors;
  const dots = (count: number, radius: number, spread: number, color: string) =>
    Array.from({ length: count }, () => {
      const angle = rnd() * Math.PI * 2;
      const distance = Math.sqrt(rnd()) * spread;
      return `<circle cx="${400 + Math.cos(angle) * distance}" cy="${300 + Math.sin(angle) * distance}" r="${radius * (0.6 + rnd() * 0.8)}" fill="${color}"/>`;
    }).join('');
  switch (look.shape) {
    case 'dumplings':
      return (
        [0, 1, 2, 3]
          .map((i) => {
            const angle = (i / 4) * Math.PI * 2 + 0.4;
            const x = 400 + Math.cos(angle) * 70;
            const y = 300 + Math.sin(angle) * 55;
            return `<ellipse cx="${x}" cy="${y}" rx="78" ry="44" transform="rotate(${(angle * 180) / Math.PI} ${x} ${y})" fill="url(#main)" stroke="${second}" stroke-width="3"/>`;
          })
          .join('') +
        dots(26, 7, 60, accent) +
        `<ellipse cx="400" cy="300" rx="55" ry="38" fill="${second}" opacity="0.85"/>`
      );
    case 'soup':
      return `<circle cx="400" cy="300" r="150" fill="${second}"/><circle cx="400" cy="300" r="132" fill="url(#main)"/>${dots(30, 8, 110, accent)}${dots(12, 14, 90, '#ffffff')}`;
    case 'slices':
      return (
        [-1, 0, 1]
          .map(
            (i) =>
              `<rect x="${310 + i * 62}" y="${210 + Math.abs(i) * 12}" width="115" height="170" rx="16" transform="rotate(${i * 12} 400 300)" fill="url(#main)" stroke="${second}" stroke-width="6"/>`,
          )
          .join('') + dots(18, 9, 120, accent)
      );
    case 'round':
      return `<circle cx="400" cy="300" r="165" fill="${second}"/><circle cx="400" cy="300" r="145" fill="url(#main)"/>${dots(40, 14, 125, accent)}${dots(20, 9, 120, '#2f6b2f')}`;
    case 'bowl':
      return `<circle cx="400" cy="300" r="150" fill="#fbf7f0"/><circle cx="400" cy="300" r="128" fill="url(#main)"/>${dots(60, 12, 110, second)}${dots(30, 7, 110, accent)}`;
    case 'rolls':
      return (
        Array.from({ length: 8 }, (_, i) => {
          const angle = (i / 8) * Math.PI * 2;
          const x = 400 + Math.cos(angle) * 110;
          const y = 300 + Math.sin(angle) * 90;
          return `<circle cx="${x}" cy="${y}" r="42" fill="#1d2a1d"/><circle cx="${x}" cy="${y}" r="33" fill="#fbf7f0"/><circle cx="${x}" cy="${y}" r="15" fill="${i % 2 ? main : accent}"/>`;
        }).join('') + `<ellipse cx="400" cy="300" rx="45" ry="30" fill="${second}"/>`
      );
    case 'cake':
      return `<path d="M400 300 L560 240 A170 170 0 0 1 560 360 Z" fill="${second}"/><circle cx="400" cy="300" r="150" fill="url(#main)"/><path d="M400 300 L550 250 A160 160 0 0 1 550 350 Z" fill="#fbf7f0"/>${dots(24, 11, 120, accent)}`;
    case 'skewers':
      return (
        [-1, 0, 1]
          .map((i) => {
            const y = 300 + i * 70;
            const pieces = Array.from(
              { length: 6 },
              (_, k) =>
                `<rect x="${250 + k * 50}" y="${y - 24}" width="44" height="48" rx="12" fill="${k % 2 ? main : second}"/>`,
            ).join('');
            return `<line x1="220" y1="${y}" x2="590" y2="${y}" stroke="#c9a46a" stroke-width="6"/>${pieces}`;
          })
          .join('') + dots(20, 6, 150, accent)
      );
  }
}

/** An 800x600 JPEG of the dish. */
export function drawDish(look: DishLook, seed: number): Promise<Buffer> {
  const rnd = random(seed);
  const table = TABLES[seed % TABLES.length]!;
  const [main] = look.colors;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <defs>
    <radialGradient id="light" cx="35%" cy="25%" r="90%"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#000000" stop-opacity="0.35"/></radialGradient>
    <radialGradient id="main" cx="40%" cy="35%" r="75%"><stop offset="0" stop-color="#ffffff" stop-opacity="0.45"/><stop offset="0.35" stop-color="${main}"/><stop offset="1" stop-color="${main}" stop-opacity="0.9"/></radialGradient>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="14"/></filter>
  </defs>
  <rect width="800" height="600" fill="${table}"/>
  ${Array.from({ length: 14 }, (_, i) => `<rect x="0" y="${i * 45 + rnd() * 10}" width="800" height="${2 + rnd() * 3}" fill="#000" opacity="0.06"/>`).join('')}
  <rect width="800" height="600" fill="url(#light)"/>
  <circle cx="415" cy="318" r="215" fill="#000" opacity="0.35" filter="url(#shadow)"/>
  <circle cx="400" cy="300" r="210" fill="#fbf7f0"/>
  <circle cx="400" cy="300" r="182" fill="#f1e9dc"/>
  <g>${food(look, rnd)}</g>
  <path d="M640 120 q30 -40 70 -20 q-20 40 -70 20z" fill="#4f7a3a" opacity="0.9"/>
  <path d="M110 470 q30 -40 70 -20 q-20 40 -70 20z" fill="#4f7a3a" opacity="0.8"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, progressive: true }).toBuffer();
}
