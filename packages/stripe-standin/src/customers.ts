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
import type { Billing } from './billing.js';
import type { AddressObject, PaymentMethodObject, StandInCustomer, TaxIdObject } from './types.js';

export function getCustomer(billing: Billing, id: string): StandInCustomer {
  const customer = billing.store.state.customers[id];
  if (!customer) throw missing('customer', id);
  return customer;
}

function nullable(value: string | undefined, current: string | null): string | null {
  if (value === undefined) return current;
  return value === '' ? null : value;
}

const ADDRESS_FIELDS = ['line1', 'line2', 'city', 'postal_code', 'state', 'country'] as const;

/** Stripe's address update: '' clears it, given keys replace theirs (a country is two letters). */
function addressOf(
  current: AddressObject | null,
  value: ParamObject | string | undefined,
): AddressObject | null {
  if (value === undefined) return current;
  if (typeof value === 'string') {
    if (value === '') return null;
    throw invalid('Invalid address', 'address');
  }
  const next: AddressObject = current
    ? { ...current }
    : { line1: null, line2: null, city: null, postal_code: null, state: null, country: null };
  for (const key of ADDRESS_FIELDS) {
    const v = str(value, key);
    if (v !== undefined) next[key] = v === '' ? null : v;
  }
  if (next.country !== null && !/^[A-Z]{2}$/.test(next.country))
    throw invalid(`Country '${next.country}' is unknown.`, 'address[country]');
  return next;
}

function applyCustomerParams(billing: Billing, customer: StandInCustomer, params: ParamObject): void {
  customer.email = nullable(str(params, 'email'), customer.email);
  customer.name = nullable(str(params, 'name'), customer.name);
  customer.address = addressOf(customer.address, params['address']);
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
    address: null,
    test_clock: null,
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
  };
  applyCustomerParams(billing, customer, params);
  const clock = str(params, 'test_clock');
  if (clock) {
    if (!billing.store.state.testClocks[clock]) throw invalid(`No such test clock: '${clock}'`, 'test_clock');
    customer.test_clock = clock;
    customer.created = billing.store.state.testClocks[clock]!.frozen_time;
  }
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

/** Stripe's test payment methods: attaching one of these makes a new card of that brand. */
const TEST_METHODS: Record<string, { brand: string; last4: string }> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_amex: { brand: 'amex', last4: '8431' },
};

/** POST /v1/payment_methods/:id/attach. */
export function attachPaymentMethod(billing: Billing, id: string, customerId: string | undefined) {
  if (!customerId) throw invalid('Missing required param: customer.', 'customer');
  getCustomer(billing, customerId);
  const test = TEST_METHODS[id];
  if (test) {
    const year = new Date(nowSeconds() * 1000).getUTCFullYear() + 3;
    return attachCard(billing, customerId, { ...test, expMonth: 12, expYear: year, holder: null });
  }
  const method = billing.store.state.paymentMethods[id];
  if (!method) throw missing('payment_method', id);
  if (method.customer && method.customer !== customerId)
    throw invalid('The payment method you provided has already been attached to a customer.');
  if (method.customer !== customerId) {
    method.customer = customerId;
    billing.store.save();
    billing.webhooks.emit('payment_method.attached', method);
  }
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
