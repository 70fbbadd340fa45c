import { style } from '@vanilla-extract/css';
import { vars } from '../../ui';

export const page = style({ maxWidth: 760, display: 'grid', gap: vars.space.lg, overflowWrap: 'anywhere' });

export const title = style({ margin: 0 });

export const lead = style({ fontSize: vars.fontSize.lg, margin: 0, lineHeight: 1.5 });

export const paragraph = style({ margin: 0, lineHeight: 1.6 });

export const section = style({ display: 'grid', gap: vars.space.sm });

export const heading = style({ fontSize: vars.fontSize.xl, margin: 0 });

export const team = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
});

export const member = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'start',
  justifyItems: 'center',
  textAlign: 'center',
});

export const photo = style({
  width: 96,
  height: 96,
  borderRadius: '50%',
  objectFit: 'cover',
  background: vars.color.skeleton,
});

export const memberText = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'center' });

export const memberName = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const role = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const link = style({ color: vars.color.primaryStrong, fontWeight: vars.fontWeight.medium });
