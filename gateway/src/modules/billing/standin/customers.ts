import {
  invalid,
  mergeMetadata,
  missing,
  obj,
  objectList,
  str,
  stringList,
  type ParamObject,
} from './params.js';
import { newId, nowSeconds } from './store.js';
import type { Billing } from './subscriptions.js';
import type { PaymentMethodObject, StandInCustomer, TaxIdObject } from './types.js';

export function getCustomer(billing: Billing, id: string): StandInCustomer {
  const customer = billing.store.state.customers[id];
  if (!customer) throw missing('customer', id);
  return customer;
}

function nullable(value: string | undefined, current: string | null): string | null {
  if (value === undefined) return current;
  return value === '' ? null : value;
}

function applyCustomerParams(billing: Billing, customer: StandInCustomer, params: ParamObject): void {
  customer.email = nullable(str(params, 'email'), customer.email);
  customer.name = nullable(str(params, 'name'), customer.name);
  customer.metadata = mergeMetadata(customer.metadata, params['metadata']);
  if (params['preferred_locales'] !== undefined)
    customer.preferred_locales = stringList(params['preferred_locales']);
  const settings = obj(params, 'invoice_settings');
  if (settings) {
    if (settings['custom_fields'] !== undefined) {
      const fields = objectList(settings['custom_fields']).map((field, i) => {
        const name = str(field, 'name');
        const value = str(field, 'value');
        if (!name || !value)
          throw invalid('Custom fields need a name and a value.', `invoice_settings[custom_fields][${i}]`);
        return { name, value };
      });
      customer.invoice_settings.custom_fields = fields.length > 0 ? fields : null;
    }
    const method = str(settings, 'default_payment_method');
    if (method !== undefined) {
      if (method !== '' && billing.store.state.paymentMethods[method]?.customer !== customer.id) {
        throw invalid(
          `The payment method ${method} is not attached to this customer.`,
          'invoice_settings[default_payment_method]',
        );
      }
      customer.invoice_settings.default_payment_method = method === '' ? null : method;
    }
  }
}

export function createCustomer(billing: Billing, params: ParamObject): StandInCustomer {
  const customer: StandInCustomer = {
    id: newId('cus_'),
    object: 'customer',
    created: nowSeconds(),
    livemode: false,
    email: null,
    name: null,
    metadata: {},
    preferred_locales: [],
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
  };
  applyCustomerParams(billing, customer, params);
  const taxIds = objectList(params['tax_id_data']).map((entry, i) => {
    const type = str(entry, 'type');
    const value = str(entry, 'value');
    if (!type || !value) throw invalid('Tax ids need a type and a value.', `tax_id_data[${i}]`);
    return { type, value };
  });
  billing.store.state.customers[customer.id] = customer;
  for (const taxId of taxIds) addTaxId(billing, customer.id, taxId.type, taxId.value, false);
  billing.store.save();
  return customer;
}

export function updateCustomer(billing: Billing, id: string, params: ParamObject): StandInCustomer {
  const customer = getCustomer(billing, id);
  applyCustomerParams(billing, customer, params);
  billing.store.save();
  return customer;
}

export function taxIdsOf(billing: Billing, customerId: string): TaxIdObject[] {
  getCustomer(billing, customerId);
  return Object.values(billing.store.state.taxIds)
    .filter((taxId) => taxId.customer === customerId)
    .sort((a, b) => b.created - a.created);
}

export function addTaxId(
  billing: Billing,
  customerId: string,
  type: string,
  value: string,
  save = true,
): TaxIdObject {
  getCustomer(billing, customerId);
  const country = /^[A-Z]{2}/.test(value) && type === 'eu_vat' ? value.slice(0, 2) : null;
  const taxId: TaxIdObject = {
    id: newId('txi_'),
    object: 'tax_id',
    country,
    created: nowSeconds(),
    customer: customerId,
    livemode: false,
    type,
    value,
    verification: { status: 'unavailable', verified_address: null, verified_name: null },
  };
  billing.store.state.taxIds[taxId.id] = taxId;
  if (save) billing.store.save();
  return taxId;
}

export function deleteTaxId(billing: Billing, customerId: string, taxIdId: string): void {
  const taxId = billing.store.state.taxIds[taxIdId];
  if (!taxId || taxId.customer !== customerId) throw missing('tax_id', taxIdId);
  delete billing.store.state.taxIds[taxIdId];
  billing.store.save();
}

export interface CardDetails {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  holder: string | null;
}

/** A card entered on a hosted page: stored only as brand, last four digits and expiry. */
export function attachCard(billing: Billing, customerId: string, card: CardDetails): PaymentMethodObject {
  const method: PaymentMethodObject = {
    id: newId('pm_'),
    object: 'payment_method',
    type: 'card',
    created: nowSeconds(),
    livemode: false,
    customer: customerId,
    metadata: {},
    billing_details: { name: card.holder, email: null, phone: null, address: null },
    card: {
      brand: card.brand,
      last4: card.last4,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      country: 'IT',
      funding: 'credit',
    },
  };
  billing.store.state.paymentMethods[method.id] = method;
  billing.store.save();
  billing.webhooks.emit('payment_method.attached', method);
  return method;
}

export function setDefaultCard(
  billing: Billing,
  customerId: string,
  methodId: string,
  announce: boolean,
): void {
  const customer = getCustomer(billing, customerId);
  const previous = customer.invoice_settings.default_payment_method;
  if (previous === methodId) return;
  customer.invoice_settings.default_payment_method = methodId;
  billing.store.save();
  if (announce) {
    billing.webhooks.emit('customer.updated', customer, {
      previous: { invoice_settings: { default_payment_method: previous } },
    });
  }
}
