import { globalStyle, style } from '@vanilla-extract/css';
import { row, stack } from '../../ui/theme/pieces';
import { vars } from '../../ui/theme/theme.css';

export const section = style({ ...stack(vars.space.md), minWidth: 0 });
export const h2 = style({ fontSize: 20, margin: 0 });
export const form = style({ ...stack(vars.space.md), maxWidth: 720, minWidth: 0 });
export const actions = style({ ...row(vars.space.sm), flexWrap: 'wrap' });

// A review: long words (a pasted link) wrap instead of widening the page at 360 px.
export const card = style({
  ...stack(vars.space.xs),
  minWidth: 0,
  overflowWrap: 'anywhere',
  outline: 'none',
});
globalStyle(`${card} p`, { margin: 0 });
export const cardTitle = style({ fontSize: 17, margin: 0 });
export const content = style({ whiteSpace: 'pre-line' });
export const meta = style({ color: vars.color.textMuted, fontSize: 14 });
export const head = style({ ...row(vars.space.sm), flexWrap: 'wrap' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const item = style({ borderBottom: `1px solid ${vars.color.border}`, paddingBottom: vars.space.md });

export const stars = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 2,
  color: vars.color.primaryStrong,
});
export const starIcon = style({ width: 18, height: 18, flexShrink: 0 });
export const starFilled = style({ fill: 'currentColor' });

export const summary = style({ ...row(vars.space.xs), flexWrap: 'wrap', margin: 0, fontWeight: 600 });

// The vote picker: five large star buttons (a radio group), filled up to the choice.
export const starGroup = style({ ...stack(vars.space.xs), minWidth: 0 });
export const starRow = style({ display: 'flex', gap: vars.space.xxs, flexWrap: 'wrap' });
export const starRadio = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  borderRadius: vars.radius.md,
  color: vars.color.borderStrong,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-filled]': { color: vars.color.primaryStrong },
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
export const bigStar = style({ width: 30, height: 30 });

export const reported = style({ color: vars.color.textMuted, fontStyle: 'italic' });

// The host's reply sits under the review, set in from its left edge with a rule.
export const reply = style({
  ...stack(vars.space.xxs),
  borderLeft: `3px solid ${vars.color.border}`,
  paddingLeft: vars.space.sm,
  minWidth: 0,
});
export const replyTitle = style({ fontWeight: 600 });
