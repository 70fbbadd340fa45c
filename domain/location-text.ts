/** '{name}: {first activity type lowercase, or location} ideale a {city} per il tuo evento'. */
export function locationTitle(l: {
  name: string;
  city: string;
  activityTypes: readonly { name: string }[];
}): string {
  const kind = l.activityTypes[0]?.name.toLowerCase() ?? 'location';
  return `${l.name}: ${kind} ideale a ${l.city} per il tuo evento`;
}

export const whyChooseTitle = (name: string, city: string) => `Perché scegliere ${name} a ${city}`;

export const mapsSearchUrl = (address: string, city: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${address}, ${city}`)}`;

export const telUrl = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

/** wa.me wants digits with the country code; Italian numbers written without it get 39. */
export function whatsappUrl(number: string): string {
  let digits = number.replace(/\D/g, '');
  if (number.trim().startsWith('00')) digits = digits.slice(2);
  else if (!number.trim().startsWith('+') && (digits.startsWith('3') || digits.startsWith('0')))
    digits = `39${digits}`;
  return `https://wa.me/${digits}`;
}
