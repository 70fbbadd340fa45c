import { escapeHtml } from '@festalocation/domain/text';

/** Any value the pages show (an amount, a missing field) as escaped text. */
export function esc(value: string | number | null | undefined): string {
  return escapeHtml(String(value ?? ''));
}

export function formatAmount(cents: number, currency: string): string {
  return new Intl.NumberFormat('it-IT', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

const DATE = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

export function formatDate(seconds: number): string {
  return DATE.format(new Date(seconds * 1000));
}

export function planLabel(interval: 'month' | 'year'): string {
  return interval === 'year' ? 'Abbonamento annuale' : 'Abbonamento mensile';
}

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' };

export function cardLabel(brand: string, last4: string): string {
  return `${BRANDS[brand] ?? 'Carta'} •••• ${last4}`;
}

/** The page shell: no inline script or style element, so the gateway's strict CSP holds. */
export function page(title: string, base: string, body: string): string {
  return `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)}</title>
<link rel="stylesheet" href="${esc(base)}/standin.css">
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface CardFieldsState {
  number: string;
  exp: string;
  cvc: string;
  name: string;
  errorField?: string;
  error?: string;
}

/** The card inputs shared by checkout and portal; an error is tied to its field for screen readers. */
export function cardFields(state: CardFieldsState): string {
  const field = (name: string, label: string, value: string, attrs: string) => {
    const invalid = state.errorField === name;
    return `<label for="card-${name}">${esc(label)}</label>
<input id="card-${name}" name="${name}" value="${esc(value)}" ${attrs}${
      invalid ? ' aria-invalid="true" aria-describedby="card-error"' : ''
    }>`;
  };
  return `${state.error ? `<p id="card-error" class="error" role="alert">${esc(state.error)}</p>` : ''}
${field('number', 'Numero della carta', state.number, 'inputmode="numeric" autocomplete="cc-number" required')}
${field('exp', 'Scadenza (MM/AA)', state.exp, 'autocomplete="cc-exp" required')}
${field('cvc', 'CVC', state.cvc, 'inputmode="numeric" autocomplete="cc-csc" required')}
${field('name', 'Intestatario (facoltativo)', state.name, 'autocomplete="cc-name"')}`;
}

export const BLANK_CARD: CardFieldsState = {
  number: '4242 4242 4242 4242',
  exp: '12/34',
  cvc: '123',
  name: '',
};

export const STYLESHEET = `*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#f4f5f7;line-height:1.5}
main{max-width:34rem;margin:0 auto;padding:1rem;overflow-wrap:anywhere}
h1{font-size:1.6rem;margin:.5rem 0 1rem}
h2{font-size:1.2rem;margin:0 0 .5rem}
.panel{background:#fff;border:1px solid #b8bcc3;border-radius:8px;padding:1rem;margin:1rem 0}
.note{background:#fff4d6;border:1px solid #8a6d00;border-radius:6px;padding:.75rem}
label{display:block;font-weight:600;margin-top:.75rem}
input{display:block;width:100%;max-width:100%;font:inherit;padding:.5rem;border:1px solid #5f6368;border-radius:4px;background:#fff;color:#1a1a1a}
input[aria-invalid="true"]{border:2px solid #b00020}
.error{color:#b00020;font-weight:600;margin:0 0 .5rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;margin-top:1rem}
.actions form{margin:0}
button,.button{display:inline-block;font:inherit;font-weight:600;padding:.6rem 1.1rem;border-radius:6px;border:2px solid #1a4fd6;background:#1a4fd6;color:#fff;text-decoration:none;cursor:pointer}
.secondary{background:#fff;color:#1a4fd6}
a{color:#1a4fd6}
:focus-visible{outline:3px solid #111;outline-offset:2px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem;margin:0}
dt{font-weight:600}
dd{margin:0}
`;
