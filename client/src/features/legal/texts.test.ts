import { describe, expect, it } from 'vitest';
import { legalParagraphs } from './company';
import { LEGAL_TEXTS } from './texts';

const all = (kind: keyof typeof LEGAL_TEXTS) => legalParagraphs(LEGAL_TEXTS[kind]).join('\n');

// Every legal fact of document 2 ("Legal text facts", dated 26/08/2025) must be in the published texts.
describe('terms and conditions', () => {
  const text = all('terms');
  it.each([
    ['dated 26/08/2025', 'Ultimo aggiornamento: 26/08/2025'],
    ['annual subscription', 'abbonamento annuale'],
    ['automatic renewal', 'si rinnova automaticamente'],
    ['no refunds', 'non è rimborsabile'],
    ['30 days’ cancellation notice', 'almeno 30 giorni prima della scadenza annuale'],
    ['guest: full refund beyond 30 days', 'oltre 30 giorni prima dell’evento: rimborso completo'],
    ['guest: none within 7 days', 'entro 7 giorni dall’evento: nessun rimborso'],
    ['only when the host has no policy', 'Se l’host non ha una propria politica'],
    ['15 days’ notice of changes', 'almeno 15 giorni di preavviso'],
    ['liability cap', 'limitata ai canoni annuali pagati nei 12 mesi precedenti'],
    ['payment provider', 'Stripe'],
    ['approval within 48h', 'entro 48 ore'],
  ])('states %s', (_, fact) => expect(text).toContain(fact));
});

describe('privacy policy', () => {
  const text = all('privacy');
  it.each([
    ['dated 26/08/2025', 'Ultimo aggiornamento: 26/08/2025'],
    ['the controller', 'Il titolare del trattamento è Festalocation S.r.l.'],
    ['24 months of inactivity', 'fino a 24 mesi di inattività'],
    ['10 years for transactions', 'dati delle transazioni sono conservati per 10 anni'],
    ['requests within 30 days', 'sono gestite entro 30 giorni'],
    ['GDPR rights', 'artt. 15–22 GDPR'],
    ['the Garante', 'Garante per la protezione dei dati personali'],
    ['Stripe as recipient', 'Stripe, fornitore dei pagamenti'],
    ['e-mail and push providers', 'servizi di invio e-mail e di notifiche push'],
    ['legal bases', 'art. 6.1.b GDPR'],
    ['cookie settings', '«Impostazioni privacy»'],
    ['six months of consent', 'ricordata per sei mesi'],
  ])('states %s', (_, fact) => expect(text).toContain(fact));
});

describe('accessibility declaration', () => {
  const text = all('accessibility');
  it('is dated 26/08/2025 and updated yearly', () => {
    expect(text).toContain('Dichiarazione del 26/08/2025, aggiornata annualmente.');
    expect(text).toContain('WCAG 2.1');
  });
});
