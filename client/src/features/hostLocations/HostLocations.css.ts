import { globalStyle, style } from '@vanilla-extract/css';
import { bareList, row, stack, text } from '../../ui/theme/pieces';
import { vars } from '../../ui/theme/theme.css';

export const form = style({ ...stack(vars.space.lg), maxWidth: 720, minWidth: 0 });
export const fields = style({ ...stack(vars.space.md), minWidth: 0 });
export const titleRow = style({ ...row(vars.space.sm), justifyContent: 'space-between' });
export const title = style({ margin: 0 });
export const actions = style({ ...row(vars.space.sm), flexWrap: 'wrap', justifyContent: 'flex-end' });
export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: vars.space.md,
});

const box = {
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
};
export const banner = style({ ...box, borderLeft: `4px solid ${vars.color.warning}` });
export const notice = style({
  ...box,
  ...stack(vars.space.sm),
  alignItems: 'flex-start',
  selectors: {
    '&[data-tone="error"]': { borderLeft: `4px solid ${vars.color.error}` },
    '&[data-tone="info"]': { borderLeft: `4px solid ${vars.color.info}` },
  },
});

export const logoRow = style({ ...row(vars.space.md), flexWrap: 'wrap', alignItems: 'flex-start' });
export const logo = style({
  width: 96,
  height: 96,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  objectFit: 'cover',
});
export const logoActions = style({ ...stack(vars.space.xs), alignItems: 'flex-start', minWidth: 0, flex: 1 });
export const hint = style({ margin: 0, ...text(vars.fontSize.xs, vars.color.textMuted) });
export const error = style({ margin: 0, ...text(vars.fontSize.xs, vars.color.error) });
export const hiddenInput = style({ display: 'none' });

export const ownList = style({ ...bareList, ...stack(vars.space.sm) });
export const ownItem = style({
  ...box,
  ...row(vars.space.md),
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  selectors: { '&[data-selected]': { borderColor: vars.color.primary } },
});
export const ownText = style({ ...stack(vars.space.xs), minWidth: 0, overflowWrap: 'anywhere' });
export const ownFacts = style({
  ...row(vars.space.md),
  flexWrap: 'wrap',
  margin: 0,
  ...text(vars.fontSize.sm, vars.color.textMuted),
});
globalStyle(`${ownFacts} dd`, { margin: 0 });
globalStyle(`${ownFacts} dt`, { fontSize: vars.fontSize.xs });
