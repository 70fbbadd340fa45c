import { it } from '../../i18n/it';
import { COMPANY, LEGAL_DATE, type LegalText } from './company';

export const PRIVACY: LegalText = {
  title: it.legal.privacyTitle,
  updated: `Ultimo aggiornamento: ${LEGAL_DATE}`,
  intro:
    'Questa informativa, resa ai sensi degli artt. 13 e 14 del Regolamento (UE) 2016/679 (GDPR), spiega quali dati personali trattiamo quando usi Festalocation, perché lo facciamo e quali sono i tuoi diritti.',
  sections: [
    {
      heading: '1. Titolare del trattamento',
      paragraphs: [
        `Il titolare del trattamento è ${COMPANY.name}, ${COMPANY.address}, P.IVA ${COMPANY.vat}. Per ogni questione relativa ai tuoi dati puoi scrivere a ${COMPANY.privacyEmail}.`,
      ],
    },
    {
      heading: '2. Dati trattati',
      paragraphs: ['Trattiamo solo i dati necessari alle finalità indicate sotto:'],
      items: [
        'dati dell’account: e-mail, nome e cognome, città, data di nascita, immagine del profilo;',
        'dati degli host: dati della location e dati di fatturazione (partita IVA o codice fiscale, PEC, codice SDI, telefono);',
        'richieste di preventivo e messaggi scambiati con gli host;',
        'dati di pagamento: sono raccolti e trattati direttamente da Stripe, noi non conserviamo i numeri delle carte;',
        'dati di navigazione e, solo con il tuo consenso, dati statistici e registrazioni delle sessioni.',
      ],
    },
    {
      heading: '3. Finalità e basi giuridiche',
      paragraphs: ['Trattiamo i tuoi dati per:'],
      items: [
        'fornire il servizio, gestire l’account, le richieste di preventivo e gli abbonamenti: esecuzione del contratto (art. 6.1.b GDPR);',
        'adempiere agli obblighi fiscali e contabili: obbligo di legge (art. 6.1.c GDPR);',
        'garantire la sicurezza della piattaforma, prevenire abusi e moderare i contenuti: legittimo interesse (art. 6.1.f GDPR);',
        'inviarti comunicazioni di marketing diretto e profilare le tue preferenze: solo con il tuo consenso facoltativo (art. 6.1.a GDPR);',
        'raccogliere statistiche e registrare le sessioni di navigazione: solo con il tuo consenso (art. 6.1.a GDPR e art. 122 del Codice privacy).',
      ],
    },
    {
      heading: '4. Destinatari',
      paragraphs: [
        'I dati sono trattati da personale autorizzato e da fornitori nominati responsabili del trattamento ai sensi dell’art. 28 GDPR:',
      ],
      items: [
        'Stripe, fornitore dei pagamenti degli abbonamenti;',
        'i fornitori dei servizi di invio e-mail e di notifiche push;',
        'i fornitori di hosting e infrastruttura;',
        'con il tuo consenso, i fornitori dei servizi di statistica e di registrazione delle sessioni.',
      ],
    },
    {
      heading: '5. Comunicazione agli host e trasferimenti',
      paragraphs: [
        'Quando invii una richiesta di preventivo, i dati necessari a gestirla sono comunicati all’host della location, che li tratta come autonomo titolare.',
        'Alcuni fornitori, come Stripe, possono trattare dati fuori dallo Spazio economico europeo: in tal caso il trasferimento avviene sulla base di una decisione di adeguatezza o delle clausole contrattuali standard della Commissione europea.',
      ],
    },
    {
      heading: '6. Conservazione',
      paragraphs: [
        'I dati dell’account sono conservati fino a 24 mesi di inattività, poi vengono cancellati o resi anonimi. I dati delle transazioni sono conservati per 10 anni, come richiesto dalla normativa fiscale e civilistica.',
      ],
    },
    {
      heading: '7. I tuoi diritti',
      paragraphs: [
        'Ai sensi degli artt. 15–22 GDPR puoi chiedere l’accesso ai tuoi dati, la rettifica, la cancellazione, la limitazione del trattamento e la portabilità, opporti al trattamento e non essere sottoposto a decisioni basate unicamente su un trattamento automatizzato. Puoi revocare in qualsiasi momento i consensi prestati, senza pregiudicare la liceità del trattamento precedente.',
        `Scrivi a ${COMPANY.privacyEmail}: le richieste relative ai tuoi dati personali sono gestite entro 30 giorni.`,
        'Hai inoltre il diritto di proporre reclamo al Garante per la protezione dei dati personali (www.garanteprivacy.it).',
      ],
    },
    {
      heading: '8. Cookie e tecnologie simili',
      paragraphs: [
        'Usiamo cookie e archiviazione locale tecnici, necessari al funzionamento del sito (sessione, preferenze, la tua scelta sui cookie), che sono sempre attivi. Gli strumenti di statistica e di registrazione delle sessioni si attivano solo se vi acconsenti; se li rifiuti non vengono caricati.',
        'La tua scelta è ricordata per sei mesi, poi te la chiediamo di nuovo; se hai effettuato l’accesso è salvata anche nel tuo account. Puoi modificarla o revocarla in qualsiasi momento dal link «Impostazioni privacy» in fondo alle pagine del sito.',
      ],
    },
    {
      heading: '9. Minori e modifiche',
      paragraphs: [
        'Il servizio è riservato ai maggiori di 18 anni. Eventuali modifiche a questa informativa sono pubblicate su questa pagina con la data di aggiornamento.',
      ],
    },
  ],
};
