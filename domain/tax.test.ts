import { describe, expect, it } from 'vitest';
import {
  billingContactIssues,
  isValidCodiceFiscale,
  isValidPartitaIva,
  isValidSdiCode,
  taxNumberIssue,
  taxNumberKind,
} from './tax.js';

describe('partita IVA', () => {
  it('accepts published numbers, in any spacing', () => {
    // Published partite IVA of Italian companies (their check digits are the real ones).
    for (const v of ['00743110157', '01114601006', '00488410010', '0074 311 0157'])
      expect(isValidPartitaIva(v), v).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length, letters and all zeros', () => {
    for (const v of [
      '00743110158',
      '01114601007',
      '0074311015',
      '007431101570',
      '0074311015A',
      '00000000000',
    ])
      expect(isValidPartitaIva(v), v).toBe(false);
  });
});

describe('codice fiscale', () => {
  it('accepts published codes, case-insensitive', () => {
    for (const v of ['RSSMRA85T10A562S', 'MRTMTT25D09F205Z', 'rssmra85t10a562s', 'BNCGVN80A01H501J'])
      expect(isValidCodiceFiscale(v), v).toBe(true);
  });

  it('accepts omocodic variants with their own check letter', () => {
    // 2 → N and 6 → S in the birthplace digits, as the Agenzia delle Entrate assigns them.
    expect(isValidCodiceFiscale('RSSMRA85T10A56NH')).toBe(true);
    expect(isValidCodiceFiscale('RSSMRA85T10A5SNT')).toBe(true);
    expect(isValidCodiceFiscale('RSSMRA85T10A56NS')).toBe(false);
  });

  it('refuses a wrong check letter, a wrong month letter and wrong lengths', () => {
    for (const v of [
      'RSSMRA85T10A562T',
      'RSSMRA85Z10A562S',
      'RSSMRA85T10A562',
      'RSSMRA85T10A562SS',
      '1SSMRA85T10A562S',
    ])
      expect(isValidCodiceFiscale(v), v).toBe(false);
  });
});

describe('the tax number a location type needs', () => {
  it('tells a partita IVA from a codice fiscale', () => {
    expect(taxNumberKind('00743110157')).toBe('VAT');
    expect(taxNumberKind('RSSMRA85T10A562S')).toBe('TAX_CODE');
    expect(taxNumberKind('12345')).toBeNull();
  });

  it('HORECA: a partita IVA', () => {
    expect(taxNumberIssue('HORECA', '')).toBe('La partita IVA è obbligatoria');
    expect(taxNumberIssue('HORECA', 'RSSMRA85T10A562S')).toBe('La partita IVA inserita non è valida');
    expect(taxNumberIssue('HORECA', '00743110157')).toBeNull();
  });

  it('PRIVATE: a codice fiscale', () => {
    expect(taxNumberIssue('PRIVATE', null)).toBe('Il codice fiscale è obbligatorio');
    expect(taxNumberIssue('PRIVATE', '00743110157')).toBe('Il codice fiscale inserito non è valido');
    expect(taxNumberIssue('PRIVATE', 'rssmra85t10a562s')).toBeNull();
  });

  it('PUBLIC: either', () => {
    expect(taxNumberIssue('PUBLIC', ' ')).toBe('La partita IVA o il codice fiscale è obbligatorio');
    expect(taxNumberIssue('PUBLIC', 'RSSMRA85T10A562T')).toBe(
      'Il codice fiscale o la partita IVA non sono validi',
    );
    expect(taxNumberIssue('PUBLIC', '00743110157')).toBeNull();
    expect(taxNumberIssue('PUBLIC', 'RSSMRA85T10A562S')).toBeNull();
  });
});

describe('PEC and SDI', () => {
  const both = 'Per le partite IVA è obbligatorio inserire almeno PEC o codice SDI';

  it('needs one of the two with a valid partita IVA, on both fields', () => {
    expect(billingContactIssues({ locationType: 'HORECA', vatNumber: '00743110157' })).toEqual({
      pec: both,
      sdiCode: both,
    });
    expect(
      billingContactIssues({ locationType: 'HORECA', vatNumber: '00743110157', pec: 'a@pec.it' }),
    ).toEqual({});
    expect(
      billingContactIssues({ locationType: 'HORECA', vatNumber: '00743110157', sdiCode: 'M5UXCR1' }),
    ).toEqual({});
    // A codice fiscale (or an invalid number) does not ask for either.
    expect(billingContactIssues({ locationType: 'PRIVATE', vatNumber: 'RSSMRA85T10A562S' })).toEqual({});
  });

  it('checks each when given', () => {
    expect(isValidSdiCode('m5uxcr1')).toBe(true);
    expect(isValidSdiCode('M5UXC')).toBe(false);
    expect(isValidSdiCode('M5UX-R1')).toBe(false);
    expect(billingContactIssues({ locationType: 'PUBLIC', sdiCode: 'ABC', pec: 'non-una-mail' })).toEqual({
      sdiCode: 'Il codice SDI deve essere composto da 7 caratteri alfanumerici',
      pec: 'Inserisci un indirizzo PEC valido',
    });
  });
});
