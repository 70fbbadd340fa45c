/** Deterministic demo content: a seeded PRNG picks from believable Italian lists. */

export function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rng = ReturnType<typeof mulberry32>;
export const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
export const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
export function sample<T>(rng: Rng, list: readonly T[], n: number): T[] {
  const copy = [...list];
  const out: T[] = [];
  while (out.length < n && copy.length) out.push(copy.splice(Math.floor(rng() * copy.length), 1)[0]!);
  return out;
}

export const CITIES = [
  'Milano',
  'Roma',
  'Napoli',
  'Torino',
  'Bologna',
  'Firenze',
  'Bari',
  'Palermo',
  'Verona',
  'Genova',
  'Venezia',
  'Catania',
  'Padova',
  'Lecce',
];

export const VENUE_NAMES = [
  'Villa Aurora',
  'Cascina dei Tigli',
  'Terrazza sul Naviglio',
  'Masseria Le Ulivete',
  'Palazzo Ferretti',
  'Baia Azzurra Beach Club',
  'Loft Ventuno',
  'Tenuta San Michele',
  'Casale delle Rose',
  'Villa Belvedere',
  'Osteria del Borgo',
  'Giardino delle Fate',
  'La Limonaia',
  'Corte dei Gelsi',
  'Agriturismo Il Poggio',
  'Spazio Officine',
  'Villa Le Magnolie',
  'Il Granaio',
  'Rooftop Sette Cieli',
  'Antica Fornace',
  'Dimora dei Conti',
  'Le Serre di Villa Carla',
  'Trattoria Da Nonna Pina',
  'Bistrot Il Cortile',
];

export const DESCRIPTIONS = [
  'Una location luminosa e accogliente, perfetta per feste private ed eventi su misura. Il nostro staff ti segue in ogni dettaglio, dal menù agli allestimenti.',
  'Immersa nel verde, offre spazi interni ed esterni per ricevimenti indimenticabili. Cucina del territorio e ampio parcheggio per gli ospiti.',
  'Ambienti eleganti dal fascino storico, ideali per cerimonie, compleanni e cene aziendali. Possibilità di musica dal vivo fino a tarda sera.',
  'Uno spazio versatile nel cuore della città, con impianto audio e luci professionali. Pensato per feste che non passano inosservate.',
  'Vista mozzafiato e atmosfera rilassata: qui ogni festa diventa un ricordo speciale. Menù personalizzabili anche per allergie e intolleranze.',
];

export const AMBIENT_NAMES = [
  'Sala dei Camini',
  "Giardino d'inverno",
  'Terrazza panoramica',
  'Salone delle feste',
  'Veranda',
  'Sala Liberty',
  'Corte interna',
  'Sala degli Specchi',
  'Prato degli ulivi',
  'Sala Bianca',
];

export const SERVICE_TYPES = [
  'Catering',
  'Buffet',
  'Open bar',
  'Torta',
  'Animazione bambini',
  'DJ set',
  'Allestimento floreale',
  'Fotografo',
];

export const SERVICES: { type: string; name: string; min: number; max: number; included?: boolean }[] = [
  { type: 'Buffet', name: 'Buffet rustico', min: 25, max: 45, included: true },
  { type: 'Catering', name: 'Menù degustazione', min: 45, max: 90, included: true },
  { type: 'Open bar', name: 'Open bar tre ore', min: 15, max: 35 },
  { type: 'Torta', name: 'Torta personalizzata', min: 4, max: 8 },
  { type: 'Animazione bambini', name: 'Animatori e giochi', min: 8, max: 15 },
  { type: 'DJ set', name: 'DJ e luci', min: 6, max: 12 },
  { type: 'Allestimento floreale', name: 'Fiori e centrotavola', min: 5, max: 12 },
  { type: 'Fotografo', name: 'Servizio fotografico', min: 6, max: 14 },
];

