import { style } from '@vanilla-extract/css';
import { focusRing, mobile, vars } from '../../ui';
import { choiceChip, text } from '../../ui/theme/pieces';

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: 640,
  width: '100%',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  boxSizing: 'border-box',
  minWidth: 0,
  '@media': { [mobile]: { padding: `${vars.space.md} ${vars.space.md}` } },
});

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const progress = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const progressLabel = style({
  display: 'flex',
  justifyContent: 'space-between',
  ...text(vars.fontSize.sm, vars.color.textMuted),
});
export const progressTrack = style({
  height: 8,
  borderRadius: vars.radius.full,
  background: vars.color.surfacePressed,
  overflow: 'hidden',
});
export const progressFill = style({
  height: '100%',
  background: vars.color.primaryStrong,
  transition: `width ${vars.duration.normal} ease`,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': focusRing },
});

export const form = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });
export const fields = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.md,
  '@media': { [mobile]: { gridTemplateColumns: '1fr' } },
});

export const actions = style({
  display: 'flex',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
});

export const list = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });
export const promo = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.primarySubtle,
});
export const muted = style({ margin: 0, color: vars.color.textMuted });

export const radioGroup = style({ display: 'grid', gap: vars.space.xs });
export const radios = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const radio = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': {
      borderColor: vars.color.primaryStrong,
      background: vars.color.primarySubtle,
      fontWeight: vars.fontWeight.bold,
    },
    '&[data-focus-visible]': focusRing,
  },
});
export const radioDot = style({
  width: 16,
  height: 16,
  borderRadius: '50%',
  border: `2px solid ${vars.color.borderStrong}`,
  boxSizing: 'border-box',
  selectors: { [`${radio}[data-selected] &`]: { border: `5px solid ${vars.color.primaryStrong}` } },
});

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const tag = style(choiceChip);
export const groupError = style({ color: vars.color.error, fontSize: vars.fontSize.sm });
export const subheading = style({ margin: 0, fontSize: vars.fontSize.lg });
