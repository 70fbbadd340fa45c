import { it } from '../../i18n/it';
import { COMPANY, LEGAL_DATE, type LegalText } from './company';

export const ACCESSIBILITY: LegalText = {
  title: it.legal.accessibilityTitle,
  updated: `Dichiarazione del ${LEGAL_DATE}, aggiornata annualmente.`,
  intro: `${COMPANY.name} si impegna a rendere il proprio sito accessibile, conformemente alla Legge 9 gennaio 2004, n. 4 e alle linee guida WCAG 2.1 livello AA (norma EN 301 549).`,
  sections: [
    {
      heading: 'Stato di conformità',
      paragraphs: [
        'Il sito è parzialmente conforme ai requisiti indicati, a causa dei casi di non conformità elencati di seguito.',
      ],
    },
    {
      heading: 'Contenuti non accessibili',
      paragraphs: ['Per quanto a nostra conoscenza:'],
      items: [
        'le immagini caricate dagli host possono non avere una descrizione testuale completa;',
        'i contenuti di siti esterni collegati (blog, social network, mappe) non sono sotto il nostro controllo.',
      ],
    },
    {
      heading: 'Redazione della dichiarazione',
      paragraphs: [
        `La presente dichiarazione è stata redatta il ${LEGAL_DATE} sulla base di un’autovalutazione, con verifiche automatiche e prove manuali con tastiera e lettore di schermo. È riesaminata e aggiornata ogni anno.`,
      ],
    },
    {
      heading: 'Segnalazioni e contatti',
      paragraphs: [
        `Se incontri un ostacolo all’uso del sito o vuoi ricevere un contenuto in formato accessibile, scrivi a ${COMPANY.accessibilityEmail}: ti risponderemo entro 30 giorni.`,
        'In caso di risposta insoddisfacente o mancata risposta puoi rivolgerti all’Agenzia per l’Italia Digitale (AgID), tramite la procedura di attuazione prevista dall’art. 3-quinquies della Legge 4/2004.',
      ],
    },
  ],
};