export const TAGS = [
  'Parcheggio',
  'Accessibile ai disabili',
  'Giardino',
  'Piscina',
  'Vista mare',
  'Aria condizionata',
  'Wi-Fi',
  'Animali ammessi',
  'Cucina interna',
  'Impianto audio',
];

export const ACTIVITY_TYPES: Record<'HORECA' | 'PUBLIC' | 'PRIVATE', string[]> = {
  HORECA: [
    'Ristorante',
    'Bar',
    'Pub',
    'Agriturismo',
    'Pizzeria',
    'Discoteca',
    'Stabilimento balneare',
    'Hotel',
  ],
  PUBLIC: ['Sala comunale', 'Centro sportivo', 'Museo'],
  PRIVATE: ['Villa', 'Casale', 'Loft', 'Terrazza', 'Masseria', 'Tenuta'],
};

export const REVIEWERS = [
  'Giulia M.',
  'Luca R.',
  'Francesca B.',
  'Marco T.',
  'Sara P.',
  'Alessandro D.',
  'Chiara V.',
  'Davide L.',
  'Elisa C.',
  'Matteo G.',
  'Valeria N.',
  'Simone F.',
  'Beatrice A.',
  'Lorenzo S.',
  'Martina Z.',
  'Federico O.',
  'Alice Q.',
  'Riccardo E.',
  'Ilaria U.',
  'Tommaso I.',
];
export const REVIEW_TEXTS: [string, string][] = [
  ['Festa perfetta', 'Staff disponibilissimo e cibo ottimo: i nostri ospiti sono rimasti entusiasti.'],
  ['Location splendida', 'Spazi curati e ben organizzati, tutto è andato come previsto.'],
  ['Consigliatissima', 'Ottimo rapporto qualità prezzo, torneremo sicuramente per il prossimo compleanno.'],
  ['Bella esperienza', 'Qualche piccolo ritardo nel servizio, ma nel complesso una serata riuscita.'],
];

/** Extra reviews' texts, told apart from the first four so one venue's page never repeats itself. */
export const MORE_REVIEW_TEXTS: [string, string][] = [
  ['Laurea indimenticabile', 'Ci hanno preparato un aperitivo lungo per sessanta persone senza un intoppo.'],
  ['Battesimo in famiglia', 'Sala luminosa, menù bambini curato e parcheggio comodo per i nonni.'],
  ['Compleanno a sorpresa', 'Il personale ha tenuto il segreto fino all’ultimo e ha pensato a tutto.'],
  ['Ottima accoglienza', 'Titolari gentili e flessibili sugli orari, musica fino a mezzanotte.'],
  ['Da rivedere il servizio', 'Ambiente bello ma tempi lunghi tra una portata e l’altra.'],
];

export const PARTNERS = [
  { name: 'Dolci Momenti', link: 'https://www.example.com/dolci-momenti' },
  { name: 'Fiori & Co.', link: 'https://www.example.com/fiori-e-co' },
  { name: 'Scatti di Festa', link: 'https://www.example.com/scatti-di-festa' },
  { name: 'Suoni in Villa', link: 'https://www.example.com/suoni-in-villa' },
  { name: 'Palloncini Felici', link: 'https://www.example.com/palloncini-felici' },
  { name: 'Inviti di Carta', link: 'https://www.example.com/inviti-di-carta' },
];

/** Italian company forms, for the demo businesses' legal names. */
export const COMPANY_FORMS = ['S.r.l.', 'S.n.c.', 'S.r.l.s.', 'S.a.s.'];

export const HOST_NAMES = [
  'Paolo Conti',
  'Elena Marino',
  'Roberto Greco',
  'Silvia Romano',
  'Andrea Colombo',
  'Federica Ricci',
  'Stefano Gallo',
  'Martina Fontana',
  'Giorgio Moretti',
  'Valentina Barbieri',
  'Simone Lombardi',
  'Laura Esposito',
];

/** Italian VAT check digit (Luhn variant): makes demo partite IVA valid. */
export function withVatCheckDigit(first10: string): string {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let d = Number(first10[i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return first10 + String((10 - (sum % 10)) % 10);
}
