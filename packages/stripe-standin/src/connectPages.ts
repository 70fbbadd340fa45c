import type { Request, Response, Router } from 'express';
import type { Billing } from './billing.js';
import { formText } from './cards.js';
import { completeOnboarding, getAccount } from './connect.js';
import { esc, formatAmount, formatDate, page } from './html.js';
import { nowSeconds } from './store.js';

interface PageTools {
  html: (res: Response, status: number, body: string) => void;
  guarded: (
    handler: (req: Request, res: Response) => Promise<void> | void,
  ) => (req: Request, res: Response) => Promise<void>;
  waitMs: number;
}

const NOTE = `<p class="note">Questa pagina è un sostituto locale di Stripe Connect: nessun conto reale viene aperto.</p>`;

/**
 * The pages a connected account's owner sees: onboarding through an account link (single use, five minutes,
 * an expired or used one sends the browser to the link's refresh URL, as Stripe does), and a dashboard.
 */
export function mountConnectPages(router: Router, billing: Billing, tools: PageTools): void {
  const { connect } = billing.store.state;
  const usableLink = (req: Request, res: Response) => {
    const link = connect.accountLinks[String(req.params['id'])];
    if (!link) {
      tools.html(res, 404, page('Collegamento non valido', req.baseUrl, '<h1>Collegamento non valido</h1>'));
      return undefined;
    }
    if (link.used || link.expiresAt <= nowSeconds()) {
      res.redirect(303, link.refreshUrl);
      return undefined;
    }
    return link;
  };
  /** A Connect page: its title as the heading and the note that nothing here is real, then `body`. */
  const connectPage = (req: Request, res: Response, title: string, body: string) =>
    tools.html(res, 200, page(title, req.baseUrl, `<h1>${esc(title)}</h1>${NOTE}\n${body}`));

  router.get(
    '/connect/onboarding/:id',
    tools.guarded((req, res) => {
      const link = usableLink(req, res);
      if (!link) return;
      const account = getAccount(billing, link.account);
      connectPage(
        req,
        res,
        'Attiva i pagamenti online',
        `<form method="post" action="${esc(req.baseUrl)}/connect/onboarding/${esc(link.id)}" class="panel">
<label for="business">Nome dell'attività</label>
<input id="business" name="business" value="${esc(account.business_profile.name ?? '')}" autocomplete="organization" required>
<label for="iban">IBAN per gli accrediti</label>
<input id="iban" name="iban" value="IT60X0542811101000000123456" autocomplete="off" required>
<div class="actions">
<button type="submit" name="action" value="complete">Completa l'attivazione</button>
<button type="submit" name="action" value="later" class="secondary">Completa più tardi</button>
</div>
</form>`,
      );
    }),
  );

  router.post(
    '/connect/onboarding/:id',
    tools.guarded(async (req, res) => {
      const link = usableLink(req, res);
      if (!link) return;
      link.used = true;
      billing.store.save();
      if (formText(req.body, 'action') === 'complete') {
        completeOnboarding(billing, link.account, formText(req.body, 'business').trim());
        await billing.webhooks.settleWithin(tools.waitMs);
      }
      res.redirect(303, link.returnUrl);
    }),
  );

  router.get(
    '/connect/dashboard/:id',
    tools.guarded((req, res) => {
      const account = getAccount(billing, String(req.params['id']));
      const rows = Object.values(connect.charges)
        .filter((charge) => connect.owners[charge.id] === account.id)
        .map(
          (charge) =>
            `<tr><td>${esc(formatDate(charge.created))}</td><td>${esc(formatAmount(charge.amount, charge.currency))}</td><td>${esc(
              formatAmount(charge.amount_refunded, charge.currency),
            )}</td></tr>`,
        )
        .join('');
      const title = account.business_profile.name ?? 'Il tuo conto';
      connectPage(
        req,
        res,
        title,
        `<section class="panel" aria-labelledby="payments-title"><h2 id="payments-title">Pagamenti</h2>
${rows ? `<table><thead><tr><th scope="col">Data</th><th scope="col">Importo</th><th scope="col">Rimborsato</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>Nessun pagamento.</p>'}
</section>`,
      );
    }),
  );
}
