/** One palette per demo artist (DEMO_ARTISTS order): background first, then accents. */
const PALETTES: string[][] = [
  ['#1d1a2f', '#e4572e', '#f3a712', '#669bbc', '#f0e6d2'],
  ['#cfe3ea', '#2f5d62', '#5e8b7e', '#a7c4bc', '#f2d388'],
  ['#f4f1ea', '#2b2b2b', '#b9b4a8', '#d6cfc0', '#8c2f39'],
  ['#2a0f19', '#d7263d', '#f46036', '#1b998b', '#2e294e'],
  ['#3b2f2a', '#e9c46a', '#c97b3c', '#8a9a5b', '#f4ead5'],
  ['#f6efe4', '#1f4e79', '#2a9d8f', '#e9c46a', '#c8553d'],
  ['#dbe9f4', '#7fb069', '#e6aa68', '#ca3c25', '#5b8e7d'],
  ['#ffde22', '#ff2e63', '#08d9d6', '#252a34', '#ff8c00'],
  ['#0f2340', '#f2a541', '#6c8ead', '#e9d8a6', '#94d2bd'],
  ['#5c4742', '#e8c4a8', '#a5778a', '#2f4f4f', '#d9b08c'],
  ['#161616', '#f2c14e', '#d94f30', '#2e8b57', '#e7e3d4'],
  ['#eef3e6', '#2d6a4f', '#52b788', '#b7094c', '#f4a261'],
];

export function paletteFor(artistIndex: number): string[] {
  return PALETTES[artistIndex % PALETTES.length] as string[];
}
