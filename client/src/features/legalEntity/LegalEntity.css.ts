import { style } from '@vanilla-extract/css';
import { mobile, vars } from '../../ui';
import { text } from '../../ui/theme/pieces';

export const group = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const legend = style({
  padding: `0 ${vars.space.xs}`,
  fontWeight: 700,
  fontSize: vars.fontSize.md,
});

export const intro = style({ margin: 0, ...text(vars.fontSize.sm, vars.color.textMuted) });

export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.md,
  '@media': { [mobile]: { gridTemplateColumns: '1fr' } },
});

export const copy = style({ justifySelf: 'start' });
