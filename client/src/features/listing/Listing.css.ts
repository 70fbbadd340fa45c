import { style } from '@vanilla-extract/css';
import { bareList, choiceChip, row, stack, text } from '../../ui/theme/pieces';
import { vars } from '../../ui/theme/theme.css';

export const form = style({ ...stack(vars.space.lg), maxWidth: 720, minWidth: 0 });
export const fields = style({ ...stack(vars.space.md), minWidth: 0 });
export const titleRow = style({ ...row(vars.space.sm), justifyContent: 'space-between' });
export const title = style({ margin: 0, overflowWrap: 'anywhere', minWidth: 0 });
export const actions = style({ ...row(vars.space.sm), flexWrap: 'wrap', justifyContent: 'flex-end' });
export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});
export const group = style({ ...stack(vars.space.sm), minWidth: 0, border: 0, padding: 0, margin: 0 });
export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
// The chips of the general settings can be locked (a location under review).
export const tag = style({
  ...choiceChip,
  selectors: { ...choiceChip.selectors, '&[data-disabled]': { opacity: 0.6, cursor: 'default' } },
});
export const rangeRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'end',
});
export const error = style({ margin: 0, ...text(vars.fontSize.xs, vars.color.error) });
export const notice = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  ...stack(vars.space.sm),
  alignItems: 'flex-start',
  selectors: {
    '&[data-tone="error"]': { borderLeft: `4px solid ${vars.color.error}` },
    '&[data-tone="info"]': { borderLeft: `4px solid ${vars.color.info}` },
  },
});
export const facts = style({ ...stack(vars.space.sm), margin: 0 });

/** The phone's list of a section's items (ambients, services): one row to press for each. */
export const itemList = style({
  ...bareList,
  display: 'grid',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});
export const itemLink = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  alignItems: 'center',
  minHeight: 48,
  padding: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    'li + li > &': { borderTop: `1px solid ${vars.color.border}` },
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});
export const itemChevron = style({ width: 20, height: 20, flex: 'none', color: vars.color.textMuted });
