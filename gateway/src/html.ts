// The gateway's pages and e-mails escape through the one function the stand-ins use too.
export { escapeHtml } from '@festalocation/domain/text';
