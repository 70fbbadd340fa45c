/** The company facts every legal text repeats: one place, so the pages never disagree. */
export const COMPANY = {
  name: 'Festalocation S.r.l.',
  address: 'Via Giuseppe Garibaldi 1, 20121 Milano (MI)',
  vat: '01234567897',
  supportEmail: 'supporto@festalocation.it',
  privacyEmail: 'privacy@festalocation.it',
  accessibilityEmail: 'accessibilita@festalocation.it',
} as const;

/** The date the published legal texts carry (document 2, "Legal text facts"). */
export const LEGAL_DATE = '26/08/2025';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  /** A bulleted list after the paragraphs, when the section enumerates. */
  items?: string[];
}

export interface LegalText {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}

/** The text as plain paragraphs, for the side panels of the registration consents. */
export function legalParagraphs(text: LegalText): string[] {
  return [
    text.updated,
    text.intro,
    ...text.sections.flatMap((x) => [x.heading, ...x.paragraphs, ...(x.items ?? []).map((i) => `• ${i}`)]),
  ];
}
