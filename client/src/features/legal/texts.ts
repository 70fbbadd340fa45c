import { ACCESSIBILITY } from './accessibility';
import type { LegalText } from './company';
import { PRIVACY } from './privacy';
import { TERMS } from './terms';

export type LegalKind = 'terms' | 'privacy' | 'accessibility';

// The legal facts as published on 26/08/2025 (document 2, "Legal text facts"); one file per text.
export const LEGAL_TEXTS: Record<LegalKind, LegalText> = {
  terms: TERMS,
  privacy: PRIVACY,
  accessibility: ACCESSIBILITY,
};
