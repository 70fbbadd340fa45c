import { it } from '../../i18n/it';

export type LegalKind = 'terms' | 'privacy' | 'accessibility';

interface LegalText {
  title: string;
  updated: string;
  sections: { heading: string; body: string }[];
}

// The legal facts as published on 26/08/2025.
export const LEGAL_TEXTS: Record<LegalKind, LegalText> = {
  terms: {
    title: it.legal.termsTitle,
    updated: 'Ultimo aggiornamento: 26/08/2025',
    sections: [
      {
        heading: 'Ruolo della piattaforma',
        body: 'Festalocation è un intermediario digitale: il contratto per l’evento si conclude direttamente tra l’host e l’ospite.',
      },
      {
        heading: 'Abbonamento degli host',
        body: 'L’abbonamento annuale non è rimborsabile. La disdetta va comunicata almeno 30 giorni prima della scadenza annuale, altrimenti l’abbonamento si rinnova automaticamente.',
      },
      {
        heading: 'Cancellazione da parte dell’ospite',
        body: 'Se l’host non ha una propria politica, la cancellazione oltre 30 giorni prima dell’evento dà diritto al rimborso completo; entro 7 giorni dall’evento non è previsto alcun rimborso.',
      },
      {
        heading: 'Modifiche ai termini',
        body: 'Le modifiche ai presenti termini sono comunicate con almeno 15 giorni di preavviso. Le modifiche ai dati essenziali di una location richiedono l’approvazione del team della piattaforma, che può rimuovere contenuti non conformi e moderare le recensioni.',
      },
      {
        heading: 'Responsabilità',
        body: 'La responsabilità della piattaforma è limitata ai canoni annuali pagati nei 12 mesi precedenti.',
      },
    ],
  },
  privacy: {
    title: it.legal.privacyTitle,
    updated: 'Ultimo aggiornamento: 26/08/2025',
    sections: [
      {
        heading: 'Conservazione dei dati',
        body: 'I dati dell’account sono conservati fino a 24 mesi di inattività; i dati delle transazioni per 10 anni.',
      },
      {
        heading: 'Diritti dell’interessato',
        body: 'Le richieste relative ai tuoi dati personali sono gestite entro 30 giorni.',
      },
    ],
  },
  accessibility: {
    title: it.legal.accessibilityTitle,
    updated: 'Dichiarazione del 26/08/2025, aggiornata annualmente.',
    sections: [
      {
        heading: 'Impegno',
        body: 'Festalocation si impegna a rendere il proprio sito accessibile, in conformità alle linee guida WCAG 2.1 livello AA.',
      },
    ],
  },
};
