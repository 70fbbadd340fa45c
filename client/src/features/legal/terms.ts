import { it } from '../../i18n/it';
import { COMPANY, LEGAL_DATE, type LegalText } from './company';

export const TERMS: LegalText = {
  title: it.legal.termsTitle,
  updated: `Ultimo aggiornamento: ${LEGAL_DATE}`,
  intro: `I presenti Termini e condizioni regolano l’uso del sito e dei servizi Festalocation, gestiti da ${COMPANY.name}, ${COMPANY.address}, P.IVA ${COMPANY.vat}. Registrandoti dichiari di averli letti e accettati.`,
  sections: [
    {
      heading: '1. Ruolo della piattaforma',
      paragraphs: [
        'Festalocation è un intermediario digitale che mette in contatto chi cerca una location per feste ed eventi (ospite) con chi la offre (host). Il contratto per l’evento si conclude direttamente tra l’host e l’ospite: Festalocation non ne è parte e non organizza gli eventi.',
      ],
    },
    {
      heading: '2. Account',
      paragraphs: [
        'Per registrarti devi avere almeno 18 anni e fornire dati veritieri e aggiornati. Sei responsabile della riservatezza delle tue credenziali e delle attività svolte con il tuo account.',
      ],
    },
    {
      heading: '3. Richieste di preventivo',
      paragraphs: [
        'L’invio di una richiesta di preventivo non costituisce una prenotazione. L’accordo sull’evento, sul prezzo e sulle condizioni è definito tra l’host e l’ospite.',
      ],
    },
    {
      heading: '4. Pubblicazione delle location',
      paragraphs: [
        'Ogni nuova location è verificata dal team della piattaforma, di norma entro 48 ore, e non è visibile finché l’abbonamento dell’host non è attivo.',
        'Le modifiche ai dati essenziali di una location richiedono l’approvazione del team della piattaforma, che può rimuovere contenuti non conformi ai presenti termini e moderare le recensioni.',
      ],
    },
    {
      heading: '5. Abbonamento degli host',
      paragraphs: [
        'La pubblicazione di una location richiede un abbonamento annuale, pagato tramite il fornitore di pagamenti Stripe. L’abbonamento si rinnova automaticamente alla scadenza per un ulteriore anno ed è gestibile in qualsiasi momento dalla propria area riservata.',
        'L’abbonamento annuale non è rimborsabile: non sono previsti rimborsi, nemmeno parziali, per il periodo non utilizzato.',
        'La disdetta va comunicata almeno 30 giorni prima della scadenza annuale, altrimenti l’abbonamento si rinnova automaticamente.',
      ],
    },
    {
      heading: '6. Cancellazione da parte dell’ospite',
      paragraphs: [
        'Le cancellazioni sono regolate dalla politica indicata dall’host. Se l’host non ha una propria politica, si applicano le seguenti regole:',
      ],
      items: [
        'cancellazione oltre 30 giorni prima dell’evento: rimborso completo;',
        'cancellazione entro 7 giorni dall’evento: nessun rimborso;',
        'negli altri casi vale quanto concordato per iscritto tra host e ospite.',
      ],
    },
    {
      heading: '7. Recensioni e contenuti',
      paragraphs: [
        'Gli utenti sono responsabili dei contenuti che pubblicano. Recensioni e contenuti offensivi, ingannevoli o non pertinenti possono essere nascosti o rimossi dal team della piattaforma.',
      ],
    },
    {
      heading: '8. Responsabilità',
      paragraphs: [
        'Fatti salvi i casi di dolo o colpa grave e i diritti che la legge riconosce inderogabilmente ai consumatori, la responsabilità della piattaforma è limitata ai canoni annuali pagati nei 12 mesi precedenti l’evento che l’ha originata.',
      ],
    },
    {
      heading: '9. Modifiche ai termini',
      paragraphs: [
        'Le modifiche ai presenti termini sono comunicate con almeno 15 giorni di preavviso, via e-mail o tramite notifica sulla piattaforma. Se non le accetti puoi chiudere il tuo account prima della loro entrata in vigore.',
      ],
    },
    {
      heading: '10. Legge applicabile e contatti',
      paragraphs: [
        'I presenti termini sono regolati dalla legge italiana. Per le controversie con i consumatori è competente il foro del luogo di residenza o domicilio del consumatore.',
        `Per qualsiasi domanda scrivi a ${COMPANY.supportEmail}.`,
      ],
    },
  ],
};
