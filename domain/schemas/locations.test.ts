import { describe, expect, it } from 'vitest';
import { createLocationInputSchema, createLocationSteps, locationEssentialsSchema } from './locations.js';

const messages = (
  schema: {
    safeParse: (v: unknown) => {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  value: unknown,
) =>
  Object.fromEntries(schema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);

const draft = {
  locationType: 'HORECA',
  activityTypeIds: [1],
  address: 'Via Roma 1',
  cityId: 10,
  city: 'Milano',
  province: 'Milano',
  cap: '20121',
  ambientType: 'OPEN',
  ambientCapacity: 1,
  eventTypes: ['WEDDING'],
  name: 'Villa',
  vatNumber: '00743110157',
  pec: 'villa@pec.it',
  sdiCode: '',
  phoneNumber: '+39 02 1234567',
  link: '',
  legalName: 'Villa S.r.l.',
  legalAddress: 'Corso Como 2',
  legalCityId: 10,
  legalCity: 'Milano',
  legalProvince: 'MI',
  legalCap: '20154',
};

describe('the creation steps', () => {
  it('passes a complete draft step by step', () => {
    for (const step of createLocationSteps) expect(messages(step, draft)).toEqual({});
  });

  it("gives each step's fields their messages", () => {
    const [s1, s2, s3, s4, s5] = createLocationSteps;
    expect(messages(s1, {})).toEqual({
      locationType: 'Seleziona il tipo di location',
      activityTypeIds: 'Seleziona i tipi di attività',
    });
    expect(messages(s2, { address: ' ', city: '', province: '', cap: '' })).toEqual({
      address: "L'indirizzo è obbligatorio",
      cityId: 'La città è obbligatoria',
      city: 'La città è obbligatoria',
      province: 'La provincia è obbligatoria',
      cap: 'Il CAP è obbligatorio',
    });
    expect(messages(s3, { ambientCapacity: 0 })).toEqual({
      ambientType: 'La tipologia è obbligatoria',
      ambientCapacity: 'La capacità è obbligatoria',
    });
    expect(messages(s4, { eventTypes: [] })).toEqual({ eventTypes: 'Devi selezionare almeno un evento' });
    expect(messages(s5, { ...draft, name: '', phoneNumber: '' })).toMatchObject({
      name: 'Il nome è obbligatorio',
      phoneNumber: 'Il numero di telefono è obbligatorio',
    });
  });

  it('applies the tax rules in the last step with the type of the first', () => {
    const s5 = createLocationSteps[4];
    expect(messages(s5, { ...draft, pec: '' })).toEqual({
      pec: 'Per le partite IVA è obbligatorio inserire almeno PEC o codice SDI',
      sdiCode: 'Per le partite IVA è obbligatorio inserire almeno PEC o codice SDI',
    });
    expect(messages(s5, { ...draft, locationType: 'PRIVATE' })).toEqual({
      vatNumber: 'Il codice fiscale inserito non è valido',
    });
    expect(messages(s5, { ...draft, link: 'non è un link' })).toEqual({ link: 'Inserisci un link valido' });
  });
});

describe('who is invoiced: the legal name and the registered office', () => {
  const s5 = createLocationSteps[4];
  it('asks for each of them in step 5, in the gateway’s input and in the essential settings', () => {
    const none = {
      legalName: ' ',
      legalAddress: '',
      legalCityId: undefined,
      legalCity: '',
      legalProvince: '',
      legalCap: '',
    };
    expect(messages(s5, { ...draft, ...none })).toEqual({
      legalName: 'La ragione sociale o il nome e cognome è obbligatorio',
      legalAddress: "L'indirizzo della sede legale è obbligatorio",
      legalCityId: 'Il comune della sede legale è obbligatorio',
      legalCity: 'Il comune della sede legale è obbligatorio',
      legalProvince: 'La provincia della sede legale è obbligatoria',
      legalCap: 'Il CAP della sede legale è obbligatorio',
    });
    expect(messages(createLocationInputSchema, { ...draft, idempotencyKey: 'k', legalName: null })).toEqual({
      legalName: 'La ragione sociale o il nome e cognome è obbligatorio',
    });
    const settings = { ...draft, whatsapp: null, visibleContacts: true, logoUrl: null };
    expect(
      messages(locationEssentialsSchema, { ...settings, legalCityId: null, legalAddress: null }),
    ).toEqual({
      legalCityId: 'Il comune della sede legale è obbligatorio',
      legalAddress: "L'indirizzo della sede legale è obbligatorio",
    });
  });

  it('checks their shape: a CAP of five digits, a province code, a name longer than an initial', () => {
    expect(messages(s5, { ...draft, legalCap: '2015' })).toEqual({
      legalCap: 'Il CAP deve essere composto da 5 cifre',
    });
    expect(messages(s5, { ...draft, legalCap: '20I54' })).toEqual({
      legalCap: 'Il CAP deve essere composto da 5 cifre',
    });
    expect(messages(s5, { ...draft, legalProvince: 'Milano' })).toEqual({
      legalProvince: 'La provincia della sede legale è obbligatoria',
    });
    expect(messages(s5, { ...draft, legalName: 'M' })).toEqual({
      legalName: 'Inserisci la ragione sociale o il nome e cognome per intero',
    });
    const parsed = createLocationInputSchema.parse({
      ...draft,
      idempotencyKey: 'k',
      legalName: '  Villa S.r.l. ',
      legalCap: ' 20154 ',
    });
    expect(parsed).toMatchObject({ legalName: 'Villa S.r.l.', legalCap: '20154', legalCityId: 10 });
  });
});

describe('what the gateway stores', () => {
  it('normalises the input: trimmed, tax codes upper case, empty optionals null, bare domains as https', () => {
    const parsed = createLocationInputSchema.parse({
      ...draft,
      idempotencyKey: 'k',
      name: '  Villa  ',
      vatNumber: ' 0074 3110157 ',
      pec: ' Villa@PEC.it ',
      sdiCode: 'm5uxcr1',
      link: 'villa.example.it',
    });
    expect(parsed).toMatchObject({
      name: 'Villa',
      vatNumber: '00743110157',
      pec: 'villa@pec.it',
      sdiCode: 'M5UXCR1',
      link: 'https://villa.example.it',
    });
    expect(parsed).not.toHaveProperty('city');
  });

  it('checks the essential settings with their own activity message and no upper capacity', () => {
    const settings = {
      ...draft,
      whatsapp: null,
      visibleContacts: true,
      logoUrl: null,
      ambientCapacity: 5000,
    };
    expect(messages(locationEssentialsSchema, settings)).toEqual({});
    expect(messages(locationEssentialsSchema, { ...settings, activityTypeIds: [] })).toEqual({
      activityTypeIds: 'La tipologia attività è obbligatoria',
    });
    expect(messages(locationEssentialsSchema, { ...settings, whatsapp: 'abc' })).toEqual({
      whatsapp: 'Inserisci un numero di telefono valido',
    });
  });
});
