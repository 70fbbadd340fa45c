/** Connect and one-off payments, in Stripe's wire shapes (the subset the gateway reads). */
import type { Metadata } from './types.js';

export interface AccountRequirements {
  currently_due: string[];
  eventually_due: string[];
  past_due: string[];
  disabled_reason: string | null;
}

export interface AccountObject {
  id: string;
  object: 'account';
  type: 'standard' | 'express';
  country: string;
  email: string | null;
  default_currency: string;
  created: number;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  business_profile: { name: string | null };
  metadata: Metadata;
  requirements: AccountRequirements;
}

export interface AccountLinkObject {
  object: 'account_link';
  created: number;
  expires_at: number;
  url: string;
}

/** What the stand-in keeps of a link: Stripe's links are single-use and short-lived. */
export interface StoredAccountLink {
  id: string;
  account: string;
  refreshUrl: string;
  returnUrl: string;
  expiresAt: number;
  used: boolean;
}

export interface PaymentIntentObject {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  created: number;
  livemode: false;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  latest_charge: string | null;
  metadata: Metadata;
  description: string | null;
  application_fee_amount: number | null;
  receipt_email: string | null;
  last_payment_error: { code: string; decline_code: string; message: string } | null;
}

export interface ChargeObject {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  currency: string;
  created: number;
  livemode: false;
  paid: boolean;
  refunded: boolean;
  status: 'succeeded';
  payment_intent: string;
  metadata: Metadata;
  receipt_email: string | null;
  application_fee_amount: number | null;
}

export interface RefundObject {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  payment_intent: string;
  currency: string;
  created: number;
  status: 'succeeded';
  reason: string | null;
  metadata: Metadata;
}

/** What a payment-mode session was created with. */
export interface PaymentRequest {
  name: string;
  unitAmount: number;
  quantity: number;
  intentMetadata: Metadata;
  description: string | null;
  applicationFee: number | null;
  receiptEmail: string | null;
}

/** Connect's part of the state file; every object made on a connected account records its owner. */
export interface ConnectState {
  accounts: Record<string, AccountObject>;
  accountLinks: Record<string, StoredAccountLink>;
  paymentIntents: Record<string, PaymentIntentObject>;
  charges: Record<string, ChargeObject>;
  refunds: Record<string, RefundObject>;
  /** Object id → the connected account it lives on (absent: the platform's own). */
  owners: Record<string, string>;
}
